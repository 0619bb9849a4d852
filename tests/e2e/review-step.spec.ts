import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { MSG_UNSUPPORTED_INVOICE } from "#shared/messages/analysis.ts";
import { MSG_ANALYSIS_COMPLETE, MSG_PDF_SELECTED } from "#shared/messages/upload.ts";
import { misprintedNetInvoice, unreadableSummaryInvoice } from "#tests/support/review-invoices.ts";
import { fixturePdf, form, type InvoiceFile, openHome, toast } from "./analysis-support.ts";

const pdf = (name: string, bytes: Uint8Array): InvoiceFile => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from(bytes),
});
const RECEIPT = pdf(
  "receipt.pdf",
  readFileSync(
    new URL("../fixtures/independent-sets/set3/decoy-cloudflare-payment-receipt.pdf", import.meta.url),
  ),
);

// An address of its own per run: the same file, address and provider again would answer with the earlier result.
const RUN = Date.now().toString(36);

async function upload(page: Page, file: InvoiceFile, who: string) {
  const email = `${who.replace("@", `-${RUN}@`)}`;
  await openHome(page);
  const f = form(page);
  await f.name.fill("Review Visitor");
  await f.email.fill(email);
  await f.radio("AWS").click();
  await f.file.setInputFiles(file);
  await expect(toast(page, MSG_PDF_SELECTED)).toBeVisible();
  await f.submit.click();
}

const field = (page: Page, label: string) =>
  page.getByRole("form", { name: "The figures" }).getByLabel(label, { exact: true });
const pageNumber = (page: Page, text: string) => page.locator(`[data-number="${text}"]`).first();

