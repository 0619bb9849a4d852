import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { adminApi, createResult, expect, test, uniqueSuffix } from "./support/admin-fixtures.ts";

// Issue 24 item 3: one responsive pattern for every admin list. Each row is a card below 1024 px and a table row
// from 1024 px; nothing scrolls sideways or sticks out of its row, at 360, 768 and 1280 px, in both themes.
const LISTS = [
  { name: "results", path: "/admin/results", heading: "Results History" },
  { name: "providers", path: "/admin/providers", heading: "Cloud Providers" },
  { name: "testimonials", path: "/admin/testimonials", heading: "Testimonials Management" },
  { name: "staff", path: "/admin/staff", heading: "Staff Accounts" },
  { name: "messages", path: "/admin/messages?show=all", heading: "Messages" },
  { name: "bookings", path: "/admin/bookings?show=all", heading: "Bookings" },
] as const;
const SHOTS_DIR = "reports/screenshots/admin-lists";
const WIDTHS = [360, 768, 1280] as const;

let seeded = false;
/** A result whose mark is long (an invoice from another provider) and a long e-mail address, once per run. */
async function seed(page: Page) {
  if (seeded) return;
  seeded = true;
  const tag = uniqueSuffix();
  await createResult(
    page,
    `Layout ${tag}`,
    `a.very.long.mailbox.name.${tag}@subsidiary.example-enterprise.com`,
    "tests/fixtures/invoices/real-gcp_bytescout-pdf-co-api-samples_1.pdf",
  );
  await page.request.post("/api/contact", {
    data: { name: `Layout ${tag}`, email: `layout-${tag}@example.com`, message: "A message to lay out." },
  });
  await adminApi(page, "POST", "/api/admin/testimonials", {
    name: `Layout ${tag}`,
    company: "Example Enterprise Holdings",
    job_title: "Head of Platform Engineering",
    content: "They found savings in our reserved instances that we had missed for a year.",
    linkedin_url: "https://www.linkedin.com/in/someone-with-a-long-profile-name",
    image_path: "",
  });
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
}

/** Elements that stick out of their row or card, and list regions that scroll sideways. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const label = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute("data-testid") ? `[${el.getAttribute("data-testid")}]` : ""} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push("the page scrolls sideways");
    for (const region of document.querySelectorAll("main section[aria-label], main ul, main table")) {
      if (region.scrollWidth > region.clientWidth + 1) problems.push(`${label(region)} scrolls sideways`);
    }
    const rows = document.querySelectorAll("main tr[data-row-id], main article, main li[data-card-id]");
    for (const row of rows) {
      const box = row.getBoundingClientRect();
      for (const child of row.querySelectorAll("*")) {
        const r = child.getBoundingClientRect();
        if (r.width === 0 || getComputedStyle(child).position === "fixed") continue;
        if (r.right > box.right + 1 || r.left < box.left - 1) {
          problems.push(`${label(child)} sticks out of ${label(row)}`);
          break;
        }
      }
    }
    return problems;
  });
}

/** Number of text lines an element takes. */
async function lines(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const lineHeight = Number.parseFloat(getComputedStyle(el).lineHeight) || 16;
      return Math.round(el.getBoundingClientRect().height / lineHeight);
    });
}

for (const scheme of ["light", "dark"] as const) {
  test.describe(`admin lists (${scheme})`, () => {
    test.use({ colorScheme: scheme });
    test.beforeAll(() => mkdirSync(SHOTS_DIR, { recursive: true }));

    for (const width of WIDTHS) {
      test(`every admin list fits ${width} px with nothing cut off or sticking out`, async ({
        adminPage: page,
      }) => {
        test.setTimeout(90_000);
        await page.addInitScript((theme) => localStorage.setItem("vite-ui-theme", theme), scheme);
        await seed(page);
        await page.setViewportSize({ width, height: 900 });
        for (const { name, path, heading } of LISTS) {
          await open(page, path, heading);
          expect(await layoutProblems(page), `${path} at ${width} px`).toEqual([]);
          await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}-${scheme}.png`, fullPage: true });
        }
        // Results History: the date on one line, e-mails whole, the mismatch mark in at most two lines.
        await open(page, "/admin/results?q=Layout", "Results History");
        expect(await lines(page, "main time")).toBe(1);
        // An address wraps only before a dot, a hyphen or the @, never inside a word.
        const parts = page.getByTestId("email-address").first().getByTestId("email-part");
        for (const rects of await parts.evaluateAll((els) => els.map((el) => el.getClientRects().length)))
          expect(rects, "the e-mail address is not broken mid-word").toBe(1);
        expect(await lines(page, "[data-testid=result-marks] > span")).toBeLessThanOrEqual(2);
      });
    }
  });
}
