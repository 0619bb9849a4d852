// The balance of credits an invoice prints as left: read from a row that names it, or from a closing balance under a
// heading naming credits or a prepayment; never taken as this invoice's credits, never guessed.
import { afterAll, describe, expect, it } from "vitest";
import { findCreditsBalance } from "#server/extraction/engine/find/credits-balance.ts";
import { findMoneyRows } from "#server/extraction/engine/find/money-rows.ts";
import { indexPage } from "#server/extraction/engine/find/page-index.ts";
import type { PositionedText } from "#server/extraction/engine/layout/page-content.ts";
import { buildPageModel } from "#server/extraction/engine/layout/page-model.ts";
import { createPdfTextPool } from "#server/extraction/pdf/pdf-text.ts";
import { analyzeInvoice } from "#tests/support/analyze-invoice.ts";
import { awsMonthPdf } from "#tests/support/month-invoices.ts";
import { roleOf } from "#tests/support/positioned-page.ts";

const pool = createPdfTextPool({ size: 1, timeoutMs: 20_000 });
afterAll(() => pool.close());

/** A page of lines, each a label at x=40 and an optional amount at x=400, 14 points apart. */
function balanceOf(decimal: "." | ",", currency: string, ...lines: Array<[string, string?]>): number | null {
  const items: PositionedText[] = lines.flatMap(([label, amount], i) => {
    const y = 800 - i * 14;
    const run = (str: string, x: number): PositionedText => ({
      str,
      x,
      y,
      width: str.length * 4.5,
      height: 9,
    });
    return amount === undefined ? [run(label, 40)] : [run(label, 40), run(amount, 400)];
  });
  const index = indexPage(buildPageModel({ width: 595, height: 842, items }));
  return findCreditsBalance(index, findMoneyRows(index, { decimal }, currency), currency);
}

describe("a printed credits balance", () => {
  it.each([
    ["Remaining credit balance", "ignore"],
    ["Credits remaining", "ignore"],
    ["Restguthaben", "ignore"],
    ["Solde de clôture", "ignore"],
    ["Credits", "credits"],
  ])("'%s' is a row of role %s (a balance is never this invoice's credits)", (label, role) =>
    expect(roleOf(label)).toBe(role),
  );

  it("is read from a row that names it", () => {
    expect(balanceOf(".", "USD", ["Credits", "-640.00"], ["Remaining credit balance", "2,300.00"])).toBe(
      2300,
    );
    expect(balanceOf(",", "EUR", ["Restguthaben", "1.200,00 €"])).toBe(1200);
  });

  it("is read from a closing balance under a heading naming a prepayment or credits, the last figure of its row", () => {
    expect(
      balanceOf(
        ",",
        "EUR",
        ["Paiement anticipé : situation"],
        ["Solde initial au 01/09/2026", "30 000,00 €"],
        ["Consommation imputée", "-12 500,00 €"],
        ["Solde final au 30/09/2026", "17 500,00 €"],
      ),
    ).toBe(17500);
    expect(balanceOf(".", "USD", ["Prepayment"], ["Closing balance", "2,500.00"])).toBe(2500);
  });

  it("is not an account's closing balance, nor one of two different balances", () => {
    expect(balanceOf(".", "USD", ["Account statement"], ["Closing balance", "2,500.00"])).toBeNull();
    expect(
      balanceOf(".", "USD", ["Remaining credit balance", "2,300.00"], ["Credits remaining", "1,900.00"]),
    ).toBeNull();
    expect(balanceOf(".", "USD", ["Credits", "-750.00"])).toBeNull();
  });

  it("reaches the analysis, and the invoice's credits stay the credits row's", async () => {
    const withBalance = await analyzeInvoice(
      awsMonthPdf({ date: "2026-04-02", charges: 5000, credits: 1200, creditsBalance: 3000 }),
      { pool, llm: null, estimatedEsr: 0.2 },
    );
    expect(withBalance.credits_balance).toBe(3000);
    expect(withBalance.credits).toBe(1200);
    const without = await analyzeInvoice(awsMonthPdf({ date: "2026-04-02", charges: 5000, credits: 1200 }), {
      pool,
      llm: null,
      estimatedEsr: 0.2,
    });
    expect(without.credits_balance).toBeNull();
  });
});
