import { mkdirSync } from "node:fs";
import { expect, renderAllSections, test } from "./support/public-pages.ts";

// Full-page screenshots for review (reports/ is gitignored). Each also asserts the page fits its width.
const DIR = "reports/screenshots";
const SHOTS = [
  { name: "landing-1280", path: "/", width: 1280 },
  { name: "landing-390", path: "/", width: 390 },
  { name: "terms-1280", path: "/terms", width: 1280 },
  { name: "privacy-390", path: "/privacy", width: 390 },
] as const;

test.beforeAll(() => mkdirSync(DIR, { recursive: true }));

for (const shot of SHOTS) {
  for (const scheme of ["light", "dark"] as const) {
    test(`screenshot ${shot.name} (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: shot.width, height: 900 });
      await page.goto(shot.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (shot.path === "/") {
        await renderAllSections(page);
        await expect(page.getByTestId("testimonial-card").first()).toBeVisible();
        await page.waitForLoadState("networkidle");
      }
      await expect(page.getByRole("contentinfo")).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${DIR}/${shot.name}-${scheme}.png`, fullPage: true });
    });
  }
}
