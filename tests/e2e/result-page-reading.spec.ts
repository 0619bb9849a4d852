// The result page as a demanding visitor reads it: the trend names months, the printed report keeps only what a
// reader of the paper can use, long addresses and ids wrap at their separators, a refused correction writes money
// as the page does, equal summary lines share one bar, the currency shows the words the invoice prints, and a
// sentence about the billing period is never a summary line.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { awsMonthPdf } from "#tests/support/month-invoices.ts";
import { createResult, fixturePdf, type InvoiceFile, providerNamed } from "./analysis-support.ts";

const pdf = (name: string, bytes: Uint8Array): InvoiceFile => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from(bytes),
});

async function addMonth(page: Page, id: string, token: string, file: InvoiceFile): Promise<void> {
  const added = await page.request.post(`/api/results/${id}/invoices`, {
    multipart: { file },
    headers: { "x-manage-token": token },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
}

/** Where the text of `element` wraps: the characters either side of each line break (a space when one is between). */
async function lineBreaks(element: Locator): Promise<Array<[string, string]>> {
  return element.evaluate((root) => {
    const chars: Array<{ char: string; top: number; spaceBefore: boolean }> = [];
    let spaceBefore = false;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let i = 0; i < text.length; i++) {
        const char = text[i] as string;
        if (/\s/.test(char)) {
          spaceBefore = true;
          continue;
        }
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (rect && rect.width > 0) chars.push({ char, top: Math.round(rect.top), spaceBefore });
        spaceBefore = false;
      }
    }
    const breaks: Array<[string, string]> = [];
    for (let i = 1; i < chars.length; i++) {
      const [before, after] = [chars[i - 1], chars[i]];
      if (before && after && after.top > before.top + 2)
        breaks.push([after.spaceBefore ? " " : before.char, after.char]);
    }
    return breaks;
  });
}

