// Helpers for the analysis and result specs: fixtures, the form, toasts, and results created through the API.
import { readFileSync } from "node:fs";
import { expect, type Locator, type Page } from "@playwright/test";
import type { ExtractedData } from "#shared/schemas/extracted-data.ts";
import type { CloudProvider } from "#shared/schemas/public-api.ts";
import type { Result } from "#shared/schemas/result.ts";
import { awsModern } from "#tests/support/invoice-generator/layouts-aws.ts";
import { writePdf } from "#tests/support/invoice-generator/pdf-writer.ts";

const FIXTURES = new URL("../fixtures/invoices/", import.meta.url);

export type InvoiceFile = { name: string; mimeType: string; buffer: Buffer };

export function fixturePdf(stem: string): InvoiceFile {
  return {
    name: `${stem}.pdf`,
    mimeType: "application/pdf",
    buffer: readFileSync(new URL(`${stem}.pdf`, FIXTURES)),
  };
}

export function fixtureExpected(stem: string): ExtractedData {
  return JSON.parse(readFileSync(new URL(`${stem}.expected.json`, FIXTURES), "utf8")) as ExtractedData;
}

/**
 * A synthetic AWS invoice whose printed net charges are off by 10.00: the real pipeline then reports a failed
 * reconciliation check (no mocked API).
 */
export function misprintedInvoice(): InvoiceFile {
  const generated = awsModern(
    {
      currency: "USD",
      items: [
        { description: "Service line 1", amount: 900 },
        { description: "Service line 2", amount: 300 },
      ],
      credits: 0,
      discount: 60,
      savingsPlan: 140,
      taxRate: 0,
    },
    {
      seller: "Amazon Web Services, Inc.",
      account: "123456789012",
      invoiceNumber: "INV-TEST-0001",
      dateText: "September 2, 2024",
      invoiceDate: "2024-09-02",
      taxLabel: "Tax",
    },
  );
  const netLabel = generated.placements.find((p) => p.text.startsWith("Net Charges"));
  const placements = generated.placements.map((p) =>
    netLabel && p.y === netLabel.y && p.text === "USD 1,000.00" ? { ...p, text: "USD 1,010.00" } : p,
  );
  return {
    name: "misprinted-aws.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(writePdf(placements)),
  };
}

export async function providers(page: Page): Promise<CloudProvider[]> {
  const response = await page.request.get("/api/providers");
  expect(response.ok()).toBe(true);
  return (await response.json()) as CloudProvider[];
}

export async function providerNamed(page: Page, name: string): Promise<CloudProvider> {
  const found = (await providers(page)).find((p) => p.name === name);
  if (!found) throw new Error(`provider ${name} is not seeded`);
  return found;
}

/**
 * Uploads through the API (fields first, file last) and returns the stored result with its manage token. The
 * page's browser keeps the token (as the form does), so its result page offers "Correct a figure" and "Delete
 * analysis"; pass `keepToken: false` to look at it as someone the link was shared with.
 */
export async function createResult(
  page: Page,
  file: InvoiceFile,
  providerName = "AWS",
  { keepToken = true }: { keepToken?: boolean } = {},
): Promise<Result & { manageToken: string }> {
  const provider = await providerNamed(page, providerName);
  const created = await page.request.post("/api/analyses", {
    multipart: { name: "Test Visitor", email: "visitor@example.com", cloudProviderId: provider.id, file },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { resultId, manageToken } = (await created.json()) as { resultId: string; manageToken: string };
  if (keepToken) {
    await page.addInitScript(([key, token]) => window.localStorage.setItem(key, token), [
      `cbc-manage-token:${resultId}`,
      manageToken,
    ] as const);
  }
  return { ...(await fetchResult(page, resultId)), manageToken };
}

export async function fetchResult(page: Page, id: string): Promise<Result> {
  const response = await page.request.get(`/api/results/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Result;
}

/** The landing page with the app live (a toast asked for from then on waits for its area: lib/toast.ts). */
export async function openHome(page: Page): Promise<void> {
  await page.goto("/#calculator");
  await page.waitForFunction(() => document.documentElement.dataset.app === "live");
  await expect(page.getByRole("radio").first()).toBeVisible();
}

export function toast(page: Page, text: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

export function form(page: Page) {
  const root = page.getByRole("form", { name: "Bill analysis" });
  return {
    root,
    name: root.getByLabel("Full Name"),
    email: root.getByLabel("Work Email"),
    file: root.getByLabel("Upload PDF", { exact: true }),
    submit: root.locator("button[type=submit]"),
    selectedFile: root.getByTestId("selected-file"),
    radio: (label: string) => root.getByRole("radio", { name: label }),
  };
}

const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** The same formatting the page uses: Intl with the invoice's ISO code. */
export function money(amount: number, currency: string, decimals = 2): string {
  if (currency === "USD" && decimals === 2) return USD.format(amount);
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
}

export function percent(fraction: number): string {
  return `${(fraction * 100).toFixed(1)}%`;
}

/** Checks the savings cards inside `scope` against a stored result. */
export async function expectCards(scope: Locator, result: Result): Promise<void> {
  const data = result.extracted_data;
  const currency = data.currency;
  await expect(scope.getByTestId("current-savings-rate")).toHaveText(percent(data.current_savings_rate));
  await expect(scope.getByTestId("current-savings-monthly")).toHaveText(
    money(data.monthly_current_savings, currency),
  );
  await expect(scope.getByTestId("current-savings-yearly")).toHaveText(
    money(data.yearly_current_savings, currency),
  );
  const estimated = scope.getByTestId("estimated-savings");
  if (data.provider_estimated_esr === null) {
    await expect(estimated).toHaveCount(0);
    return;
  }
  await expect(estimated).toContainText(`Average for ${result.provider_name} customers`);
  await expect(scope.getByTestId("estimated-savings-rate")).toHaveText(percent(data.provider_estimated_esr));
  await expect(scope.getByTestId("estimated-savings-monthly")).toHaveText(
    money(data.estimated_monthly_savings ?? 0, currency),
  );
  await expect(scope.getByTestId("estimated-savings-yearly")).toHaveText(
    money(data.estimated_yearly_savings ?? 0, currency),
  );
}

/** Checks the closing message: top 5% when the rate is strictly above the estimate, else the expansion. */
export async function expectClosing(scope: Locator, result: Result): Promise<void> {
  const data = result.extracted_data;
  const message = scope.getByTestId("closing-message");
  const esr = data.provider_estimated_esr;
  if (esr === null) return;
  if (data.current_savings_rate > esr) {
    await expect(message).toContainText("Congratulations");
    await expect(message).toContainText("top 5% of optimized cloud spend");
    await expect(message).toContainText(`exceeds the target rate of ${percent(esr)}`);
  } else {
    const expansion = Math.max(0, (data.estimated_yearly_savings ?? 0) - data.yearly_current_savings);
    await expect(message.getByTestId("yearly-expansion")).toHaveText(money(expansion, data.currency, 0));
    await expect(message).toContainText(`save ${percent(esr)} on average`);
  }
}
