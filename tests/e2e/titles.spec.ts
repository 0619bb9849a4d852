// Issue 21: every route sets its own document title with React 19's <title>; a result page's never names the visitor.
import type { Page } from "@playwright/test";
import { createResult, fixturePdf } from "./analysis-support.ts";
import { signInAsAdmin } from "./support/admin-fixtures.ts";
import { expect, test, waitForApp } from "./support/public-pages.ts";

const SITE = "Cloud Bill Check";

async function expectOneTitle(page: Page, title: string): Promise<void> {
  await expect(page).toHaveTitle(title);
  // document.title reads the first <title>; the page must not keep a stale one anywhere else either.
  expect(
    await page.evaluate(() => [...document.querySelectorAll("title")].map((t) => t.textContent)),
  ).toEqual(expect.arrayContaining([title]));
}

test("public pages, opened directly", async ({ page }) => {
  const cases: Array<[string, string]> = [
    ["/", `${SITE}: cut your cloud bill by up to 40%`],
    ["/terms", `Terms of Service – ${SITE}`],
    ["/privacy", `Privacy Policy – ${SITE}`],
    ["/auth", `Admin Access – ${SITE}`],
    ["/bookings/manage?token=unknown-token", `Your discovery call – ${SITE}`],
  ];
  for (const [url, title] of cases) {
    await page.goto(url);
    await expectOneTitle(page, title);
  }
});

test("a result page is titled without the visitor's name, before and after its data", async ({ page }) => {
  const result = await createResult(page, fixturePdf("real-aws_invoice2data_1"));
  const title = `Savings analysis – ${SITE}`;
  // The pre-rendered results.html already carries it (no JavaScript needed for the tab's title).
  const html = await (
    await page.request.get(`/results/${result.id}`, { headers: { accept: "text/html" } })
  ).text();
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(title);
  await page.goto(`/results/${result.id}`);
  await expect(page.getByTestId("result-subject")).toContainText("Test Visitor");
  await expectOneTitle(page, title);
  expect(await page.title()).not.toContain("Test Visitor");
});

test("titles follow in-app navigation", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page).toHaveTitle(`Terms of Service – ${SITE}`);
  await page.goBack();
  await expect(page).toHaveTitle(`${SITE}: cut your cloud bill by up to 40%`);
  await page.goForward();
  await expect(page).toHaveTitle(`Terms of Service – ${SITE}`);
});

test("admin pages are titled by their heading", async ({ page }) => {
  await signInAsAdmin(page);
  const pages: Array<[string, string]> = [
    ["/admin/results", "Results History"],
    ["/admin/providers", "Cloud Providers"],
    ["/admin/testimonials", "Testimonials Management"],
    ["/admin/messages", "Messages"],
    ["/admin/bookings", "Bookings"],
    ["/admin/settings", "Admin Settings"],
    ["/admin/staff", "Staff Accounts"],
  ];
  for (const [url, heading] of pages) {
    await page.goto(url);
    await waitForApp(page);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} – ${SITE}`);
  }
});
