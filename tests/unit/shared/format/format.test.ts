import { describe, expect, it } from "vitest";
import { formatDateOnly, formatLongDate, formatUtcDateTime } from "#shared/format/date.ts";
import { formatMoney } from "#shared/format/money.ts";
import { formatPercent } from "#shared/format/percent.ts";

describe("formatPercent", () => {
  it("shows a fraction as a percent with 1 decimal (spec §9)", () => {
    expect(formatPercent(0.2345)).toBe("23.5%");
    expect(formatPercent(0)).toBe("0.0%");
    expect(formatPercent(1)).toBe("100.0%");
    expect(formatPercent(0.32)).toBe("32.0%");
  });
});

describe("formatMoney", () => {
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
  it("Results History shows UTC 'YYYY-MM-DD HH:MM:SS' (spec §2)", () => {
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
