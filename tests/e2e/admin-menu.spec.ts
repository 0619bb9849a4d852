import { mkdirSync } from "node:fs";
import { expect, test, toast, waitForToaster } from "./support/admin-fixtures.ts";

const MENU_ITEMS = [
  "Results History",
  "Overview",
  "Messages",
  "Bookings",
  "Cloud Providers",
  "Testimonials",
  "Settings",
  "Staff Accounts",
] as const;

const STORED = {
  local: {
    "vite-ui-theme": "dark",
    "vite-sidebar": "open",
    "sb-example-auth-token": "token",
    "better-auth.session_data": "cached",
    "supabase.auth.token": "legacy",
    "analytics-id": "abc",
  },
  session: { draft: "1" },
};

async function fillStorage(page: import("@playwright/test").Page) {
  await page.evaluate((stored) => {
    for (const [key, value] of Object.entries(stored.local)) localStorage.setItem(key, value);
    for (const [key, value] of Object.entries(stored.session)) sessionStorage.setItem(key, value);
  }, STORED);
}

async function readStorage(page: import("@playwright/test").Page) {
  return page.evaluate(() => ({
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage),
  }));
}

test.describe("Admin Menu (desktop)", () => {
  test("lists the admin pages and Sign Out, and moves between pages", async ({ adminPage: page }) => {
    await page.goto("/admin/results");
    await page.getByRole("button", { name: "Admin Menu" }).click();
    const menu = page.getByRole("menu");
    for (const label of MENU_ITEMS) await expect(menu.getByRole("menuitem", { name: label })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Sign Out" })).toBeVisible();
    await menu.getByRole("menuitem", { name: "Cloud Providers" }).click();
    await expect(page).toHaveURL(/\/admin\/providers$/);
    await expect(page.getByRole("heading", { level: 1, name: "Cloud Providers" })).toBeVisible();

    // Keyboard: open with Enter, move with arrows, choose with Enter.
    await page.getByRole("button", { name: "Admin Menu" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menu")).toBeVisible();
    const target = page.getByRole("menuitem", { name: "Testimonials" });
    await expect(async () => {
      await page.keyboard.press("ArrowDown");
      await expect(target).toBeFocused({ timeout: 300 });
    }).toPass();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/testimonials$/);
  });

  test("a landing link goes home and then scrolls to its section", async ({ adminPage: page }) => {
    await page.goto("/admin/settings");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.locator("#pricing h2").first()).toBeInViewport();
  });

  test("Sign Out: 'Signing Out...', storage cleared except vite- keys, then /auth after about 500 ms", async ({
    adminPage: page,
  }) => {
    await page.goto("/admin/results");
    await expect(page.getByRole("heading", { level: 1, name: "Results History" })).toBeVisible();
    await fillStorage(page);
    // Hold the server call for a moment so the pending state can be seen.
    await page.route("**/api/auth/sign-out", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });

    await page.getByRole("button", { name: "Admin Menu" }).click();
    const started = Date.now();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    const pending = page.getByRole("menuitem", { name: "Signing Out..." });
    await expect(pending).toBeVisible();
    await expect(pending).toHaveAttribute("aria-disabled", "true");
    await expect(page.getByRole("button", { name: "Signing Out..." })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();

    await expect(page).toHaveURL(/\/auth$/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400 + 500);
    await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
    expect(await readStorage(page)).toEqual({ local: ["vite-sidebar", "vite-ui-theme"], session: [] });

    // The server session is gone too.
    const session = await page.request.get("/api/auth/get-session");
    expect(await session.json()).toBeNull();
    await page.goto("/admin/providers");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("Sign Out still finishes when the server call fails", async ({ adminPage: page }) => {
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Settings" })).toBeVisible();
    await fillStorage(page);
    await page.route("**/api/auth/sign-out", (route) => route.abort("connectionfailed"));
    await page.getByRole("button", { name: "Admin Menu" }).click();
    const started = Date.now();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(await readStorage(page)).toEqual({ local: ["vite-sidebar", "vite-ui-theme"], session: [] });
  });
});

test.describe("Admin Menu (phone)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu has the admin pages and Sign Out", async ({ adminPage: page }) => {
    await page.goto("/admin/results");
    await waitForToaster(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const mobile = page
      .getByRole("navigation", { name: "Mobile" })
      .getByRole("group", { name: "Admin Menu" });
    for (const label of MENU_ITEMS) await expect(mobile.getByRole("link", { name: label })).toBeVisible();
    await mobile.getByRole("link", { name: "Testimonials" }).click();
    await expect(page).toHaveURL(/\/admin\/testimonials$/);
    await expect(mobile).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await mobile.getByRole("button", { name: "Sign Out" }).click();
    await expect(mobile.getByRole("button", { name: "Signing Out..." })).toBeDisabled();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(toast(page, /./)).toHaveCount(0);
  });
});

// A phone of 640 px height: the menu is taller than the screen below the header.
test.describe("Admin Menu (phone 360×640)", () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test("every item is reachable by wheel and by keyboard (focus scrolls it into view)", async ({
    adminPage: page,
  }) => {
    await page.goto("/admin/results");
    await waitForToaster(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = page.locator("#site-menu");
    const mobile = page
      .getByRole("navigation", { name: "Mobile" })
      .getByRole("group", { name: "Admin Menu" });
    const signOut = mobile.getByRole("button", { name: "Sign Out" });
    await expect(mobile.getByRole("link", { name: "Results History" })).toBeVisible();

    // Wheel (and touch: the same scrolling box) over the panel brings the last item up.
    const box = await panel.boundingBox();
    if (!box) throw new Error("the menu panel has no box");
    await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height, 500) / 2);
    for (let i = 0; i < 10; i++) await page.mouse.wheel(0, 200);
    await expect(signOut).toBeInViewport({ ratio: 1 });
    expect(await panel.evaluate((el) => getComputedStyle(el).overflowY)).toBe("auto");

    // Keyboard: each link and Sign Out, focused in turn, is wholly on screen.
    await panel.evaluate((el) => el.scrollTo(0, 0));
    for (const label of MENU_ITEMS) {
      const link = mobile.getByRole("link", { name: label });
      await link.focus();
      await expect(link).toBeInViewport({ ratio: 1 });
    }
    await page.keyboard.press("Tab");
    await expect(signOut).toBeFocused();
    await expect(signOut).toBeInViewport({ ratio: 1 });
    await signOut.click();
    await expect(page).toHaveURL(/\/auth$/);
  });
});

for (const scheme of ["light", "dark"] as const) {
  test.describe(`Admin Menu at 360×640 (${scheme}), pictured`, () => {
    test.use({ viewport: { width: 360, height: 640 }, colorScheme: scheme });

    test("top and bottom of the open menu", async ({ adminPage: page }) => {
      mkdirSync("reports/screenshots/admin-menu", { recursive: true });
      await page.addInitScript((theme) => localStorage.setItem("vite-ui-theme", theme), scheme);
      await page.goto("/admin/results");
      await waitForToaster(page);
      await page.getByRole("button", { name: "Open menu" }).click();
      const panel = page.locator("#site-menu");
      await expect(panel).toBeVisible();
      await page.screenshot({ path: `reports/screenshots/admin-menu/menu-360x640-${scheme}-top.png` });
      await panel.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await expect(panel.getByRole("button", { name: "Sign Out" })).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: `reports/screenshots/admin-menu/menu-360x640-${scheme}-bottom.png` });
    });
  });
}
