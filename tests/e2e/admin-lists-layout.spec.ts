import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import {
  adminApi,
  createResult,
  expect,
  manageHeaders,
  test,
  uniqueSuffix,
} from "./support/admin-fixtures.ts";

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
/** A name of 199 characters without a space: it must wrap or be cut with its full text on hover and focus. */
const LONG_NAME = `Wolfeschlegelsteinhausenbergerdorff${"x".repeat(199 - 35 - 8)}${"Longname"}`;
/**
 * A result whose mark is long (an invoice from another provider) and a long e-mail address, once per run; and a
 * 199-character name in every list (a result, a message, a booking, a testimonial, a provider of 100).
 */
async function seed(page: Page) {
  if (seeded) return;
  seeded = true;
  const tag = uniqueSuffix();
  const long = await createResult(
    page,
    LONG_NAME,
    `long-${tag}@example.com`,
    "tests/fixtures/invoices/real-aws_invoice2data_1.pdf",
  );
  await page.request.post("/api/contact", {
    data: { name: LONG_NAME, email: `long-${tag}@example.com`, company: LONG_NAME, message: "A long name." },
  });
  const slots = (await (await page.request.get("/api/bookings/slots?days=14")).json()) as { slots: string[] };
  const booked = await page.request.post("/api/bookings", {
    headers: manageHeaders(long),
    data: {
      name: LONG_NAME,
      email: `long-${tag}@example.com`,
      company: LONG_NAME,
      slot_start: slots.slots.at(-2),
      result_id: long,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await adminApi(page, "POST", "/api/admin/testimonials", {
    name: LONG_NAME,
    company: LONG_NAME,
    job_title: LONG_NAME,
    content: "A testimonial whose author has a very long name without any space in it.",
    linkedin_url: "",
    image_path: "",
  });
  await adminApi(page, "POST", "/api/admin/providers", {
    name: `${LONG_NAME.slice(0, 90)}${tag}`.slice(0, 100),
    estimated_esr: 0.2,
    enabled: false,
  });
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

/**
 * Elements showing part of the 199-character name (cut by an ellipsis or overflow) without the whole of it in a
 * title (hover) or an accessible name: every long value wraps, or is cut with its full text on hover and focus.
 */
async function hiddenLongText(page: Page): Promise<string[]> {
  return page.evaluate((needle) => {
    const problems: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("main *")) {
      if (!el.textContent?.includes(needle.slice(0, 35))) continue;
      if ([...el.children].some((child) => child.textContent?.includes(needle.slice(0, 35)))) continue;
      const cut = el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== "visible";
      if (!cut) continue;
      const titled = el.closest("[title]")?.getAttribute("title")?.includes(needle.slice(-20));
      if (!titled) problems.push(`${el.tagName.toLowerCase()} "${el.textContent.slice(0, 30)}..."`);
    }
    return problems;
  }, LONG_NAME);
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
          expect(await hiddenLongText(page), `${path} at ${width} px: cut without its full text`).toEqual([]);
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
