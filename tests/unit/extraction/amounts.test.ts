import { describe, expect, it } from "vitest";
import { normalizeText } from "#server/extraction/engine/normalize-text.ts";
import {
  decideConvention,
  findAmounts,
  type NumberConvention,
} from "#server/extraction/engine/read/amounts.ts";
import { blankNonAmounts } from "#server/extraction/engine/read/clean.ts";

const DOT: NumberConvention = { decimal: "." };
const COMMA: NumberConvention = { decimal: "," };
const read = (text: string, convention = DOT, dollar = "USD") =>
  findAmounts(blankNonAmounts(text), convention, dollar).map((t) => [
    t.negative ? -t.value : t.value,
    t.currency,
  ]);

describe("findAmounts", () => {
  it("reads no amount inside an identifier printed in blocks of digits (a customer's VAT id, a phone number)", () => {
    // Round-trip seed 5054: the bill-to block's "VAT: GB 123 4567 89" was read as a tax of 89.
    expect(read("VAT: GB 123 4567 89")).toEqual([]);
    expect(read("Telephone +1 650 253 0000")).toEqual([]);
    // Space-grouped amounts and whole amounts beside decimals stay amounts.
    expect(read("Total 1 234 567", COMMA)).toEqual([[1234567, null]]);
    expect(read("Total   ¥ 12 345")).toEqual([[12345, "JPY"]]);
    expect(read("Compute 730 0 8.98")).toEqual([
      [730, null],
      [0, null],
      [8.98, null],
    ]);
  });

  it("reads codes and symbols before or after the number", () => {
    expect(read("Charges   $4.11")).toEqual([[4.11, "USD"]]);
    expect(read("Net Charges   USD 212.56")).toEqual([[212.56, "USD"]]);
    expect(read("Total   € 38.40")).toEqual([[38.4, "EUR"]]);
    expect(read("Gesamtbetrag 1.234,56 €", COMMA)).toEqual([[1234.56, "EUR"]]);
    expect(read("Total US$ 10.00   CA$ 13.50   A$ 15.00")).toEqual([
      [10, "USD"],
      [13.5, "CAD"],
      [15, "AUD"],
    ]);
    expect(read("Total R$ 4.682,43", COMMA)).toEqual([[4682.43, "BRL"]]);
  });

  it("resolves a bare $ by the seller", () => {
    expect(read("Total $25.00", DOT, "CAD")).toEqual([[25, "CAD"]]);
  });

  it("reads every grouping: 1,234.56 · 1.234,56 · 1 234,56 (also no-break) · 12,48,730.40 · ¥12,345", () => {
    expect(read("Total 1,234,567.89")).toEqual([[1234567.89, null]]);
    expect(read("Total 1.234,56", COMMA)).toEqual([[1234.56, null]]);
    expect(read("Total TTC 1 234,56 €", COMMA)).toEqual([[1234.56, "EUR"]]);
    expect(read("Total TTC 1\u00a0234,56 €", COMMA)).toEqual([[1234.56, "EUR"]]);
    expect(read("Total ₹12,48,730.40")).toEqual([[1248730.4, "INR"]]);
    expect(read("Total ¥12,345")).toEqual([[12345, "JPY"]]);
    expect(read("合計 JPY 1.234.567", COMMA)).toEqual([[1234567, "JPY"]]);
    // Swiss grouping, typeset with a right single quotation mark (normalised to ' when the page is read).
    expect(read(normalizeText("Total inkl. MWST CHF 2’324.15"))).toEqual([[2324.15, "CHF"]]);
  });

  it("keeps the sign in every printed form: -12.00, (12.00), 12.00-, 12.00 CR, -$5.00, USD -10.00", () => {
    expect(read("Credits -12.00")).toEqual([[-12, null]]);
    expect(read("Credits (12.00)")).toEqual([[-12, null]]);
    expect(read("Credits 12.00-")).toEqual([[-12, null]]);
    expect(read("Credits 12.00 CR")).toEqual([[-12, null]]);
    expect(read("Credit -$5.00")).toEqual([[-5, "USD"]]);
    expect(read("Credits USD -10.00")).toEqual([[-10, "USD"]]);
    expect(read("Credits -USD 10.00")).toEqual([[-10, "USD"]]);
  });

  it("leaves out dates, percentages, times and exchange rates", () => {
    expect(read("VAT - 19%")).toEqual([]);
    expect(read("USt. 19 %")).toEqual([]);
    expect(read("Invoice date 01.03.2026")).toEqual([]);
    expect(read("TOTAL AMOUNT DUE ON August 3 , 2014   $4.11")).toEqual([[4.11, "USD"]]);
    expect(read("VAT in KES (1 USD = 129.2 KES)")).toEqual([]);
  });

  it("reads an amount that dot leaders run straight into", () => {
    expect(read("Net total.........................60.00 EUR")).toEqual([[60, "EUR"]]);
    expect(read("Total · · · · · · · · 71.40")).toEqual([[71.4, null]]);
  });
});

describe("decideConvention", () => {
  it("decides the decimal separator from all of a page's numbers", () => {
    expect(decideConvention(["Total 1,234.56", "Tax 12.50"])).toEqual(DOT);
    expect(decideConvention(["Summe 1.234,56", "USt. 234,57", "Menge 1.000"])).toEqual(COMMA);
    expect(decideConvention(["Total 1 234,56", "TVA 205,76"])).toEqual(COMMA);
    expect(decideConvention(["Total 12,48,730.40"])).toEqual(DOT);
    expect(decideConvention(["Gebühren CHF 2'150.00", "Total CHF 2'324.15", "Konto 1'234"])).toEqual(DOT);
  });
});
