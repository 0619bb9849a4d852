import type { Language } from "../language.ts";

// Korean: Hangul, labels often glued to values, ₩ and 원, 공급가액 (supply value: the amount before tax),
// 부가세 (VAT), 합계; dates 2026년 3월 1일 and 2026. 3. 1.

export const ko: Language = {
  code: "ko",
  name: "Korean",
  labels: {
    charges: ["이용 요금", "사용 요금", "요금 합계", "서비스 요금", "이용 금액", "사용 금액"],
    subtotal: ["소계"],
    credits: ["크레딧", "쿠폰", "프로모션 크레딧", "적용 크레딧"],
    discount: ["할인", "할인 금액", "할인액"],
    savings_plan: ["약정 할인", "예약 인스턴스"],
    net: ["공급가액", "공급가", "세전 금액", "과세 금액", "공급가액 합계"],
    tax: ["부가세", "부가가치세", "세액", "부가세액"],
    due: [
      "합계",
      "합계 금액",
      "총액",
      "총 금액",
      "청구 금액",
      "결제 금액",
      "납부 금액",
      "총 청구 금액",
      "청구 총액",
      "합계금액",
      "환불 합계",
    ],
    ignore: ["이전 잔액", "결제 완료", "입금액", "세율", "수량", "단가"],
    invoice_number: ["청구서 번호", "인보이스 번호", "송장 번호", "청구 번호", "청구서번호"],
    invoice_date: ["청구일", "청구 일자", "발행일", "발행 일자", "작성일자", "청구서 발행일"],
    due_date: ["납부 기한", "지불 기한", "결제 기한", "납기일", "지급기일"],
    period: ["청구 기간", "이용 기간", "사용 기간", "서비스 기간"],
    account_number: ["계정 번호", "계정 ID", "고객 번호", "고객 ID"],
    not_an_id: [
      "사업자등록번호",
      "사업자 등록 번호",
      "계좌번호",
      "계좌 번호",
      "주문 번호",
      "승인번호",
      "입금 계좌",
    ],
  },
  months: [],
  documents: {
    invoice: ["청구서", "세금계산서", "전자세금계산서", "인보이스", "계산서"],
    creditNote: ["수정세금계산서", "크레딧 메모", "대변표"],
    notInvoice: ["견적서", "주문서", "발주서", "영수증", "주문 확인서", "비용 보고서"],
    customerHeads: ["공급받는자", "고객", "청구 대상"],
  },
  qualifiers: { beforeDeductionsAfter: ["전"] },
};
