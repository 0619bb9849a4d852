import { expect, test } from "@playwright/test";
import { MSG_ANALYSIS_GENERIC_FAILURE, MSG_UNSUPPORTED_INVOICE } from "#shared/messages/analysis.ts";
import { MSG_INTERNAL_ERROR } from "#shared/messages/general.ts";
import {
  MSG_ANALYSIS_COMPLETE,
  MSG_ANALYZING,
  MSG_PDF_NOT_A_PDF,
  MSG_PDF_SELECTED,
  MSG_STILL_WORKING,
} from "#shared/messages/upload.ts";
import type { Result } from "#shared/schemas/result.ts";
import {
  expectCards,
  expectClosing,
  fetchResult,
  fixtureExpected,
  fixturePdf,
  form,
  type InvoiceFile,
  openHome,
  toast,
} from "./analysis-support.ts";

/** The summary table's words for a saving line (invoice-summary-table.tsx). */
const SAVING_LINE = /saving|discount|credit|refund|rebate/i;

type Case = { stem: string; provider: string };

// Real invoices and synthetic ones (other currencies, savings plans, a top performer).
const CASES: Case[] = [
  { stem: "real-aws_invoice2data_1", provider: "AWS" },
  { stem: "real-gcp_bytescout-pdf-co-api-samples_1", provider: "GCP" },
  { stem: "synthetic-aws-modern-savings-plan-discount", provider: "AWS" },
  { stem: "synthetic-azure-mca-usd-credit", provider: "Azure" },
];

async function analyse(page: import("@playwright/test").Page, file: InvoiceFile, provider: string) {
  const f = form(page);
  await f.name.fill("Test Visitor");
  await f.email.fill("visitor@example.com");
  await f.radio(provider).click();
  await expect(f.radio(provider)).toBeChecked();
  await f.file.setInputFiles(file);
  await expect(toast(page, MSG_PDF_SELECTED)).toBeVisible();
  const posted = page.waitForResponse(
    (r) => r.url().endsWith("/api/analyses") && r.request().method() === "POST",
  );
  await f.submit.click();
  return posted;
}

for (const { stem, provider } of CASES) {
  test(`analyses ${stem} and shows the same figures on the panel and at /results/{id}`, async ({ page }) => {
    await openHome(page);
    const response = await analyse(page, fixturePdf(stem), provider);
    expect(response.status()).toBe(201);
    const { resultId } = (await response.json()) as { resultId: string };
    await expect(toast(page, MSG_ANALYSIS_COMPLETE)).toBeVisible();

    const result: Result = await fetchResult(page, resultId);
    const expected = fixtureExpected(stem);
    // The figures read from the PDF match the fixture's golden file (the estimate depends on the chosen provider).
    expect(result.extracted_data.total_monthly_spend).toBe(expected.total_monthly_spend);
    expect(result.extracted_data.current_savings_rate).toBe(expected.current_savings_rate);
    expect(result.provider_name).toBe(provider);

    const panel = page.getByTestId("result-panel");
    await expect(
      panel.getByRole("heading", { name: "Invoice Analysis & Savings Opportunities" }),
    ).toBeFocused();
    await expect(panel).toBeInViewport();
    await expectCards(panel, result);
    await expectClosing(panel, result);

    // Same site, same tab: no external-link icon promising a new tab (issue 11).
    const openReport = panel.getByRole("link", { name: "Open full report" });
    await expect(openReport).not.toHaveAttribute("target", /.+/);
    await expect(openReport.locator("svg.lucide-external-link")).toHaveCount(0);
    await openReport.click();
    await expect(page).toHaveURL(`/results/${resultId}`);
    expect(page.context().pages(), "no second tab").toHaveLength(1);
    const report = page.locator("article[data-print-report]");
    await expect(report.getByRole("heading", { level: 1 })).toHaveText(
      "Invoice Analysis & Savings Opportunities",
    );
    await expect(report.getByTestId("result-subject")).toHaveText(
      "Cloud bill analysis for Test Visitor (visitor@example.com)",
    );
    await expect(report.getByTestId("cloud-provider")).toHaveText(provider);
    await expect(report.getByTestId("analysis-id")).toHaveText(resultId.slice(0, 8));
    await expect(report.getByTestId("analysis-id").locator("abbr")).toHaveAttribute("title", resultId);
    await expect(report.getByTestId("analysis-date")).toHaveText(result.created_at.slice(0, 10));
    await expect(report.getByTestId("invoice-number")).toHaveText(expected.invoice_number ?? "");
    await expect(report.getByTestId("invoice-date")).toHaveText(expected.invoice_date ?? "");
    await expect(report.getByTestId("account-number")).toHaveText(expected.account_number ?? "");
    await expectCards(report, result);
    await expectClosing(report, result);
    await expect(report.getByRole("heading", { name: "Optimization Insights" })).toBeVisible();
    // Every summary line is listed; lines printing the same amount share a row (and its bar), a saving never with
    // a charge.
    const summaryRows = report.getByTestId("invoice-summary").locator("tbody tr");
    const lines = result.extracted_data.invoice_summary;
    await expect(summaryRows).toHaveCount(
      new Set(
        lines.map(
          (line) => `${Math.abs(line.amount)}|${line.currency}|${SAVING_LINE.test(line.description)}`,
        ),
      ).size,
    );
    for (const line of lines) {
      await expect(summaryRows.getByText(line.description).first()).toBeVisible();
    }

    // A fresh load (no cache from the home page) shows the same report.
    await page.reload();
    await expectCards(page.locator("article[data-print-report]"), result);
  });
}

