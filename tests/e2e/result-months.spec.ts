import { expect, test } from "@playwright/test";
import { MSG_MONTH_OTHER_CURRENCY } from "#shared/messages/result.ts";
import { awsMonthPdf } from "#tests/support/month-invoices.ts";
import { createResult } from "./analysis-support.ts";

const pdf = (name: string, bytes: Uint8Array) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from(bytes),
});

test("the visitor adds a month and sees how the bill moves; another currency is refused in plain words", async ({
  page,
}, testInfo) => {
  const result = await createResult(
    page,
    pdf("june.pdf", awsMonthPdf({ date: "2024-06-02", charges: 1000, savingsPlan: 100 })),
  );
  await page.goto(`/results/${result.id}`);
  const trend = page.getByRole("region", { name: "How the bill moves" });
  await expect(trend).toBeVisible();
  await expect(trend.getByTestId("bill-trend-table")).toHaveCount(0);

  await trend
    .locator("input[data-month-input]")
    .setInputFiles(pdf("july.pdf", awsMonthPdf({ date: "2024-07-02", charges: 1200, savingsPlan: 300 })));
  const table = trend.getByRole("table", { name: /per month/ });
  await expect(table).toBeVisible();
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(2);
  // Labelled by the billing period each invoice prints: the invoice of 2 June is May's usage.
  await expect(rows.nth(0)).toContainText("May 2024");
  await expect(rows.nth(0)).toContainText("10.0%");
  await expect(rows.nth(1)).toContainText("June 2024");
  await expect(rows.nth(1)).toContainText("+20.0%");
  await expect(rows.nth(1)).toContainText("25.0%");
  // The latest net (900) times twelve.
  await expect(trend.getByTestId("bill-trend-run-rate")).toContainText("10,800.00");

  // A third month in another currency: refused, nothing added.
  await trend
    .locator("input[data-month-input]")
    .setInputFiles(pdf("usd.pdf", awsMonthPdf({ date: "2024-08-02", charges: 50, currency: "USD" })));
  await expect(trend.getByRole("alert")).toHaveText(MSG_MONTH_OTHER_CURRENCY);
  await expect(rows).toHaveCount(2);

  // Someone the link was shared with sees the trend but cannot add a month.
  const shared = await page.context().browser()?.newPage();
  if (shared) {
    await shared.goto(`${testInfo.project.use.baseURL ?? ""}/results/${result.id}`);
    const sharedTrend = shared.getByRole("region", { name: "How the bill moves" });
    await expect(sharedTrend.locator("tbody tr")).toHaveCount(2);
    await expect(sharedTrend.getByRole("button", { name: "Add another month" })).toHaveCount(0);
    await shared.close();
  }

  // Narrow, medium and wide, both themes, and print: no horizontal overflow.
  for (const theme of ["light", "dark"]) {
    await page.evaluate((value) => window.localStorage.setItem("vite-ui-theme", value), theme);
    for (const width of [360, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(table).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await trend.screenshot({ path: testInfo.outputPath(`trend-${theme}-${width}.png`) });
    }
  }
  await page.emulateMedia({ media: "print" });
  await expect(table).toBeVisible();
  await expect(trend.getByRole("button", { name: "Add another month" })).toBeHidden();
  await trend.screenshot({ path: testInfo.outputPath("trend-print.png") });
});
