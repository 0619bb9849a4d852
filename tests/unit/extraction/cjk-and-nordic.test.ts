import { describe, expect, it } from "vitest";
import { normalizeText } from "#server/extraction/engine/normalize-text.ts";
import { findAmounts } from "#server/extraction/engine/read/amounts.ts";
import { localSymbols } from "#server/extraction/engine/read/currency.ts";
import { parseDate } from "#server/extraction/engine/read/dates.ts";
import { fold } from "#server/extraction/engine/read/fold.ts";

const dot = { decimal: "." } as const;
const comma = { decimal: "," } as const;
const first = (
  text: string,
  convention: { decimal: "." | "," } = dot,
  local = localSymbols({}, fold(text)),
) => {
  const token = findAmounts(normalizeText(text), convention, local)[0];
  return token ? { value: token.value, currency: token.currency } : null;
};

describe("amounts on CJK pages", () => {
  it.each([
    ["請求金額￥12,345", 12345, "JPY"],
    ["合計１２，３４５円", 12345, "JPY"],
    ["ご請求金額(税込) 12,345円", 12345, "JPY"],
    ["应付金额￥1,234.56 增值税发票", 1234.56, "CNY"],
    ["合计1,234.56元", 1234.56, "CNY"],
    ["합계₩1,234,500", 1234500, "KRW"],
    ["합계 1,234,500원", 1234500, "KRW"],
  ])("%s", (text, value, currency) => {
    expect(first(text)).toEqual({ value, currency });
  });

  it("never reads a law's article number as an amount", () => {
    expect(findAmounts("VAT reverse charged (Art. 196 Directive 2006/112/EC)", dot)).toEqual([]);
    expect(findAmounts("Steuerschuldnerschaft nach § 13b UStG", dot)).toEqual([]);
  });

  it("reads a code glued to its amount, never the digits after a comma", () => {
    expect(findAmounts("JPY1,104", dot).map((a) => [a.value, a.currency])).toEqual([[1104, "JPY"]]);
  });

  it("still refuses a number glued to Latin letters", () => {
    expect(findAmounts("ID A12345", dot)).toEqual([]);
  });
});

describe("amounts in the Nordic, Polish, Czech and Turkish habits", () => {
  it.each([
    ["Do zapłaty: 1 234,56 zł", 1234.56, "PLN"],
    ["K úhradě 1 234,56 Kč", 1234.56, "CZK"],
    ["Ödenecek tutar 1.234,56 ₺", 1234.56, "TRY"],
    ["Ödenecek tutar 1.234,56 TL", 1234.56, "TRY"],
    ["Att betala 1 234,56 kr  Moms 25%", 1234.56, "SEK"],
    ["At betale 1.234,56 kr.  CVR 12345678", 1234.56, "DKK"],
    ["Å betale kr 1 234,56  MVA 25 %", 1234.56, "NOK"],
  ])("%s", (text, value, currency) => {
    expect(first(text, comma)).toEqual({ value, currency });
  });

  it("a seller's home currency decides what kr and ¥ mean", () => {
    expect(localSymbols({ home: "NOK" }, "att betala").kronor).toBe("NOK");
    expect(localSymbols({ home: "CNY" }, "請求書").yen).toBe("CNY");
    expect(localSymbols({}, "請求書").yen).toBe("JPY");
    expect(localSymbols({}, "total").kronor).toBeNull();
  });
});

describe("dates", () => {
  it.each([
    ["2026年3月1日", "2026-03-01"],
    ["２０２６年３月１日", "2026-03-01"],
    ["2026 年 03 月 01 日", "2026-03-01"],
    ["2026년 3월 1일", "2026-03-01"],
    ["2026. 3. 1.", "2026-03-01"],
    ["2026.03.01", "2026-03-01"],
    ["1 marca 2026", "2026-03-01"],
    ["1. března 2026", "2026-03-01"],
    ["1. maaliskuuta 2026", "2026-03-01"],
    ["1 mars 2026", "2026-03-01"],
    ["1. marts 2026", "2026-03-01"],
    ["15. desember 2026", "2026-12-15"],
    ["1 Kasım 2026", "2026-11-01"],
    ["1 Şubat 2026", "2026-02-01"],
    ["12 października 2026", "2026-10-12"],
  ])("%s -> %s", (text, iso) => {
    expect(parseDate(normalizeText(text))).toBe(iso);
  });
});
