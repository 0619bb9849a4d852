import { expect, test } from "@playwright/test";
import { createResult, fixturePdf } from "./analysis-support.ts";

// Issue 25 on the result page: where the money goes, where you could save, the credits cliff.
test("the real AWS invoice: charges by category, ranked estimates with their method, in both widths", async ({
  page,
}) => {
  const result = await createResult(page, fixturePdf("real-aws_aethon-kumulus_1"));
  await page.goto(`/results/${result.id}`);
  const report = page.locator("article[data-print-report]");
  const table = report.getByTestId("spend-by-category");
  await expect(table).toBeVisible();
  await expect(table.locator("[data-category='compute'] td")).toContainText("$166.90");
  await expect(table.locator("[data-category='databases'] td")).toContainText("$51.87");
  await expect(table.locator("[data-category='network'] td")).toContainText("$1.52");
  await expect(table.locator("[data-category='network'] th")).toContainText("Amazon Route 53 $1.51");

  const savings = report.getByTestId("savings-opportunities");
  await expect(savings.getByRole("heading", { name: "Where you could save" })).toBeVisible();
  const items = savings.locator("ol > li");
  await expect(items.first()).toContainText("Compute Savings Plans on EC2 instances");
  await expect(items.first()).toContainText("$19.63 to $48.60");
  await expect(items.first()).toContainText("within reach: $116.83 a month");
  await expect(items.first().getByTestId("opportunity-assumption")).toContainText(
    "Low: 1-year, no upfront, about 28% off on-demand prices. High: 3-year, all upfront, about 52% off",
  );
  await expect(savings).toContainText("RDS Reserved Instances");
  // The method is one click away.
  const method = items.first().locator("details p").first();
  await expect(method).toBeHidden();
  await items.first().getByText("How this is estimated").click();
  await expect(method).toBeVisible();
  await expect(method).toContainText(
    "Amazon Elastic Compute Cloud $166.90 a month, 70% of it within reach ($116.83)",
  );
  await expect(report.getByTestId("credits-cliff")).toHaveCount(0);

  // In print the method and source are written out, the click-to-open control is not.
  await page.emulateMedia({ media: "print" });
  await expect(items.first().locator("p.print\\:block")).toBeVisible();
  await expect(items.first().locator("details")).toBeHidden();
  await expect(table).toBeVisible();
  await report.screenshot({ path: test.info().outputPath("plan-print.png") });
  await page.emulateMedia({ media: "screen" });

  for (const theme of ["light", "dark"]) {
    await page.evaluate((value) => window.localStorage.setItem("vite-ui-theme", value), theme);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(table).toBeVisible();
      // Nothing wider than the screen at 360 px.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${theme} ${width}px`).toBeLessThanOrEqual(0);
      await report.locator("section[aria-labelledby='breakdown-title']").screenshot({
        path: test.info().outputPath(`plan-breakdown-${theme}-${width}.png`),
      });
      await savings.screenshot({ path: test.info().outputPath(`plan-savings-${theme}-${width}.png`) });
    }
  }
});

test("credits: the cliff says what the bill becomes when they end", async ({ page }) => {
  const result = await createResult(page, fixturePdf("synthetic-azure-mca-usd-credit"), "Azure");
  const cliff = result.extracted_data.credits_cliff;
  expect(cliff?.credits).toBe(result.extracted_data.credits);
  await page.goto(`/results/${result.id}`);
  const net = result.extracted_data.net_charges ?? 0;
  const money = (value: number) => `$${value.toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
  // Net charges before tax, with and without the credits: no share of another base beside the header's.
  await expect(page.getByTestId("credits-cliff")).toHaveText(
    `When your ${money(cliff?.credits ?? 0)} of credits end, this bill's net charges become ${money(net + (cliff?.credits ?? 0))} a month before tax, up from ${money(net)} today.`,
  );
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("credits-cliff")).toBeVisible();
});
