// Issue 11: the first screen works from its first paint (pre-rendered links, the menu popover), the app's takeover
// loses neither the page's scroll position nor the keyboard focus, and every section is reachable by Tab.
import { test as base, expect, type Page } from "@playwright/test";
import {
  emulateSlowPhone,
  linkCentre,
  recordTapsAndScroll,
  tapFirstScreenLink,
} from "#tests/support/first-screen-tap.ts";
import { collectCspViolations, waitForApp } from "./support/public-pages.ts";

const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations = collectCspViolations(page);
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

/** Holds back the app's JavaScript until `release` is called: the page stays the pre-rendered shell meanwhile. */
async function holdTheApp(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/(app|framework)-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

async function isShell(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.dataset.app !== "live");
}

test.describe("first screen on a slow phone (1.6 Mbps, 150 ms RTT, CPU 4x)", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.setTimeout(60_000);

  for (const [name, id] of [
    ["Get Free Analysis", "calculator"],
    ["Schedule a free call", "contact-section"],
  ] as const) {
    test(`a tap on '${name}' right after the first paint scrolls to #${id}`, async ({ page }) => {
      const at = await linkCentre(page, "/", name);
      await emulateSlowPhone(page);
      await recordTapsAndScroll(page);
      // The app's code is held back until the tap is in, so the tap always meets the pre-rendered page whatever
      // this machine's load (a fast start let the app win the race, and the test then checked nothing).
      const app = await holdTheApp(page);
      const timing = await tapFirstScreenLink(page, "/", name, at);
      app.release();
      console.log(`${name}: ${JSON.stringify(timing)}`);
      expect(timing.tapHitShell, "the tap reached the pre-rendered page, before the app ran").toBe(true);
      // The defect was a lost tap (nothing until the visitor tapped again after the app ran). How fast the page
      // answers depends on this machine's load under the 4x slowdown: bench:lighthouse reports the figure.
      expect(
        timing.respondedAfterTapMs,
        "the page scrolls after the first tap, without a second one",
      ).not.toBeNull();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await waitForApp(page);
      // The app took over without moving the page away from the section.
      await expect(page.locator(`#${id}`).getByRole("heading", { level: 2 }).first()).toBeInViewport();
      await page.waitForTimeout(500);
      await expect(page.locator(`#${id}`).getByRole("heading", { level: 2 }).first()).toBeInViewport();
      if (id === "contact-section")
        await expect(page.locator(`#${id}`).getByRole("tab", { name: "Book a call" })).toHaveAttribute(
          "aria-selected",
          "true",
        );
    });
  }
});

