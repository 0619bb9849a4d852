import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { MSG_CORRECTION_NET_ABOVE_CHARGES, MSG_CORRECTION_SAVED } from "#shared/messages/result.ts";
import { MSG_ANALYSIS_COMPLETE } from "#shared/messages/upload.ts";
import { tableInvoice } from "#tests/support/invoice-generator/layouts-table.ts";
import { writePdf } from "#tests/support/invoice-generator/pdf-writer.ts";
import {
  createResult,
  expectCards,
  fetchResult,
  fixturePdf,
  form,
  type InvoiceFile,
  money,
  openHome,
  percent,
  toast,
} from "./analysis-support.ts";

const GCP_INVOICE = "synthetic-gcp-eur-vat-credits";

/**
 * A DigitalOcean invoice whose amounts carry no currency at all: the engine assumes USD and says it is unsure
 * (a low-confidence currency), through the real pipeline.
 */
function invoiceWithoutCurrency(): InvoiceFile {
  const generated = tableInvoice(
    {
      currency: "USD",
      items: [
        { description: "Compute instances", amount: 800 },
        { description: "Block storage", amount: 200 },
      ],
      credits: 150,
      discount: 0,
      savingsPlan: 0,
      taxRate: 0.1,
    },
    {
      provider: "DigitalOcean",
      seller: ["DigitalOcean, LLC", "101 Avenue of the Americas, New York"],
      fields: [
        ["Invoice number:", "DO-2024-0042"],
        ["Invoice date:", "March 4, 2024"],
      ],
      header: [
        [40, "Description"],
        [480, "Amount"],
      ],
      middle: [],
      money: "plain",
      subtotalIsNet: false,
      labels: {
        subtotal: "Subtotal",
        tax: "Tax",
        due: "Total due",
        credits: "Credits",
        discount: "Discount",
      },
    },
    { account: null, invoiceNumber: "DO-2024-0042", invoiceDate: "2024-03-04" },
  );
  return {
    name: "no-currency.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(writePdf(generated.placements)),
  };
}

async function analyseWithForm(page: Page, file: InvoiceFile, provider: string): Promise<string> {
  await openHome(page);
  const f = form(page);
  await f.name.fill("Test Visitor");
  await f.email.fill("visitor@example.com");
  await f.radio(provider).click();
  await f.file.setInputFiles(file);
  const posted = page.waitForResponse(
    (r) => r.url().endsWith("/api/analyses") && r.request().method() === "POST",
  );
  await f.submit.click();
  const response = await posted;
  expect(response.status()).toBe(201);
  await expect(toast(page, MSG_ANALYSIS_COMPLETE)).toBeVisible();
  return ((await response.json()) as { resultId: string }).resultId;
}

