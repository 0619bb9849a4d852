import { describe, expect, it } from "vitest";
import { currencyDecimals } from "#shared/format/currency-decimals.ts";
import { formatDateOnly, formatLongDate, formatUtcDateTime } from "#shared/format/date.ts";
import { formatMoney } from "#shared/format/money.ts";
import { describeRateGap, formatPercent } from "#shared/format/percent.ts";

describe("formatPercent", () => {
  it("shows a fraction as a percent with 1 decimal (docs/product.md#limits)", () => {
    expect(formatPercent(0.2345)).toBe("23.5%");
    expect(formatPercent(0)).toBe("0.0%");
    expect(formatPercent(1)).toBe("100.0%");
    expect(formatPercent(0.32)).toBe("32.0%");
  });
});

describe("describeRateGap (issue 24 item 6)", () => {
  it("says how a rate compares with the average as a person would", () => {
    expect(describeRateGap(0, 0.28)).toBe("nothing saved yet; the average is 28.0%");
    expect(describeRateGap(0.24, 0.28)).toBe("4.0 points short of the 28.0% average");
    expect(describeRateGap(0.27, 0.28)).toBe("1.0 point short of the 28.0% average");
    expect(describeRateGap(0.305, 0.28)).toBe("2.5 points above the 28.0% average");
    expect(describeRateGap(0.28, 0.28)).toBe("at the 28.0% average");
    expect(describeRateGap(0, 0)).toBe("at the 0.0% average");
  });
});

describe("formatMoney", () => {
  it("uses the currency's own minor units (issue 24 item 4)", () => {
    expect(formatMoney(12345.4, { currency: "JPY" })).toBe("¥12,345");
    expect(formatMoney(12345.4, { currency: "krw" })).toBe("₩12,345");
    expect(formatMoney(1.2345, { currency: "BHD" })).toBe("BHD\u00a01.235");
    expect(formatMoney(12345.4, { currency: "JPY", decimals: 2 })).toBe("¥12,345");
    expect(formatMoney(305.6, { currency: "JPY", decimals: 0 })).toBe("¥306");
    expect(currencyDecimals("JPY")).toBe(0);
    expect(currencyDecimals("usd")).toBe(2);
  });
  it("shows dollars with 2 decimals and thousands separators", () => {
    expect(formatMoney(1234.5)).toBe("$1,234.50");
    expect(formatMoney(0)).toBe("$0.00");
  });
  it("shows the expansion figure with 0 decimals", () => {
    expect(formatMoney(305.6, { decimals: 0 })).toBe("$306");
  });
  it("uses the invoice's currency", () => {
    expect(formatMoney(42.5, { currency: "EUR" })).toBe("€42.50");
    expect(formatMoney(42.5, { currency: "gbp" })).toBe("£42.50");
  });
  it("falls back to the code for a currency Intl does not know", () => {
    expect(formatMoney(1234.5, { currency: "NOT-A-CODE" })).toBe("1,234.50 NOT-A-CODE");
  });
});

describe("dates", () => {
  it("Results History shows UTC 'YYYY-MM-DD HH:MM:SS' (docs/product.md#screens)", () => {
    expect(formatUtcDateTime("2026-03-01T05:06:07.890+02:00")).toBe("2026-03-01 03:06:07");
  });
  it("the result page shows the date part only, in UTC", () => {
    expect(formatDateOnly("2026-12-31T23:30:00Z")).toBe("2026-12-31");
  });
  it("prose dates never shift with the reader's time zone", () => {
    expect(formatLongDate("2024-03-01T00:00:00Z")).toBe("March 1, 2024");
  });
  it("returns anything that is not a date unchanged", () => {
    expect(formatDateOnly("soon")).toBe("soon");
    expect(formatUtcDateTime("")).toBe("");
  });
});

describe("formatPercent rounding", () => {
  it("rounds halves up despite binary floating point", () => {
    expect(formatPercent(0.2345)).toBe("23.5%");
    expect(formatPercent(0.0005)).toBe("0.1%");
    expect(formatPercent(0.12344)).toBe("12.3%");
    expect(formatPercent(1e-9)).toBe("0.0%");
  });
});
