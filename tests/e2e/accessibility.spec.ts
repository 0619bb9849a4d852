import AxeBuilder from "@axe-core/playwright";
import { expect, renderAllSections, test } from "./support/public-pages.ts";

const PAGES = ["/", "/terms", "/privacy", "/auth"];
const BLOCKING = new Set(["serious", "critical"]);

for (const scheme of ["light", "dark"] as const) {
  test.describe(`axe (${scheme} theme)`, () => {
    test.use({ colorScheme: scheme });

    for (const path of PAGES) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        if (path === "/") {
          await renderAllSections(page);
          await expect(page.getByTestId("testimonial-card").first()).toBeVisible();
        }
        await expect(page.getByRole("contentinfo")).toBeVisible();
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
          .analyze();
        const blocking = results.violations
          .filter((violation) => BLOCKING.has(violation.impact ?? ""))
          .map((violation) => ({
            id: violation.id,
            impact: violation.impact,
            help: violation.help,
            targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
          }));
        expect(blocking).toEqual([]);
      });
    }
  });
}

test("keyboard users can skip to the main content", async ({ page }) => {
  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main-content")).toBeFocused();
});
