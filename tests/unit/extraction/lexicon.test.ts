import { describe, expect, it } from "vitest";
import { keyTokens, matchLabels, moneyHead } from "#server/extraction/engine/find/label-match.ts";
import {
  CREDIT_NOTE_WORDS,
  INVOICE_WORDS,
  NOT_INVOICE_WORDS,
} from "#server/extraction/engine/lexicon/documents.ts";
import type { Role } from "#server/extraction/engine/lexicon/language.ts";
import { LANGUAGES } from "#server/extraction/engine/lexicon/languages/index.ts";
import { MONTHS, monthConflicts } from "#server/extraction/engine/lexicon/months.ts";

const EVERY_LANGUAGE = "en de fr es pt it nl ja zh ko pl sv da nb fi cs tr".split(" ");
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
  it("has the 17 languages, each once", () => {
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
  ])("%s is %s", (text, role) => {
    expect(head(text)).toBe(role);
  });
});
