import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { MSG_RESULT_NOT_FOUND } from "#shared/messages/result.ts";
import {
  createResult,
  expectCards,
  expectClosing,
  fixturePdf,
  misprintedInvoice,
  money,
  toast,
} from "./analysis-support.ts";

async function waitForToaster(page: import("@playwright/test").Page) {
  await page.waitForFunction(() => document.documentElement.dataset.app === "live");
}

for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
  test(`an unknown result (${id}) redirects home with the error toast`, async ({ page }) => {
    await page.goto("/");
    await waitForToaster(page);
    await page.evaluate((path) => {
      window.history.pushState({}, "", path);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, `/results/${id}`);
    await expect(page).toHaveURL("/");
    await expect(toast(page, MSG_RESULT_NOT_FOUND)).toBeVisible();
    await expect(toast(page, MSG_RESULT_NOT_FOUND)).toHaveCount(1);
  });
}

for (const path of ["/results", "/results/"]) {
  test(`${path} without an id lands home with the error toast`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL("/");
    await expect(toast(page, MSG_RESULT_NOT_FOUND)).toBeVisible();
  });
}

test("a cold visit to an unknown result also lands home with the toast", async ({ page }) => {
  await page.goto("/results/00000000-0000-4000-8000-000000000000");
  await expect(page).toHaveURL("/");
  await expect(toast(page, MSG_RESULT_NOT_FOUND)).toBeVisible();
});

/** The built file of the result schema's chunk, which the result page imports with its answer (issue 21). */
function resultSchemaChunk(): string {
  const manifest = JSON.parse(
    readFileSync(path.resolve("dist/client/.vite/manifest.json"), "utf8"),
  ) as Record<string, { file: string }>;
  const chunk = manifest["src/shared/schemas/result.ts"];
  if (!chunk) throw new Error("the build has no chunk of its own for the result schema");
  return chunk.file;
}

test.describe("a result the page cannot check never shows as half a report", () => {
  let resultId = "";
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    resultId = (await createResult(page, fixturePdf("synthetic-aws-modern-eur-basic"))).id;
    await page.close();
  });

  test("an answer that is not a result's shape: home with the toast", async ({ page }) => {
    await page.route(`**/api/results/${resultId}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, extracted_data: { total_charges: "lots" } } });
    });
    await page.goto(`/results/${resultId}`);
    await expect(page).toHaveURL("/");
    await expect(toast(page, MSG_RESULT_NOT_FOUND)).toBeVisible();
    await expect(page.locator("article[data-print-report]")).toHaveCount(0);
  });

  test("the schema's chunk fails to load: home with the toast", async ({ page }) => {
    await page.route(`**/${resultSchemaChunk()}`, (route) => route.abort());
    await page.goto(`/results/${resultId}`);
    await expect(page).toHaveURL("/");
    await expect(toast(page, MSG_RESULT_NOT_FOUND)).toBeVisible();
    await expect(page.locator("article[data-print-report]")).toHaveCount(0);
  });
});

test("shows 'Loading results...' while the result loads", async ({ page }) => {
  const result = await createResult(page, fixturePdf("synthetic-aws-modern-eur-basic"));
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/results/${result.id}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/results/${result.id}`);
  await expect(page.getByRole("status")).toHaveText("Loading results...");
  release();
  await expectCards(page.locator("article[data-print-report]"), result);
});

test("top performer: congratulations and no expansion figure", async ({ page }) => {
  const result = await createResult(page, fixturePdf("synthetic-azure-mca-usd-credit"), "Azure");
  expect(result.extracted_data.current_savings_rate).toBeGreaterThan(
    result.extracted_data.provider_estimated_esr ?? 1,
  );
  await page.goto(`/results/${result.id}`);
  const report = page.locator("article[data-print-report]");
  await expectClosing(report, result);
  await expect(report.getByTestId("yearly-expansion")).toHaveCount(0);
});

test("explains in plain words when the invoice's figures do not add up; a visitor cannot make them disagree", async ({
  page,
}) => {
  const result = await createResult(page, misprintedInvoice());
  const read = result.extracted_data.checks.find((c) => c.name === "net_charges");
  // The engine may read the misprinted net as the arithmetic gives it (1,000.00): then the figures add up, and a
  // visitor's correction to the printed 1,010.00 alone would make them disagree, which is refused (issue 22).
  if (read?.ok) {
    const corrected = await page.request.patch(`/api/results/${result.id}/figures`, {
      headers: { "x-manage-token": result.manageToken },
      data: { net_charges: 1010 },
    });
    expect(corrected.status(), await corrected.text()).toBe(400);
    expect(((await corrected.json()) as { error: string }).error).toMatch(
      /breaks the equation charges − credits − discounts − savings plans = net charges/,
    );
    await page.goto(`/results/${result.id}`);
    await expect(page.getByTestId("reconciliation-warnings")).toHaveCount(0);
    return;
  }
  await page.goto(`/results/${result.id}`);
  const warnings = page.getByTestId("reconciliation-warnings");
  await expect(warnings).toContainText("Some figures on this invoice do not add up");
  // Each check sits next to the figure it concerns, in "How we read your invoice".
  const check = page.getByTestId("figure-net_charges").getByTestId("check-net_charges");
  await expect(check).toHaveAttribute("data-ok", "false");
  await expect(check).toContainText(`Does not add up:`);
  await expect(check).toContainText(`not ${money(1010, "USD")}`);
});