/** Presses Tab until the element with this accessible name has focus (keyboard only, no clicks). */
async function tabTo(page: Page, name: string, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
    if (focused === name) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached "${name}"`);
}

test("a Google Cloud invoice sent as AWS is compared with the Google Cloud average, and the page says so", async ({
  page,
}) => {
  const id = await analyseWithForm(page, fixturePdf(GCP_INVOICE), "AWS");
  const result = await fetchResult(page, id);
  expect(result.provider_name).toBe("GCP");
  const notice =
    "You chose AWS, but this invoice is from Google Cloud, so we compared it with the Google Cloud average.";
  const panel = page.getByTestId("result-panel");
  await expect(panel.getByTestId("provider-notice")).toContainText(notice);
  await expect(panel.getByTestId("estimated-savings")).toContainText("Average for GCP customers");
  await expectCards(panel, result);

  await page.goto(`/results/${id}`);
  const report = page.locator("article[data-print-report]");
  await expect(report.getByTestId("provider-notice")).toContainText(notice);
  await expect(report.getByTestId("cloud-provider")).toHaveText("GCP");
  await expectCards(report, result);
});

test("an invoice from a disabled provider shows the current rate, no estimate, and why", async ({ page }) => {
  const result = await createResult(page, fixturePdf("synthetic-oracle-usd-credits"), "AWS");
  await page.goto(`/results/${result.id}`);
  const report = page.locator("article[data-print-report]");
  await expect(report.getByTestId("provider-notice")).toContainText(
    "You chose AWS, but this invoice is from Oracle Cloud. We do not have an average for Oracle Cloud customers yet",
  );
  await expect(report.getByTestId("current-savings-rate")).toHaveText(
    percent(result.extracted_data.current_savings_rate),
  );
  await expect(report.getByTestId("estimated-savings")).toHaveCount(0);
  await expect(report.getByTestId("cloud-provider")).toHaveText("Oracle Cloud");
});

test("How we read your invoice: each figure, its checks beside it, readable at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const result = await createResult(page, fixturePdf(GCP_INVOICE), "GCP");
  await page.goto(`/results/${result.id}`);
  const list = page.getByTestId("how-we-read");
  await expect(list.getByRole("heading", { name: "How we read your invoice" })).toBeVisible();
  await expect(list.getByTestId("figure-net_charges-value")).toHaveText(money(735.5, "EUR"));
  await expect(list.getByTestId("figure-total_charges-value")).toHaveText(money(835.5, "EUR"));
  await expect(list.getByTestId("figure-discount-value")).toHaveText("Not found");
  // Google prints no charges total: they are computed (net + credits, equal to the item lines added up), said
  // so, and not a cross-check, which would hold by construction (issue 20).
  await expect(list.getByTestId("figure-total_charges-derived")).toContainText(
    "Computed: Net charges plus deductions, equal to the item lines added up",
  );
  await expect(list.getByTestId("check-net_charges")).toHaveCount(0);
  await expect(list.getByTestId("figure-service_charges").getByTestId("check-amount_due")).toContainText(
    "Adds up",
  );
  // Nothing runs off a phone's screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const axe = await new AxeBuilder({ page }).include("[data-testid=how-we-read]").analyze();
  expect(axe.violations).toEqual([]);
});

test("correcting a figure by keyboard recomputes the savings on the panel and at /results/{id}", async ({
  page,
}) => {
  const id = await analyseWithForm(page, fixturePdf(GCP_INVOICE), "GCP");
  const before = await fetchResult(page, id);
  const panel = page.getByTestId("result-panel");
  await expect(
    panel.getByRole("heading", { name: "Invoice Analysis & Savings Opportunities" }),
  ).toBeFocused();
  await expect(panel.getByTestId("current-savings-monthly")).toHaveText(money(100, "EUR"));

  await tabTo(page, "Correct a figure");
  await page.keyboard.press("Enter");
  const correction = panel.getByRole("form", { name: "Correct the figures" });
  await expect(correction.getByLabel("Charges", { exact: true })).toBeFocused();
  // Charges -> Credits -> Discounts -> Savings plans -> Net charges.
  for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
  await expect(correction.getByLabel("Net charges")).toBeFocused();

  // A net above the charges is refused here, in the server's words, and nothing is sent.
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("900");
  await page.keyboard.press("Enter");
  await expect(correction.getByText(MSG_CORRECTION_NET_ABOVE_CHARGES)).toBeVisible();
  await expect(correction.getByLabel("Net charges")).toBeFocused();

  // The net alone would break the invoice's equations (issue 22): refused, naming the equation.
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("635.50");
  await page.keyboard.press("Enter");
  await expect(
    correction.getByText(/breaks the equation charges − credits − discounts − savings plans = net charges/),
  ).toBeVisible();
  // With the credits and the tax that explain it, the correction holds together and is saved.
  await correction.getByLabel("Credits").fill("200");
  await correction.getByLabel("Tax").fill("254.45");
  await correction.getByLabel("Net charges").focus();
  await page.keyboard.press("Enter");
  await expect(toast(page, MSG_CORRECTION_SAVED)).toBeVisible();
  await expect(correction).toHaveCount(0);
  await expect(panel.getByRole("button", { name: "Correct a figure" })).toBeFocused();

  const after = await fetchResult(page, id);
  expect(after.extracted_data.monthly_current_savings).toBe(200);
  expect(after.original_extracted_data?.net_charges).toBe(before.extracted_data.net_charges);
  await expectCards(panel, after);
  await expect(panel.getByTestId("current-savings-rate")).toHaveText(percent(200 / 835.5));
  await expect(panel.getByTestId("figure-net_charges-corrected")).toHaveText(
    `Corrected by you · read as ${money(735.5, "EUR")}`,
  );

  await page.goto(`/results/${id}`);
  const report = page.locator("article[data-print-report]");
  await expectCards(report, after);
  await expect(report.getByTestId("figure-net_charges-value")).toHaveText(money(635.5, "EUR"));
  await expect(report.getByTestId("figure-net_charges-corrected")).toBeVisible();
});

test("Escape closes the correction form without saving", async ({ page }) => {
  const result = await createResult(page, fixturePdf(GCP_INVOICE), "GCP");
  await page.goto(`/results/${result.id}`);
  const open = page.getByRole("button", { name: "Correct a figure" });
  await open.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("form", { name: "Correct the figures" })).toBeVisible();
  await page.keyboard.type("1");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("form", { name: "Correct the figures" })).toHaveCount(0);
  await expect(open).toBeFocused();
  expect((await fetchResult(page, result.id)).corrected_fields).toEqual([]);
});

test("How we read your invoice marks a low-confidence figure and shows the words each figure came from", async ({
  page,
}) => {
  const result = await createResult(page, invoiceWithoutCurrency(), "AWS");
  const provenance = result.extracted_data.provenance;
  expect(provenance?.currency?.confidence).toBe("low");
  expect(provenance?.credits?.confidence).not.toBe("low");
  await page.goto(`/results/${result.id}`);
  const list = page.getByTestId("how-we-read");
  await expect(list.getByTestId("figure-currency-low")).toHaveText(
    "Low confidence: please check this figure",
  );
  await expect(list.getByTestId("figure-credits-low")).toHaveCount(0);
  await expect(list.getByTestId("figure-credits")).toContainText(`Printed: ${provenance?.credits?.text}`);
  // A figure computed from printed ones says so, never "Printed"; one the engine is unsure of asks to be checked.
  for (const [field, entry] of Object.entries(provenance ?? {})) {
    const row = list.getByTestId(`figure-${field}`);
    if (entry.derived) {
      await expect(row).toContainText(`Computed: ${entry.text}`);
      await expect(row).not.toContainText("Printed:");
    }
    await expect(row.getByTestId(`figure-${field}-unsure`)).toHaveCount(
      entry.confidence === "medium" ? 1 : 0,
    );
  }
  // The invoice is from DigitalOcean, which the site does not compare yet: no estimate, and it says why.
  await expect(page.getByTestId("provider-notice")).toContainText(
    "You chose AWS, but this invoice is from DigitalOcean, a provider we do not compare yet",
  );
  await expect(page.getByTestId("estimated-savings")).toHaveCount(0);
});
