// Screenshots of the form, the result panel and the result page for a person to look at (reports/ is not
// committed). Synthetic invoices only: no personal data from the real fixtures ends up in an image.
import { expect, test } from "@playwright/test";
import { MSG_ANALYSIS_COMPLETE } from "#shared/messages/upload.ts";
import { createResult, fixturePdf, form, openHome, toast } from "./analysis-support.ts";

const DIR = "reports/screenshots";
const WIDTHS = [
  { label: "desktop", width: 1280, height: 900 },
  { label: "phone", width: 390, height: 844 },
];

for (const { label, width, height } of WIDTHS) {
  test(`screenshots at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openHome(page);
    const section = page.locator("#calculator");
    await section.screenshot({ path: `${DIR}/analysis-form-${label}.png`, animations: "disabled" });

    const f = form(page);
    await f.name.fill("Alex Example");
    await f.email.fill("alex@example.com");
    await f.file.setInputFiles(fixturePdf("synthetic-aws-modern-savings-plan-discount"));
    await section.screenshot({ path: `${DIR}/analysis-form-filled-${label}.png`, animations: "disabled" });
    await f.submit.click();
    await expect(toast(page, MSG_ANALYSIS_COMPLETE)).toBeVisible();
    const panel = page.getByTestId("result-panel");
    await expect(panel).toBeInViewport();
    await panel.screenshot({ path: `${DIR}/result-panel-${label}.png`, animations: "disabled" });

    const result = await createResult(page, fixturePdf("synthetic-gcp-eur-vat-credits"), "GCP");
    await page.goto(`/results/${result.id}`);
    await expect(page.getByTestId("current-savings-rate")).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: `${DIR}/result-page-${label}.png`,
      fullPage: true,
      animations: "disabled",
    });

    await page.evaluate(() => window.localStorage.setItem("vite-ui-theme", "dark"));
    await page.reload();
    await expect(page.getByTestId("current-savings-rate")).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: `${DIR}/result-page-dark-${label}.png`,
      fullPage: true,
      animations: "disabled",
    });

    await page.emulateMedia({ media: "print" });
    await page.screenshot({
      path: `${DIR}/result-page-print-${label}.png`,
      fullPage: true,
      animations: "disabled",
    });
  });
}

test("the printed report (A4 PDF) for a person to look at", async ({ page }) => {
  const result = await createResult(page, fixturePdf("synthetic-gcp-eur-vat-credits"), "GCP");
  await page.goto(`/results/${result.id}`);
  await expect(page.getByTestId("current-savings-rate")).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await page.pdf({
    path: `${DIR}/result-page-print.pdf`,
    format: "A4",
    printBackground: true,
    preferCSSPageSize: true,
  });
});
