import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, NAV_LABELS, SECTION_IDS, test, waitForApp } from "./support/public-pages.ts";

test.describe("header", () => {
  test("logo links home and the section links scroll to their sections", async ({ page }) => {
    await page.goto("/terms");
    await page.getByRole("link", { name: /home$/ }).click();
    await expect(page).toHaveURL(/\/$/);

    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [index, label] of NAV_LABELS.entries()) {
      const id = SECTION_IDS[index];
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id} h2`).first()).toBeInViewport();
    }
  });

  test("a section link on another page goes to the landing page and scrolls there", async ({ page }) => {
    await page.goto("/privacy");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.locator("#pricing h2").first()).toBeInViewport();
  });

  test("the Admin button goes to /auth when signed out", async ({ page }) => {
    await page.goto("/");
    const admin = page.getByRole("banner").getByRole("link", { name: "Admin" });
    await expect(admin).toHaveAttribute("href", "/auth");
    await admin.click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
  });
});

test.describe("footer", () => {
  test("has social links, the Legal column, a tagline and this year's copyright", async ({ page }) => {
    await page.goto("/terms");
    const footer = page.getByRole("contentinfo");
    for (const network of ["GitHub", "Discord", "LinkedIn"]) {
      const link = footer.getByRole("link", { name: new RegExp(`on ${network}$`) });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toHaveAttribute("href", /^https:\/\//);
    }
    await expect(footer.getByRole("heading", { name: "Legal" })).toBeVisible();
    await expect(footer.getByText(/FinOps experts/)).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();

    await footer.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { message: "a new page starts at the top" })
      .toBe(0);

    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  });

  test("footer section links lead back to the landing sections", async ({ page }) => {
    await page.goto("/terms");
    await page.getByRole("contentinfo").getByRole("link", { name: "Features" }).click();
    await expect(page).toHaveURL(/\/#features$/);
    await expect(page.locator("#features h2").first()).toBeInViewport();
  });
});

test.describe("mobile menu (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("toggles, lists the same links, closes on navigation and on Escape", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();

    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    for (const label of NAV_LABELS)
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Admin Login" })).toHaveAttribute("href", "/auth");

    await menu.getByRole("link", { name: "Testimonials" }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator("#testimonials h2")).toBeInViewport();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });

  // Issue 11: the menu stayed open on a tap outside it (first-screen.spec.ts covers the pre-rendered page).
  test("a tap outside the menu closes it, in the running app and on a page without a pre-render", async ({
    page,
  }) => {
    for (const path of ["/", "/auth"]) {
      await page.goto(path);
      await waitForApp(page);
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(menu).toBeVisible();
      await page.mouse.click(200, 700);
      await expect(menu).toBeHidden();
      await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    }
  });

  test("nothing overflows horizontally at 360 and 390 px", async ({ page }) => {
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ["/", "/terms", "/privacy", "/auth"]) {
        await page.goto(path);
        if (path === "/") {
          await page.getByRole("link", { name: "Schedule a free call" }).click();
          await expect(page.locator("[data-lazy-fallback]")).toHaveCount(0);
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
      }
    }
  });
});

test.describe("a page whose code cannot load (an open tab after a deploy removed its chunks)", () => {
  const manifest = () =>
    JSON.parse(readFileSync(path.resolve("dist/client/.vite/manifest.json"), "utf8")) as Record<
      string,
      { file: string }
    >;
  const chunkOf = (source: string) => {
    const chunk = manifest()[source];
    if (!chunk) throw new Error(`no chunk for ${source} in the build`);
    return chunk.file;
  };

  test("shows the error screen with Reload and Go home", async ({ page }) => {
    await page.route(`**/${chunkOf("src/client/pages/terms/route.tsx")}`, (route) => route.abort());
    await page.goto("/");
    await waitForApp(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go home" })).toBeVisible();
  });

  test("still says so, with Reload, when the error screen's own chunk is gone too", async ({ page }) => {
    await page.route(`**/${chunkOf("src/client/pages/terms/route.tsx")}`, (route) => route.abort());
    await page.route(`**/${chunkOf("src/client/components/layout/route-error.tsx")}`, (route) =>
      route.abort(),
    );
    await page.goto("/");
    await waitForApp(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Reload" })).toBeVisible();
  });
});
