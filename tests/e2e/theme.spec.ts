import { expect, test } from "./support/public-pages.ts";

const THEME_KEY = "vite-ui-theme";

test.describe("theme", () => {
  test.use({ colorScheme: "light" });

  test("the toggle switches to dark, and the choice survives a reload", async ({ page }) => {
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).toHaveClass(/\blight\b/);

    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe("dark");

    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();

    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(html).toHaveClass(/\blight\b/);
    await page.goto("/terms");
    await expect(html).toHaveClass(/\blight\b/);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe("light");
  });

  test("the stored theme is applied before the app runs (no flash)", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript((key) => localStorage.setItem(key, "dark"), THEME_KEY);
    // Block the app bundle: only index.html, its pre-rendered shell and public/theme-init.js are left.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("up to 40%");
    await context.close();
  });

  test("without a stored choice the system preference decides", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "dark" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await context.close();
  });
});