test.describe("the app's takeover of the pre-rendered page", () => {
  test("keeps the hero's links on the page in every frame, and keeps the scroll position", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const state = { missingFrames: 0, frames: 0, notes: [] as string[] };
      (window as unknown as { __takeover: typeof state }).__takeover = state;
      let wasSeen = false;
      // From the frame the link first appears in (the pre-rendered page is still arriving before that).
      const sample = () => {
        const link = document.querySelector<HTMLElement>('a[href="#calculator"][class]');
        const isShown = Boolean(link && link.getBoundingClientRect().height > 0);
        wasSeen ||= isShown;
        if (wasSeen) {
          state.frames++;
          if (!isShown) {
            state.missingFrames++;
            state.notes.push(
              `${Math.round(performance.now())} shell=${document.documentElement.dataset.app !== "live"}`,
            );
          }
        }
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    const app = await holdTheApp(page);
    await page.goto("/");
    expect(await isShell(page)).toBe(true);
    await page.mouse.wheel(0, 700);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    const before = await page.evaluate(() => window.scrollY);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), before);
    app.release();
    await waitForApp(page);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBeCloseTo(before, -1);
    const { missingFrames, frames, notes } = await page.evaluate(
      () =>
        (window as unknown as { __takeover: { missingFrames: number; frames: number; notes: string[] } })
          .__takeover,
    );
    expect(frames).toBeGreaterThan(0);
    expect(missingFrames, `frames without 'Get Free Analysis': ${notes.join(", ")}`).toBe(0);
  });

  test("keeps the keyboard focus where the visitor put it in the pre-rendered page", async ({ page }) => {
    const app = await holdTheApp(page);
    await page.goto("/");
    const link = page.getByRole("link", { name: "Get Free Analysis" });
    for (let press = 0; press < 20 && !(await link.evaluate((el) => el === document.activeElement)); press++)
      await page.keyboard.press("Tab");
    await expect(link).toBeFocused();
    app.release();
    await waitForApp(page);
    await expect(page.getByRole("link", { name: "Get Free Analysis" })).toBeFocused();
    // And Enter follows it.
    await page.keyboard.press("Enter");
    await expect(page.locator("#calculator").getByRole("heading", { level: 2 })).toBeInViewport();
  });

  test("a key pressed before the app runs still brings every lazy section, with no second key", async ({
    page,
  }) => {
    const app = await holdTheApp(page);
    await page.goto("/");
    await page.keyboard.press("Tab");
    expect(await isShell(page)).toBe(true);
    app.release();
    await waitForApp(page);
    // The defect: the landing page listened for the first interaction only once it had rendered, so a key
    // pressed earlier was lost and the form, pricing and contact stayed placeholders until the next one.
    await expect(page.locator("[data-lazy-fallback]")).toHaveCount(0);
  });

  test("the pre-rendered menu button opens the menu, a tap outside or on a link closes it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const app = await holdTheApp(page);
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.mouse.click(200, 600);
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Pricing" }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(page.locator("#pricing")).toBeInViewport();
    expect(await isShell(page)).toBe(true);
    app.release();
    await waitForApp(page);
  });

  test("the pre-rendered theme switch works, and the app keeps the choice", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    const app = await holdTheApp(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect(await isShell(page)).toBe(true);
    app.release();
    await waitForApp(page);
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  });
});

type Focused = { tag: string; name: string; id: string; isBody: boolean };

async function tabThroughPage(page: Page, limit: number): Promise<Focused[]> {
  const seen: Focused[] = [];
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press("Tab");
    // The first key press asks for every lazy section; a person's next presses come later than a script's.
    if (press === 0) await expect(page.locator("[data-lazy-fallback]")).toHaveCount(0);
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      const label = element?.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null;
      return {
        tag: element?.tagName.toLowerCase() ?? "",
        name: (label ?? element?.getAttribute("aria-label") ?? element?.textContent ?? "")
          .trim()
          .slice(0, 60),
        id: element?.id ?? "",
        isBody: !element || element === document.body || element === document.documentElement,
      };
    });
    seen.push(focused);
    if (focused.name.startsWith("Terms of Service")) break;
  }
  return seen;
}

for (const width of [390, 1280]) {
  test.describe(`keyboard at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("Tab from the top reaches Full Name, every pricing button and the contact form, in order", async ({
      page,
    }) => {
      await page.goto("/");
      await waitForApp(page);
      // The sections arrive at the first Tab, without any scrolling (the defect: only when scrolled to).
      const seen = await tabThroughPage(page, 160);
      await expect(page.getByTestId("testimonial-card").first()).toBeVisible();
      const indexOf = (match: (focused: Focused) => boolean, what: string) => {
        const index = seen.findIndex(match);
        expect(index, `${what} is reached by Tab`).toBeGreaterThanOrEqual(0);
        return index;
      };
      const fullName = indexOf((f) => f.id === "analysis-name", "Full Name");
      const pricing = ["Analyze my bill", "Schedule a free call", "Talk to us"].map((name) =>
        indexOf((f) => f.tag === "button" && f.name === name, `pricing button '${name}'`),
      );
      const contact = indexOf((f) => f.id === "contact-name", "the contact form");
      expect(fullName).toBeLessThan(Math.min(...pricing));
      expect(Math.max(...pricing)).toBeLessThan(contact);
      expect(
        seen.filter((f) => f.isBody),
        "focus never falls to the page itself",
      ).toEqual([]);
    });
  });
}

test("a header section link moves the focus into its section", async ({ page }) => {
  await page.goto("/");
  await waitForApp(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
  await expect(page.locator("#pricing")).toBeFocused();
  await expect(page.locator("#pricing").getByRole("button", { name: "Analyze my bill" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.locator("#pricing").getByRole("button", { name: "Analyze my bill" })).toBeFocused();
});
