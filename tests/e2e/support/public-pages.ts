import { test as base, expect, type Page } from "@playwright/test";

export const SECTION_IDS = ["calculator", "testimonials", "features", "pricing", "contact-section"] as const;
export const NAV_LABELS = ["Analysis", "Testimonials", "Features", "Pricing", "Contact"] as const;

/** Renders every lazy landing section (as an anchor jump does) and waits until none shows its fallback. */
export async function renderAllSections(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await expect(page.locator("[data-lazy-fallback]")).toHaveCount(0);
  await expect(page.getByText("Loading section...")).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Console messages and page errors mentioning a Content-Security-Policy violation. */
export function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (/content security policy|unsafe-eval|refused to (load|execute|apply)/i.test(text))
      violations.push(text);
  });
  page.on("pageerror", (error) => {
    if (/content security policy|unsafe-eval/i.test(error.message)) violations.push(error.message);
  });
  return violations;
}

type Fixtures = { cspViolations: string[] };

/**
 * index.html carries a pre-rendered, not yet interactive shell that the app hydrates (or, on a page the shell was
 * not made for, replaces) once its JavaScript has run: boot.tsx marks <html data-app="live"> at that first commit.
 * Waits for that, so a test never clicks the shell's buttons.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.app === "live");
}

/** Every public-page test also fails on a CSP violation (the server's helmet policy forbids inline and eval). */
export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForApp(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },
  cspViolations: [
    async ({ page }, use) => {
      const violations = collectCspViolations(page);
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