test("a refused invoice reaches a result through the review step: numbers clicked on the page fill the focused field", async ({
  page,
}) => {
  await upload(page, pdf("unreadable.pdf", unreadableSummaryInvoice()), "refused@example.com");
  await expect(page).toHaveURL(/\/review\//, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Check the figures on your invoice" })).toBeVisible();
  await expect(page.getByTestId("review-page-1").locator("img")).toBeVisible();
  // Nothing was found: every figure is empty and says so.
  await expect(field(page, "Charges")).toHaveValue("");

  // A field focused, then a number clicked on the page: the number lands in that field.
  await field(page, "Charges").click();
  await pageNumber(page, "1,250.00").click();
  await expect(field(page, "Charges")).toHaveValue("1,250.00");
  await expect(field(page, "Charges")).toBeFocused();
  await field(page, "Discounts").click();
  await pageNumber(page, "250.00").click();
  await expect(field(page, "Discounts")).toHaveValue("250.00");

  // Figures that do not add up are refused with the equation named.
  await field(page, "Net charges").fill("1,100.00");
  await field(page, "Currency").fill("USD");
  await page.getByRole("button", { name: "Confirm figures" }).click();
  await expect(page.getByTestId("review-error")).toContainText(
    "charges − credits − discounts − savings plans = net charges",
  );

  await field(page, "Net charges").click();
  await pageNumber(page, "1,000.00").click();
  // A figure the page does not print: allowed, marked typed by the visitor.
  await field(page, "Tax").fill("0.00");
  await expect(page.getByText("Not printed on the page", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Confirm figures" }).click();

  await expect(page).toHaveURL(/\/results\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(toast(page, MSG_ANALYSIS_COMPLETE)).toBeVisible();
  const howWeRead = page.getByTestId("how-we-read");
  await expect(howWeRead).toContainText("You checked the figures against the page");
  await expect(howWeRead).toContainText("typed by the visitor");
  await expect(howWeRead).toContainText("picked on page 1 by the visitor");
});

test("an invoice whose printed net is not charges minus deductions reaches its result through the step", async ({
  page,
}) => {
  await upload(page, pdf("misprinted.pdf", misprintedNetInvoice()), "misprinted@example.com");
  await expect(page).toHaveURL(/\/review\//, { timeout: 30_000 });
  // Found figures are pre-filled and marked to check; clicking one outlines its place on the page.
  await expect(field(page, "Net charges")).toHaveValue("1000.00");
  await expect(page.getByText("Please check").first()).toBeVisible();
  await field(page, "Charges").focus();
  await expect(page.locator('[data-outline="total_charges"][data-active]')).toBeVisible();

  // The printed net breaks the equation: refused, naming it.
  await field(page, "Net charges").fill("1010.00");
  await page.getByRole("button", { name: "Confirm figures" }).click();
  await expect(page.getByTestId("review-error")).toContainText("= net charges");

  await field(page, "Net charges").fill("1000.00");
  await page.getByRole("button", { name: "Confirm figures" }).click();
  await expect(page).toHaveURL(/\/results\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByTestId("how-we-read")).toContainText("confirmed by the visitor");
});

test("a look-alike is refused with the spec's message and never offers the step", async ({ page }) => {
  await upload(page, RECEIPT, "receipt@example.com");
  await expect(toast(page, MSG_UNSUPPORTED_INVOICE)).toBeVisible({ timeout: 30_000 });
  await expect(page).not.toHaveURL(/\/review\//);
});

test("an invoice read at high confidence goes straight to its result", async ({ page }) => {
  let review = false;
  page.on("request", (request) => {
    if (request.url().includes("/api/reviews/")) review = true;
  });
  await upload(page, fixturePdf("synthetic-aws-modern-savings-plan-discount"), "high@example.com");
  await expect(toast(page, MSG_ANALYSIS_COMPLETE)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("result-panel")).toBeVisible();
  expect(page.url()).not.toContain("/review/");
  expect(review).toBe(false);
});

test("at 360 px the page is above the form and zooms inside its frame; the form works from the keyboard", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await upload(page, pdf("misprinted.pdf", misprintedNetInvoice()), "phone@example.com");
  await expect(page).toHaveURL(/\/review\//, { timeout: 30_000 });
  const frame = page.getByTestId("review-page-1");
  await expect(frame.locator("img")).toBeVisible();
  const imageBox = await frame.boundingBox();
  const formBox = await page.getByRole("form", { name: "The figures" }).boundingBox();
  expect(imageBox && formBox && imageBox.y + imageBox.height <= formBox.y).toBe(true);
  const widthOf = () => frame.locator("img").evaluate((img) => img.getBoundingClientRect().width);
  const before = await widthOf();
  await page.getByRole("button", { name: "Zoom in on page 1" }).click();
  expect(await widthOf()).toBeGreaterThan(before * 1.4);
  expect(await frame.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

  // Every field is labelled and says what was read; the keyboard alone confirms.
  await expect(field(page, "Charges")).toHaveAccessibleDescription(
    /read from page 1, “Charges USD 1,200\.00”/,
  );
  await field(page, "Currency").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/results\/[0-9a-f-]{36}$/, { timeout: 30_000 });
});

for (const scheme of ["light", "dark"] as const) {
  test(`the review step has no accessibility violation (${scheme})`, async ({ page }) => {
    await page.addInitScript((theme) => window.localStorage.setItem("vite-ui-theme", theme), scheme);
    await upload(page, pdf("misprinted.pdf", misprintedNetInvoice()), `axe-${scheme}@example.com`);
    await expect(page).toHaveURL(/\/review\//, { timeout: 30_000 });
    await expect(page.getByTestId("review-page-1").locator("img")).toBeVisible();
    await field(page, "Charges").focus();
    // The translucent header over the scrolled page would be measured against whatever lies under it.
    await page.evaluate(() => window.scrollTo(0, 0));
    // The toast area is the app's own (checked on its pages); mid-animation its text is measured half faded.
    const results = await new AxeBuilder({ page })
      .exclude("[data-sonner-toaster]")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    expect(results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target) }))).toEqual([]);
  });
}
