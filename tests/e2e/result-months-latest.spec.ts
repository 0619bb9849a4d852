import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { MSG_MONTH_CONFIRM_ACCOUNT } from "#shared/messages/result.ts";
import { awsMonthPdf, type MonthInvoice } from "#tests/support/month-invoices.ts";
import { createResult } from "./analysis-support.ts";

const SHOTS = "/work/notes/shots/wt-months";

const pdf = (m: MonthInvoice) => ({
  name: `${m.date}.pdf`,
  mimeType: "application/pdf",
  buffer: Buffer.from(awsMonthPdf(m)),
});

function page(p: Page) {
  const trend = p.getByRole("region", { name: "How the bill moves" });
  return {
    trend,
    rows: trend.locator("tbody tr"),
    input: trend.locator("input[data-month-input]"),
    rate: p.getByTestId("current-savings-rate"),
    card: p.getByTestId("current-savings"),
    creditsWarning: p.getByTestId("credits-make-the-rate"),
  };
}

test("three months: the header follows the latest month, an unnumbered invoice joins once confirmed, a credit note corrects its month", async ({
  page: p,
}) => {
  // Five uploads read by the real engine and four full-page screenshots, on a shared 2-core machine.
  test.setTimeout(240_000);
  // The invoice of 2 April (March's usage), four fifths paid by credits: the header warns that credits make the rate.
  const result = await createResult(p, pdf({ date: "2026-04-02", charges: 1000, credits: 800 }));
  await p.goto(`/results/${result.id}`);
  const r = page(p);
  await expect(r.rate).toHaveText("80.0%");
  await expect(r.creditsWarning).toBeVisible();

  await r.input.setInputFiles(pdf({ date: "2026-05-02", charges: 1100 }));
  await expect(r.rows).toHaveCount(2);

  // May's invoice prints no account number: the visitor is asked, and it joins once they confirm.
  await r.input.setInputFiles(pdf({ date: "2026-06-02", charges: 1200, savingsPlan: 300, account: null }));
  const confirm = r.trend.getByRole("group", { name: MSG_MONTH_CONFIRM_ACCOUNT });
  await expect(confirm).toBeVisible();
  await expect(r.rows).toHaveCount(2);
  mkdirSync(SHOTS, { recursive: true });
  await confirm.screenshot({ path: `${SHOTS}/confirm-account-light-1280.png` });
  await confirm.getByRole("button", { name: "Yes, same account: add it" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(r.rows).toHaveCount(3);
  // Labelled by billing period: the invoices of 2 April, 2 May and 2 June are March, April and May.
  await expect(r.rows.nth(0)).toContainText("March 2026");
  await expect(r.rows.nth(1)).toContainText("April 2026");
  await expect(r.rows.nth(2)).toContainText("May 2026");

  // The header is May's, as the trend's last row: 300 of 1,200, no credits, so no credits warning.
  await expect(r.rows.nth(2)).toContainText("25.0%");
  await expect(r.rate).toHaveText("25.0%");
  await expect(r.card).toContainText("the latest month on this result, May 2026");
  await expect(r.creditsWarning).toHaveCount(0);

  // A second invoice of May's period adds into May (1,500 charges, 1,200 net): header and trend move together.
  await r.input.setInputFiles(
    pdf({
      date: "2026-06-09",
      charges: 300,
      invoiceNumber: "EUINDE2026-690002",
      period: { month: 5, year: 2026 },
    }),
  );
  await expect(r.rows.nth(2)).toContainText("2 invoices of this period, added up");
  await expect(r.rows).toHaveCount(3);
  await expect(r.rows.nth(2)).toContainText("20.0%");
  await expect(r.rate).toHaveText("20.0%");

  // A credit note for April's usage corrects April, labelled; it is not a month of its own.
  await r.input.setInputFiles(
    pdf({
      date: "2026-05-20",
      charges: 100,
      creditNote: true,
      invoiceNumber: "EUCNDE2026-000001",
      period: { month: 4, year: 2026 },
    }),
  );
  await expect(r.rows.nth(1).getByTestId("month-correction")).toContainText("Corrected by a credit note");
  await expect(r.rows.nth(1).getByTestId("month-correction")).toContainText("100.00");
  await expect(r.rows).toHaveCount(3);
  await expect(r.rows.nth(1)).toContainText("1,000.00");

  // An invoice printing another account is still refused, with no question asked.
  await r.input.setInputFiles(pdf({ date: "2026-07-02", charges: 50, account: "210987654321" }));
  await expect(r.trend.getByTestId("add-month-error")).toContainText("another account");
  await expect(r.rows).toHaveCount(3);

  // Looked at: narrow and wide, light and dark, no horizontal overflow.
  for (const theme of ["light", "dark"]) {
    await p.evaluate((value) => window.localStorage.setItem("vite-ui-theme", value), theme);
    for (const width of [360, 1280]) {
      await p.setViewportSize({ width, height: 900 });
      await p.reload();
      await expect(r.rows).toHaveCount(3);
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await p.evaluate(() => window.scrollTo(0, 0));
      await p.screenshot({ path: `${SHOTS}/result-3-months-${theme}-${width}.png`, fullPage: true });
      await r.trend.screenshot({ path: `${SHOTS}/trend-${theme}-${width}.png` });
      await r.card.locator("..").screenshot({ path: `${SHOTS}/cards-${theme}-${width}.png` });
      await p.getByTestId("closing-message").screenshot({ path: `${SHOTS}/closing-${theme}-${width}.png` });
    }
  }
});

test("the credits runway is said as an estimate where the latest month prints a balance, and not at all otherwise", async ({
  page: p,
}) => {
  test.setTimeout(120_000);
  const result = await createResult(p, pdf({ date: "2026-04-02", charges: 5000, credits: 1200 }));
  await p.goto(`/results/${result.id}`);
  await expect(p.getByTestId("credits-cliff")).toBeVisible();
  // The invoice prints no credits balance: no months are guessed.
  await expect(p.getByTestId("credits-runway")).toHaveCount(0);

  // An invoice printing a balance of 3,000 after 1,200 of credits: the balance as printed, then the estimate.
  const printing = await createResult(
    p,
    pdf({ date: "2026-04-02", charges: 5000, credits: 1200, creditsBalance: 3000 }),
  );
  await p.goto(`/results/${printing.id}`);
  const runway = p.getByTestId("credits-runway");
  await expect(runway).toContainText("Your invoice prints €3,000.00 of credits left.");
  await expect(runway).toContainText("At this month's rate they last about 2 more months.");
  await expect(runway).toContainText("An estimate");

  // The next month prints 1,500 left: the fall between the two balances is the rate, one month left.
  await page(p).input.setInputFiles(
    pdf({ date: "2026-05-02", charges: 5000, credits: 1500, creditsBalance: 1500 }),
  );
  await expect(page(p).rows).toHaveCount(2);
  await expect(runway).toContainText("Your invoice prints €1,500.00 of credits left.");
  await expect(runway).toContainText("At the rate of the last months they last about 1 more month.");
  await p.setViewportSize({ width: 360, height: 900 });
  mkdirSync(SHOTS, { recursive: true });
  await runway.screenshot({ path: `${SHOTS}/credits-runway-light-360.png` });
});

test("a credit note on its own gets no spending analysis and no trend", async ({ page: p }) => {
  const result = await createResult(p, pdf({ date: "2026-05-20", charges: 100, creditNote: true }));
  await p.goto(`/results/${result.id}`);
  await expect(p.getByTestId("credit-note-notice")).toBeVisible();
  await expect(p.getByRole("region", { name: "Where you could save" })).toHaveCount(0);
  await expect(p.getByTestId("credits-cliff")).toHaveCount(0);
  await expect(p.getByTestId("bill-trend-table")).toHaveCount(0);
});
