import { describe, expect, it } from "vitest";
import { currencyDecimals } from "#shared/format/currency-decimals.ts";
import { formatMoney, intlCurrencyFormatter, plainCurrency } from "#shared/format/money.ts";

// formatMoney writes USD, EUR and GBP without Intl (the first Intl.NumberFormat costs a phone 70-110 ms: issue 21).
// Whatever it writes must be exactly what Intl's en-US currency style writes.
// Intl itself, through the module's cache of formatters (one per currency and decimals).
const intl = (amount: number, currency: string, decimals: number) =>
  intlCurrencyFormatter(currency, decimals).format(amount);

/** A small deterministic generator (mulberry32), so a failure names the same numbers on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EDGES = [
  0,
  -0,
  0.001,
  -0.001,
  0.004,
  0.005,
  0.005000001,
  0.0049999,
  1.005,
  2.675,
  1.015,
  1.255,
  8.345,
  0.045,
  0.995,
  9.995,
  99.995,
  999.995,
  999999.995,
  -1.005,
  -1234.5,
  1234567.125,
  123456789012.345,
  4.11,
  1e-7,
  1e15,
  1e20,
  1e21,
  Number.MAX_SAFE_INTEGER,
  0.1 + 0.2,
  1 / 3,
  -2 / 3,
];

describe("formatMoney without Intl for USD, EUR and GBP", () => {
  it("writes exactly what Intl writes, for edge values and 20,000 random amounts, at 0 and 2 decimals", () => {
    const next = random(21);
    const amounts = [...EDGES];
    for (let i = 0; i < 20_000; i += 1) {
      const scale = 10 ** Math.floor(next() * 10);
      const value = (next() - 0.3) * scale;
      // Half the amounts with 3 decimals, where a rounding half is common.
      amounts.push(i % 2 === 0 ? Math.round(value * 1000) / 1000 : value);
    }
    for (const currency of ["USD", "EUR", "GBP", "usd"]) {
      for (const decimals of [2, 0]) {
        for (const amount of amounts) {
          expect(formatMoney(amount, { currency, decimals }), `${amount} ${currency} ${decimals}`).toBe(
            intl(amount, currency.toUpperCase(), decimals),
          );
        }
      }
    }
  });

  it("leaves to Intl what it cannot write exactly: exponents, NaN and infinities", () => {
    expect(plainCurrency(1e21, "$", 2)).toBeNull();
    expect(plainCurrency(1e-7, "$", 2)).toBeNull();
    expect(plainCurrency(Number.NaN, "$", 2)).toBeNull();
    expect(plainCurrency(Number.POSITIVE_INFINITY, "$", 2)).toBeNull();
    expect(formatMoney(1e21)).toBe(intl(1e21, "USD", 2));
    expect(formatMoney(Number.NaN)).toBe(intl(Number.NaN, "USD", 2));
  });

  it("still formats other currencies through Intl, with their own minor units", () => {
    expect(formatMoney(1234.5, { currency: "JPY" })).toBe("¥1,235");
    expect(formatMoney(1234.5, { currency: "CAD" })).toBe("CA$1,234.50");
    expect(currencyDecimals("BHD")).toBe(3);
    expect(currencyDecimals("usd")).toBe(2);
  });
});