const SEPARATOR_BREAK = ([before, after]: [string, string]) =>
  /[-_/\s(]/.test(before) || /[@.\s]/.test(after);

test("the trend's Month column names the month, also for an invoice that prints no billing period", async ({
  page,
}) => {
  const result = await createResult(
    page,
    pdf("march.pdf", awsMonthPdf({ date: "2025-03-14", charges: 1000, savingsPlan: 100, period: null })),
  );
  await addMonth(
    page,
    result.id,
    result.manageToken,
    pdf("april.pdf", awsMonthPdf({ date: "2025-04-14", charges: 1200, period: null })),
  );
  await page.goto(`/results/${result.id}`);
  const months = page.getByTestId("trend-month");
  await expect(months).toHaveText(["March 2025", "April 2025"]);
  // The date it was placed by is said beneath, not as the month.
  await expect(page.getByTestId("bill-trend-table")).toContainText("By its invoice date, March 14, 2025");
});

for (const width of [360, 1280]) {
  test(`at ${width} px a long e-mail and invoice number wrap at their separators, never off the page`, async ({
    page,
  }) => {
    const provider = await providerNamed(page, "AWS");
    const email = "procurement.cloud-finance.team@subsidiary-operations.example-holdings.com";
    const invoiceNumber = "EUINDE25-20250314-000017-ADJ";
    const created = await page.request.post("/api/analyses", {
      multipart: {
        name: "Long Address Visitor",
        email,
        cloudProviderId: provider.id,
        file: pdf("long.pdf", awsMonthPdf({ date: "2025-03-14", charges: 1000, invoiceNumber })),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { resultId } = (await created.json()) as { resultId: string };
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/results/${resultId}`);
    await expect(page.getByTestId("invoice-number")).toHaveText(invoiceNumber);
    await expect(page.getByTestId("result-subject")).toContainText(email);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    for (const element of [
      page.getByTestId("result-subject"),
      page.getByTestId("invoice-number"),
      page.getByTestId("figure-invoice_number-value"),
    ]) {
      const breaks = await lineBreaks(element);
      expect(
        breaks.filter((b) => !SEPARATOR_BREAK(b)),
        "breaks inside a word",
      ).toEqual([]);
    }
    if (width === 360)
      expect((await lineBreaks(page.getByTestId("invoice-number"))).length).toBeGreaterThan(0);
  });
}

test("a refused correction writes the amounts with their currency and grouping", async ({ page }) => {
  const result = await createResult(
    page,
    pdf("usd.pdf", awsMonthPdf({ date: "2025-03-14", charges: 13360.6, currency: "USD" })),
  );
  await page.goto(`/results/${result.id}`);
  await page.getByRole("button", { name: "Correct a figure" }).click();
  const correction = page.getByRole("form", { name: "Correct the figures" });
  await correction.getByLabel("Net charges").fill("13000");
  await correction.getByLabel("Net charges").press("Enter");
  await expect(correction.getByText(/breaks the equation/)).toContainText(
    "the other figures give $13,360.60, not $13,000.00",
  );
});

test("summary lines of one amount share one bar", async ({ page }) => {
  const result = await createResult(page, fixturePdf("synthetic-aws-modern-eur-basic"));
  await page.goto(`/results/${result.id}`);
  const table = page.getByRole("table", { name: /Invoice summary lines/ });
  // The lower sections arrive one by one, after the cards (a busy machine takes its time).
  await expect(table).toBeVisible({ timeout: 20_000 });
  const amounts = await table.locator("tbody td span.tabular-nums").allTextContents();
  expect(amounts.length).toBeGreaterThan(0);
  expect(new Set(amounts).size, `each amount once: ${amounts.join(", ")}`).toBe(amounts.length);
  // Every printed line is still named.
  for (const item of result.extracted_data.invoice_summary)
    await expect(
      table.getByRole("rowheader", { name: item.description, exact: false }).first(),
    ).toBeVisible();
});

test("a legacy AWS invoice's currency shows the words it prints; no sentence about the period is a figure", async ({
  page,
}) => {
  const legacy = await createResult(page, fixturePdf("synthetic-aws-legacy-credits"));
  await page.goto(`/results/${legacy.id}`);
  await expect(page.getByTestId("figure-currency")).toContainText("All charges and prices are in US Dollars");

  const modern = await createResult(page, fixturePdf("synthetic-aws-modern-eur-basic"));
  expect(modern.extracted_data.invoice_summary.map((item) => item.description)).not.toContainEqual(
    expect.stringMatching(/billing period/i),
  );
  await page.goto(`/results/${modern.id}`);
  await expect(page.getByRole("table", { name: /Invoice summary lines/ })).toBeVisible();
  await expect(page.locator("article[data-print-report]")).not.toContainText("billing period August");
  await expect(page.locator("article[data-print-report]")).not.toContainText("€1.00");
});

test("the printed report leaves out what only the owner can do and fills page 1", async ({ page }) => {
  const result = await createResult(
    page,
    pdf("june.pdf", awsMonthPdf({ date: "2024-06-02", charges: 1000, savingsPlan: 100 })),
  );
  await addMonth(
    page,
    result.id,
    result.manageToken,
    pdf("july.pdf", awsMonthPdf({ date: "2024-07-02", charges: 1200, savingsPlan: 300 })),
  );
  await page.goto(`/results/${result.id}`);
  await expect(page.getByRole("button", { name: "Correct a figure" })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  const report = page.locator("article[data-print-report]");
  await expect(page.getByTestId("bill-trend-table")).toBeVisible();
  for (const owner of [/correct a figure/i, /something misread/i, /delete analysis/i, /add another month/i]) {
    const shown = await report
      .getByText(owner)
      .evaluateAll(
        (nodes) =>
          nodes.filter((n) => (n as HTMLElement).offsetParent !== null || n.getClientRects().length > 0)
            .length,
      );
    expect(shown, `printed: ${owner}`).toBe(0);
  }
  // Page 1 is filled. Laid out at the printed width (A4 less print.css's 12 mm margins, at 96 px an inch), page 1
  // ends where the first block that must stay whole crosses the page's foot: it goes to page 2 with all after it.
  const pdfBytes = await page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true });
  const pages = pdfBytes.toString("latin1").match(/\/Type\s*\/Page(?!s)/g) ?? [];
  expect(pages.length).toBeLessThanOrEqual(2);
  const mm = 96 / 25.4;
  await page.setViewportSize({ width: Math.floor((210 - 24) * mm), height: 900 });
  const pageOneFill = await page.evaluate(
    (pageHeight) => {
      const top = document.documentElement.getBoundingClientRect().top;
      let end = pageHeight;
      for (const element of document.querySelectorAll<HTMLElement>("article[data-print-report] *")) {
        if (getComputedStyle(element).breakInside !== "avoid") continue;
        const rect = element.getBoundingClientRect();
        const [y0, y1] = [rect.top - top, rect.bottom - top];
        if (rect.height > 0 && y0 < pageHeight && y1 > pageHeight) end = Math.min(end, y0);
      }
      return end / pageHeight;
    },
    (297 - 24) * mm,
  );
  expect(pageOneFill, "share of page 1 used").toBeGreaterThan(0.75);
});
