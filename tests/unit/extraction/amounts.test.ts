import { describe, expect, it } from "vitest";
import { findMoney, parseNumber } from "#server/extraction/parsers/amounts.ts";

const values = (line: string) => findMoney(line).map((token) => [token.value, token.currency]);

describe("findMoney", () => {
  it("reads dollar, ISO-prefixed and symbol-spaced amounts", () => {
    expect(values("Charges   $4.11")).toEqual([[4.11, "USD"]]);
    expect(values("Net Charges   USD 212.56")).toEqual([[212.56, "USD"]]);
    expect(values("Total   € 38.40")).toEqual([[38.4, "EUR"]]);
  });

  it("removes thousands separators and understands a decimal comma", () => {
    expect(values("Charges   1,234,567.89")).toEqual([[1234567.89, null]]);
    expect(values("Total   R$ 4.682,43")).toEqual([[4682.43, "BRL"]]);
    expect(values("Charges   €1.234,56")).toEqual([[1234.56, "EUR"]]);
  });

  it("keeps the sign of negative amounts in all printed forms", () => {
    expect(values("Credits   USD -10.00")).toEqual([[-10, "USD"]]);
    expect(values("Credits   -USD 10.00")).toEqual([[-10, "USD"]]);
    expect(values("Credit   -$5.00")).toEqual([[-5, "USD"]]);
    expect(values("Adjustment   (12.00)")).toEqual([[-12, null]]);
    expect(values("Credit   € -3.50")).toEqual([[-3.5, "EUR"]]);
  });

  it("reads every currency column of a row", () => {
    expect(values("Charges   USD 62.69   CAD 89.35")).toEqual([
      [62.69, "USD"],
      [89.35, "CAD"],
    ]);
  });

  it("ignores dates, percentages, quantities, ids and exchange rates", () => {
    expect(values("VAT - 19%")).toEqual([]);
    expect(values("Website-Dev (1GB)   744   01-01 00:00   01-31 23:59")).toEqual([]);
    expect(values("Billing Account Number: 4673-3809-7560-5742")).toEqual([]);
    expect(values("VAT in KES (1 USD = 129.2 KES)")).toEqual([]);
    expect(values("Tax rate 5.00%")).toEqual([]);
  });

  it("does not take a word such as DUE for a currency code", () => {
    expect(values("TOTAL AMOUNT DUE 12.00")).toEqual([[12, null]]);
  });
});

describe("parseNumber", () => {
  it("treats the last separator as the decimal one", () => {
    expect(parseNumber("1,234.50")).toBe(1234.5);
    expect(parseNumber("1.234,50")).toBe(1234.5);
    expect(parseNumber("0.41")).toBe(0.41);
  });
});
