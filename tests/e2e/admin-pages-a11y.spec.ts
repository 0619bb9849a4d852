import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { createResult, expect, setSetting, signInAsAdmin, test } from "./support/admin-fixtures.ts";

const PAGES = [
  { name: "results", path: "/admin/results", heading: "Results History" },
  { name: "messages", path: "/admin/messages?show=all", heading: "Messages" },
  { name: "bookings", path: "/admin/bookings?show=all", heading: "Bookings" },
  { name: "providers", path: "/admin/providers", heading: "Cloud Providers" },
  { name: "testimonials", path: "/admin/testimonials", heading: "Testimonials Management" },
  { name: "settings", path: "/admin/settings", heading: "Admin Settings" },
] as const;
const BLOCKING = new Set(["serious", "critical"]);
const ALSO_REFUSED = new Set(["label-content-name-mismatch", "landmark-unique"]);
const SHOTS_DIR = "reports/screenshots";
const SAMPLE_PEOPLE = [
  ["Ada Lovelace", "ada@analytical.example"],
  ["Grace Hopper", "grace@cobol.example"],
  ["Alan Turing", "alan@bletchley.example"],
] as const;

/** Pictures of Results History need rows: add a few sample analyses once per server run. */
async function ensureSampleResults(page: Page) {
  const list = await page.request.get("/api/admin/results?q=example");
  const { total } = (await list.json()) as { total: number };
  if (total >= SAMPLE_PEOPLE.length) return;
  for (const [name, email] of SAMPLE_PEOPLE) {
    await createResult(page, name, email, "tests/fixtures/invoices/real-aws_invoice2data_1.pdf");
  }
}

async function expectNoBlockingViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice", "experimental"])
    .analyze();
  // Besides the serious and critical ones: a visible label that is not the start of the name speech input
  // must say (label-content-name-mismatch), and two landmarks of one kind without names (landmark-unique).
  const blocking = results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? "") || ALSO_REFUSED.has(violation.id))
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
  expect(blocking).toEqual([]);
}

/** Waits for the page's data (no loading line), so checks and pictures show the real table. */
async function openAdminPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
}

for (const scheme of ["light", "dark"] as const) {
  test.describe(`admin axe (${scheme})`, () => {
    test.use({ colorScheme: scheme });

    for (const { path, heading } of PAGES) {
      test(`${path} has no serious or critical violations`, async ({ adminPage: page }) => {
        await openAdminPage(page, path, heading);
        await expectNoBlockingViolations(page);
      });
    }

    test("/admin/providers in edit mode and the open Admin Menu have none either", async ({
      adminPage: page,
    }) => {
      await openAdminPage(page, "/admin/providers", "Cloud Providers");
      await page.getByRole("button", { name: "Add New Provider" }).click();
      await page.mouse.move(0, 0); // a hovered button is not what axe should judge
      await expectNoBlockingViolations(page);
      await page.getByRole("button", { name: "Admin Menu" }).click();
      await expect(page.getByRole("menu")).toBeVisible();
      await expectNoBlockingViolations(page);
    });
  });
}

test.describe("/auth with the Register tab", () => {
  test.describe.configure({ mode: "serial" });

  test("has no serious or critical violations", async ({ page, browser }) => {
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await signInAsAdmin(adminPage);
    await setSetting(adminPage, "admin_signups_enabled", true);
    try {
      await page.goto("/auth");
      await page.getByRole("tab", { name: "Register" }).click();
      await expect(page.getByLabel("Confirm password")).toBeVisible();
      await expectNoBlockingViolations(page);
    } finally {
      await setSetting(adminPage, "admin_signups_enabled", false);
      await admin.close();
    }
  });
});

test.describe("screenshots", () => {
  test.beforeAll(() => mkdirSync(SHOTS_DIR, { recursive: true }));

  for (const width of [1280, 390] as const) {
    for (const scheme of ["light", "dark"] as const) {
      test(`admin pages and /auth at ${width} px (${scheme})`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/auth");
        await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();
        await page.screenshot({ path: `${SHOTS_DIR}/admin-auth-${width}-${scheme}.png`, fullPage: true });

        await signInAsAdmin(page);
        await ensureSampleResults(page);
        for (const { name, path, heading } of PAGES) {
          await openAdminPage(page, path, heading);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
          await page.screenshot({
            path: `${SHOTS_DIR}/admin-${name}-${width}-${scheme}.png`,
            fullPage: true,
          });
        }
        await openAdminPage(page, "/admin/providers", "Cloud Providers");
        await page.getByRole("button", { name: "Add New Provider" }).click();
        await page.screenshot({ path: `${SHOTS_DIR}/admin-providers-editing-${width}-${scheme}.png` });
        if (width === 1280) {
          await page.getByRole("button", { name: "Admin Menu" }).click();
          await expect(page.getByRole("menu")).toBeVisible();
        } else {
          await page.getByRole("button", { name: "Open menu" }).click();
        }
        await page.screenshot({ path: `${SHOTS_DIR}/admin-menu-${width}-${scheme}.png` });
      });
    }
  }
});