test("net charges read as what was paid, credits and discounts as savings", async ({ page }) => {
  const result = await createResult(page, fixturePdf("synthetic-aws-modern-usd-credits"));
  await page.goto(`/results/${result.id}`);
  const table = page.getByRole("table", { name: /Invoice summary lines/ });
  await expect(table.getByRole("rowheader", { name: /^Net Charges/ }).first()).not.toContainText(
    "(a saving)",
  );
  await expect(table.getByRole("rowheader", { name: /Credits/ }).first()).toContainText("(a saving)");
});

test("the breakdown lists every invoice summary line and says when the figures add up", async ({ page }) => {
  const result = await createResult(page, fixturePdf("synthetic-aws-modern-savings-plan-discount"));
  await page.goto(`/results/${result.id}`);
  const table = page.getByRole("table", { name: /Invoice summary lines/ });
  for (const item of result.extracted_data.invoice_summary) {
    await expect(
      table.getByRole("rowheader", { name: item.description, exact: false }).first(),
    ).toBeVisible();
  }
  await expect(page.getByTestId("reconciliation-ok")).toContainText("cross-checks passed");
  await expect(page.getByTestId("savings-split")).toContainText(
    `Saved ${money(result.extracted_data.monthly_current_savings, "EUR")}`,
  );
});

test("Copy link puts the page's address on the clipboard", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const result = await createResult(page, fixturePdf("synthetic-aws-modern-eur-basic"));
  await page.goto(`/results/${result.id}`);
  await waitForToaster(page);
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(toast(page, "Link copied to clipboard")).toBeVisible();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/results/${result.id}`);
});

test("Copy link still works without the Clipboard API", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
  });
  const result = await createResult(page, fixturePdf("synthetic-aws-modern-eur-basic"));
  await page.goto(`/results/${result.id}`);
  await waitForToaster(page);
  await page.getByRole("button", { name: "Copy link" }).click();
  // execCommand('copy') succeeds, or the visitor is shown the link to copy by hand: never a silent failure.
  await expect(
    toast(page, "Link copied to clipboard").or(toast(page, "Select and copy this link")),
  ).toBeVisible();
});

test("the result page has no serious or critical accessibility issue, in light and dark", async ({
  page,
}) => {
  // Two full-page axe runs over the report (with "How we read your invoice") take 20-30 s on a busy 2-core box.
  test.slow();
  const result = await createResult(page, fixturePdf("synthetic-aws-modern-savings-plan-discount"));
  for (const theme of ["light", "dark"]) {
    await page.addInitScript((value) => window.localStorage.setItem("vite-ui-theme", value), theme);
    await page.goto(`/results/${result.id}`);
    await expect(page.getByTestId("current-savings-rate")).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const blocking = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(
      blocking.map((v) => `${theme}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  }
});

test("prints as a report of at most two pages without header, footer or buttons", async ({ page }) => {
  const result = await createResult(page, fixturePdf("synthetic-aws-modern-savings-plan-discount"));
  await page.goto(`/results/${result.id}`);
  await expect(page.getByTestId("current-savings-rate")).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("body > #root header").first()).toBeHidden();
  await expect(page.locator("footer")).toBeHidden();
  await expect(page.getByRole("button", { name: "Copy link" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByTestId("current-savings-rate")).toBeVisible();
  const pdf = await page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true });
  const pages = pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g) ?? [];
  // Page 1: the details, the cards, the insights and how each figure was read; page 2: where the money goes.
  expect(pages.length).toBeLessThanOrEqual(2);
  await expect(page.getByTestId("how-we-read")).toBeVisible();
  await expect(page.getByRole("button", { name: "Correct a figure" })).toBeHidden();
});

test("'Schedule a free call' in the insights leads to the contact section", async ({ page }) => {
  const result = await createResult(page, fixturePdf("synthetic-aws-modern-eur-basic"));
  await page.goto(`/results/${result.id}`);
  await page.getByTestId("closing-message").getByRole("link", { name: "Schedule a free call" }).click();
  await expect(page).toHaveURL(/\/#contact-section$/);
  await expect(page.locator("#contact-section")).toBeInViewport({ timeout: 10_000 });
});

test("a result page arrives pre-rendered: heading and 'Loading results...' before the app's JavaScript", async ({
  page,
}) => {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto("/results/00000000-0000-4000-8000-000000000000");
  await expect(
    page.getByRole("heading", { level: 1, name: "Invoice Analysis & Savings Opportunities" }),
  ).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading results..." })).toBeVisible();
  await expect(page.locator("footer")).toHaveCount(0); // the shell: header and page only
});

test("the Analysis and Invoice tables keep their captions inside their cards, on screen and on paper", async ({
  page,
}) => {
  const result = await createResult(page, fixturePdf("synthetic-aws-modern-eur-basic"));
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto(`/results/${result.id}`);
  const cards = page.getByTestId("details-card");
  await expect(cards).toHaveCount(2);
  for (const media of ["screen", "print"] as const) {
    await page.emulateMedia({ media });
    for (const card of await cards.all()) {
      // A table's own border goes round its rows only: the caption sat above the card, and the first row's line
      // ran across the card's rounded top corners.
      const cardBox = await card.boundingBox();
      const captionBox = await card.locator("caption").boundingBox();
      const firstRowBox = await card.locator("tr").first().boundingBox();
      if (!cardBox || !captionBox || !firstRowBox) throw new Error("a details table is not laid out");
      expect(captionBox.y, `${media}: the caption starts inside its card`).toBeGreaterThan(cardBox.y);
      expect(firstRowBox.y, `${media}: the rows come below the caption`).toBeGreaterThanOrEqual(
        captionBox.y + captionBox.height - 1,
      );
    }
  }
});
