import { expect, test } from "./support/public-pages.ts";

test.describe("routes and redirects (signed out)", () => {
  test("/admin redirects to /auth", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
  });

  for (const path of ["/admin/results", "/admin/providers", "/admin/testimonials", "/admin/settings"]) {
    test(`${path} is guarded and redirects to /auth`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
    });
  }

  test("the guard shows 'Loading...' while the session resolves", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/auth/get-session", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/admin/results");
    await expect(page.getByText("Loading...", { exact: true })).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("an unknown path redirects to /", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("up to 40%");
  });

  test("/auth/callback shows no content and moves on to /auth without a session", async ({ page }) => {
    await page.goto("/auth/callback");
    await expect(page).toHaveURL(/\/auth$/);
  });
});
