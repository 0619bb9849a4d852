import { describe, expect, it } from "vitest";
import { keyTokens, matchLabels, moneyHead } from "#server/extraction/engine/find/label-match.ts";
import {
  CREDIT_NOTE_WORDS,
  INVOICE_WORDS,
  NOT_INVOICE_WORDS,
} from "#server/extraction/engine/lexicon/documents.ts";
import { emptyPhrases } from "#server/extraction/engine/lexicon/fold-phrase.ts";
import type { Language, Role } from "#server/extraction/engine/lexicon/language.ts";
import { LANGUAGES } from "#server/extraction/engine/lexicon/languages/index.ts";
import { MONTHS, monthConflicts } from "#server/extraction/engine/lexicon/months.ts";

const EVERY_LANGUAGE = "en de fr es pt it nl ja zh ko pl sv da nb fi cs tr el hu id ar ro uk".split(" ");
const FIELD_ROLES: Role[] = [
  "charges",
  "credits",
  "discount",
  "savings_plan",
  "net",
  "tax",
  "due",
  "ignore",
  "invoice_number",
  "invoice_date",
  "due_date",
  "period",
  "account_number",
  "not_an_id",
];
const NUMERIC_MONTHS = new Set(["ja", "zh", "ko"]);

describe("the lexicon: one file per language", () => {
  it("has the 23 languages, each once", () => {
    expect(LANGUAGES.map((l) => l.code).sort()).toEqual([...EVERY_LANGUAGE].sort());
  });

  it.each(EVERY_LANGUAGE)(
    "%s has labels for every field role, months, document kinds and refusal words",
    (code) => {
      const language = LANGUAGES.find((l) => l.code === code);
      if (!language) throw new Error(code);
      expect(FIELD_ROLES.filter((role) => (language.labels[role] ?? []).length === 0)).toEqual([]);
      if (NUMERIC_MONTHS.has(code)) expect(language.months).toEqual([]);
      else {
        expect(language.months).toHaveLength(12);
        for (const names of language.months) expect(names.length).toBeGreaterThan(0);
      }
      expect(language.documents.invoice.length).toBeGreaterThan(0);
      expect(language.documents.creditNote.length).toBeGreaterThan(0);
      expect(language.documents.notInvoice.length).toBeGreaterThan(0);
    },
  );

  // Every word a language file holds, whatever it is for.
  const everyWord = (language: Language): string[] => [
    ...Object.values(language.labels).flat(),
    ...language.months.flat(),
    ...Object.values(language.documents).flat(),
    ...Object.values(language.qualifiers ?? {}).flat(),
    ...language.functionWords,
    ...(language.idFillers ?? []),
    ...(language.weakLabels ?? []),
    ...(language.days ?? []),
    ...Object.values(language.dateWords ?? {}).flat(),
    ...(language.openEnds ?? []),
    ...(language.lawArticles ?? []),
    ...(language.numberWords ?? []),
    ...(["labels", "heads", "amounts", "amountsIn", "symbolHints"] as const).flatMap(
      (kind) => language.currency?.[kind] ?? [],
    ),
    ...Object.values(language.currency?.names ?? {}).flat(),
    ...Object.values(language.currency?.units ?? {}).flat(),
  ];

  it.each(EVERY_LANGUAGE)("every word of %s survives folding (none folds to an empty phrase)", (code) => {
    const language = LANGUAGES.find((l) => l.code === code);
    if (!language) throw new Error(code);
    expect(emptyPhrases(everyWord(language))).toEqual([]);
    expect(language.functionWords.length).toBeGreaterThan(0);
  });

  it("words matched one at a time are one word each (qualifiers, function words, id fillers, weak labels)", () => {
    const several = LANGUAGES.flatMap((language) =>
      [
        ...(
          [
            "commitment",
            "committedUse",
            "commitmentDiscounts",
            "taxExcluded",
            "taxIncluded",
            "fillers",
          ] as const
        ).flatMap((kind) => language.qualifiers?.[kind] ?? []),
        ...language.functionWords,
        ...(language.idFillers ?? []),
        ...(language.weakLabels ?? []),
      ]
        .filter((word) => !/[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u.test(word))
        .filter((word) => keyTokens(word).length !== 1)
        .map((word) => `${language.code}:${word}`),
    );
    expect(several).toEqual([]);
  });

  it("no month name means two months", () => {
    expect(monthConflicts()).toEqual([]);
    expect(MONTHS.get("marca")).toBe(3);
    expect(MONTHS.get("brezna")).toBe(3);
    expect(MONTHS.get("maaliskuuta")).toBe(3);
    expect(MONTHS.get("kasim")).toBe(11);
  });

  it("folds the words the way the page is folded", () => {
    expect(INVOICE_WORDS).toContain("請求書");
    expect(INVOICE_WORDS).toContain("faktura");
    expect(CREDIT_NOTE_WORDS).toContain("faktura korygujaca");
    expect(NOT_INVOICE_WORDS).toContain("見積書");
    expect(NOT_INVOICE_WORDS).toContain("报价单");
    // Greek, Cyrillic and Arabic words keep their letters (lower case, no accents; final sigma as sigma).
    expect(INVOICE_WORDS).toContain("τιμολογιο");
    expect(INVOICE_WORDS).toContain("рахунок");
    expect(INVOICE_WORDS).toContain("فاتورة");
    expect(MONTHS.get("ιουλιου")).toBe(7);
    expect(MONTHS.get("сiчня".replace("i", "і"))).toBe(1);
    expect(MONTHS.get("كانون الثاني")).toBe(1);
    expect(MONTHS.get("ianuarie")).toBe(1);
    expect(MONTHS.get("januar")).toBe(1);
  });
});

const head = (text: string) => moneyHead(matchLabels(keyTokens(text)), keyTokens(text))?.role ?? null;

describe("labels of the new languages", () => {
  it.each([
    ["請求金額￥12,345", "due"],
    ["小計(税抜)", "net"],
    ["消費税(10%)", "tax"],
    ["合計(税込)", "due"],
    ["合计", "due"],
    ["小计", "subtotal"],
    ["税额", "tax"],
    ["应付金额", "due"],
    ["代金券抵扣", "credits"],
    ["Tegoeden", "credits"],
    ["합계", "due"],
    ["부가세", "tax"],
    ["공급가액", "net"],
    ["Do zapłaty", "due"],
    ["Razem netto", "net"],
    ["Kwota VAT", "tax"],
    ["Att betala", "due"],
    ["Summa exkl. moms", "net"],
    ["Moms 25%", "tax"],
    ["At betale", "due"],
    ["Å betale", "due"],
    ["Sum eks. mva", "net"],
    ["MVA 25 %", "tax"],
    ["Maksettava", "due"],
    ["ALV 24 %", "tax"],
    ["Yhteensä ilman ALV", "net"],
    ["K úhradě", "due"],
    ["Celkem bez DPH", "net"],
    ["DPH 21 %", "tax"],
    ["Ödenecek tutar", "due"],
    ["KDV (%20)", "tax"],
    ["Toplam İskonto", "discount"],
    ["Rabat", "discount"],
    ["Χρεώσεις", "charges"],
    ["Πιστώσεις", "credits"],
    ["Έκπτωση", "discount"],
    ["Καθαρές χρεώσεις (μετά από πιστώσεις/εκπτώσεις, χωρίς ΦΠΑ)", "net"],
    ["ΣΥΝΟΛΙΚΟΣ ΦΠΑ", "tax"],
    ["ΦΠΑ - 24%", "tax"],
    ["Díjak", "charges"],
    ["Alkalmazott jóváírások (Azure-kredit)", "credits"],
    ["Részösszeg (adó nélkül)", "net"],
    ["ÁFA (27%)", "tax"],
    ["Fizetendő összeg", "due"],
    ["Jumlah (sebelum diskon)", "charges"],
    ["Diskon kontrak (10%)", "discount"],
    ["Kupon", "credits"],
    ["Dasar Pengenaan Pajak (DPP)", "net"],
    ["DPP Nilai Lain (11/12 x DPP)", "ignore"],
    ["PPN 12% x DPP Nilai Lain", "tax"],
    ["Total Tagihan", "due"],
    ["الإجمالي قبل الضريبة", "net"],
    ["الإجمالي غير شامل ضريبة القيمة المضافة", "net"],
    ["ضريبة القيمة المضافة 15%", "tax"],
    ["الإجمالي المستحق", "due"],
    ["Total fără TVA", "net"],
    ["TVA 19%", "tax"],
    ["Total de plată", "due"],
    ["Всього без ПДВ", "net"],
    ["ПДВ 20%", "tax"],
    ["Разом до сплати", "due"],
    ["Знижка", "discount"],
  ])("%s is %s", (text, role) => {
    expect(head(text)).toBe(role);
  });
});
