import { describe, expect, it } from "vitest";
import { currencyDecimals } from "#shared/format/currency-decimals.ts";

const intlDecimals = (code: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: code }).resolvedOptions()
    .maximumFractionDigits;

describe("one currency-decimals table for reading and showing amounts", () => {
  it("gives ISO 4217's three decimals to the dinars and rials, none to the yen and won", () => {
    for (const code of ["BHD", "KWD", "OMR", "JOD", "TND", "LYD"]) expect(currencyDecimals(code)).toBe(3);
    for (const code of ["JPY", "KRW", "CLP", "VND", "ISK"]) expect(currencyDecimals(code)).toBe(0);
    expect(currencyDecimals("usd")).toBe(2);
    expect(currencyDecimals("XYZ")).toBe(2);
  });

  it("agrees with Intl's en-US currency style for every code, except TWD, whose invoices print whole dollars", () => {
    const differing = Intl.supportedValuesOf("currency").filter(
      (code) => currencyDecimals(code) !== intlDecimals(code),
    );
    expect(differing).toEqual(["TWD"]);
  });
});
