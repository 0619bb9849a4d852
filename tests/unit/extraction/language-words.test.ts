// The language files' currency words and symbols (lexicon/languages, `currency`): statements of the currency, names,
// local symbols, and the words that decide what an ambiguous symbol stands for.
import { describe, expect, it } from "vitest";
import { pageLanguage } from "#server/extraction/engine/lexicon/page-language.ts";
import { findAmounts } from "#server/extraction/engine/read/amounts.ts";
import { localSymbols } from "#server/extraction/engine/read/currency.ts";
import { decideCurrency } from "#server/extraction/engine/read/document-currency.ts";
import { fold } from "#server/extraction/engine/read/fold.ts";

const currencyOf = (page: string) => decideCurrency([], page, "USD").currency;

describe("currency statements in every language", () => {
  it.each([
    ["Currency: EUR", "EUR"],
    ["Alle Beträge in CHF", "CHF"],
    ["Wszystkie kwoty w PLN", "PLN"],
    ["币种: CNY", "CNY"],
    ["Όλα τα ποσά σε EUR", "EUR"],
    ["Νόμισμα: EUR", "EUR"],
    ["Pénznem: HUF", "HUF"],
    ["Mata uang: IDR", "IDR"],
    ["Semua jumlah dalam IDR", "IDR"],
    ["العملة: SAR", "SAR"],
    ["Toate sumele în RON", "RON"],
    ["Валюта: UAH", "UAH"],
    ["Усі суми в UAH", "UAH"],
  ])("%s -> %s", (page, code) => {
    expect(currencyOf(page)).toBe(code);
  });

  it("reads the languages' own symbols", () => {
    const dot = { decimal: "," as const };
    expect(findAmounts("1.234,56 lei", dot, "USD")[0]?.currency).toBe("RON");
    expect(findAmounts("1 234,56 грн", dot, "USD")[0]?.currency).toBe("UAH");
    expect(findAmounts("1,234.56 ر.س", { decimal: "." }, "USD")[0]?.currency).toBe("SAR");
    expect(findAmounts("Leistungen 12,00", dot, "USD")[0]?.currency).toBeNull();
  });

  it("tells kronor and yen apart by the page's words", () => {
    expect(localSymbols({}, fold("Å betale 1 234 kr MVA")).kronor).toBe("NOK");
    expect(localSymbols({}, fold("Att betala 1 234 kr moms")).kronor).toBe("SEK");
    expect(localSymbols({}, fold("应付金额 ¥1,234")).yen).toBe("CNY");
    expect(localSymbols({}, fold("ご請求金額 ¥1,234")).yen).toBe("JPY");
  });

  it("finds the page's language by its function words", () => {
    expect(pageLanguage(fold("Τιμολόγιο ΦΠΑ και το ποσό της περιόδου"))).toBe("el");
    expect(pageLanguage(fold("Számla és az összeg fizetendő"))).toBe("hu");
    expect(pageLanguage(fold("Faktur dan jumlah tagihan untuk bulan ini"))).toBe("id");
    expect(pageLanguage(fold("فاتورة ضريبية رقم الفاتورة تاريخ الفاتورة في"))).toBe("ar");
    expect(pageLanguage(fold("Factură pentru servicii, plată către furnizor"))).toBe("ro");
    expect(pageLanguage(fold("Рахунок на оплату: сума та ПДВ за період"))).toBe("uk");
    expect(pageLanguage(fold("The invoice amount and the total for this account"))).toBe("en");
  });
});