test("keeps one toast: analyzing, still working after 5 s, then complete; the button says Processing...", async ({
  page,
}) => {
  await openHome(page);
  // Hold the upload for 6 s so the slow-analysis message has its turn (the request still reaches the server).
  await page.route("**/api/analyses", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    await route.continue();
  });
  const f = form(page);
  await f.name.fill("Test Visitor");
  await f.email.fill("visitor@example.com");
  await f.file.setInputFiles(fixturePdf("synthetic-aws-modern-eur-basic"));
  await f.submit.click();
  await expect(f.submit).toHaveText("Processing...");
  await expect(f.submit).toBeDisabled();
  await expect(toast(page, MSG_ANALYZING)).toBeVisible();
  await expect(toast(page, MSG_STILL_WORKING)).toBeVisible({ timeout: 8_000 });
  await expect(toast(page, MSG_ANALYZING)).toHaveCount(0);
  await expect(toast(page, MSG_ANALYSIS_COMPLETE)).toBeVisible({ timeout: 20_000 });
  await expect(toast(page, MSG_STILL_WORKING)).toHaveCount(0);
  await expect(f.submit).toHaveText("Analyze My Bill");
  await expect(page.getByTestId("result-panel")).toContainText("€");
});

test("shows the server's message and clears the previous result when an analysis fails", async ({ page }) => {
  await openHome(page);
  await analyse(page, fixturePdf("synthetic-aws-modern-eur-basic"), "AWS");
  await expect(page.getByTestId("result-panel")).toBeVisible();

  const f = form(page);
  await f.file.setInputFiles(fixturePdf("refused-not-an-invoice"));
  await f.submit.click();
  await expect(toast(page, MSG_UNSUPPORTED_INVOICE)).toBeVisible();
  await expect(page.getByTestId("result-panel")).toHaveCount(0);
  await expect(f.submit).toHaveText("Analyze My Bill");

  await f.file.setInputFiles(fixturePdf("refused-renamed-text-file"));
  await f.submit.click();
  await expect(toast(page, MSG_PDF_NOT_A_PDF)).toBeVisible();
});

test("a refused invoice sent with the keyboard leaves the focus on 'Analyze My Bill'", async ({ page }) => {
  await openHome(page);
  const f = form(page);
  await f.name.fill("Kay Board");
  await f.email.fill("kay@example.com");
  await f.file.setInputFiles(fixturePdf("refused-not-an-invoice"));
  await f.submit.focus();
  await page.keyboard.press("Enter");
  await expect(toast(page, MSG_UNSUPPORTED_INVOICE)).toBeVisible();
  // "Processing..." disables the button, which dropped the focus to the page's body: the visitor had to tab
  // through the whole page again to choose another file.
  await expect(f.submit).toBeFocused();
});

test("the form and the result panel have no serious or critical accessibility issue", async ({ page }) => {
  const { default: AxeBuilder } = await import("@axe-core/playwright");
  await openHome(page);
  const scan = async (label: string) => {
    // The panel scrolls under the pointer: a hover state caught mid-transition is not what a reader sees.
    await page.mouse.move(0, 0);
    const { violations } = await new AxeBuilder({ page }).include("#calculator").analyze();
    const blocking = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(
      blocking.map((v) => `${label}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  };
  await scan("empty form");
  await analyse(page, fixturePdf("synthetic-aws-modern-savings-plan-discount"), "AWS");
  await expect(page.getByTestId("result-panel")).toBeVisible();
  await scan("with result");
});

test("the form keeps its place: nothing below it moves when its chunk and the providers arrive", async ({
  page,
}) => {
  await page.goto("/");
  // In one step in the page: the app may replace the pre-rendered #calculator between a locator's lookup and its
  // scroll (the element is then detached and the scroll fails).
  await page.evaluate(() => document.getElementById("calculator")?.scrollIntoView());
  await expect(page.getByRole("radio").first()).toBeVisible();
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >)
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBeLessThan(0.1);
});

test("says 'Something went wrong during analysis' when the server fails without a specific message", async ({
  page,
}) => {
  const failures = [
    { status: 500, contentType: "application/json", body: JSON.stringify({ error: MSG_INTERNAL_ERROR }) },
    { status: 502, contentType: "text/html", body: "<html><body>Bad gateway</body></html>" },
  ];
  for (const failure of failures) {
    await page.route("**/api/analyses", (route) => route.fulfill(failure));
    await page.goto("about:blank"); // a full load each time, so no toast is left from the previous round
    await openHome(page);
    const f = form(page);
    await f.name.fill("Test Visitor");
    await f.email.fill("visitor@example.com");
    await f.file.setInputFiles(fixturePdf("synthetic-aws-modern-eur-basic"));
    await f.submit.click();
    await expect(toast(page, MSG_ANALYSIS_GENERIC_FAILURE)).toBeVisible();
    await expect(f.submit).toHaveText("Analyze My Bill");
    await page.unroute("**/api/analyses");
  }
});
