import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, renderAllSections, SECTION_IDS, test, waitForApp } from "./support/public-pages.ts";

test.describe("landing page", () => {
  test("shows the hero promise and both calls to action", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("up to 40%");
    await expect(page.getByRole("link", { name: "Schedule a free call" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Free Analysis" })).toBeVisible();
  });

  // Issue 11: the illustration showed $67,440 where its own figures give $66,960.
  test("the hero illustration's figures add up: (average - current) x 12 months", async ({ page }) => {
    await page.goto("/");
    const money = (text: string | null) => Number((text ?? "").replace(/[^0-9.]/g, ""));
    const hero = page.locator("section[aria-labelledby='hero-title']");
    const monthly = await hero.getByText(/^\$[\d,]+\.\d\d \/ month$/).allTextContents();
    expect(monthly).toHaveLength(2);
    const [current, average] = monthly.map(money);
    const yearly = money(await hero.locator("strong", { hasText: /^\$[\d,]+$/ }).textContent());
    expect(yearly).toBe(((average ?? 0) - (current ?? 0)) * 12);
  });

  test("has the anchored sections in spec order", async ({ page }) => {
    await page.goto("/");
    await renderAllSections(page);
    const ids = await page.evaluate(
      (wanted) =>
        [...document.querySelectorAll("[id]")]
          .map((element) => element.id)
          .filter((id) => wanted.includes(id)),
      [...SECTION_IDS] as string[],
    );
    expect(ids).toEqual([...SECTION_IDS]);
    await expect(
      page.locator("#calculator").getByRole("heading", { name: "Get Your Free Savings Analysis" }),
    ).toBeVisible();
    await expect(page.locator("#testimonials").getByRole("heading", { level: 2 })).toBeVisible();
    await expect(page.locator("#features").getByRole("heading", { level: 2 })).toBeVisible();
    await expect(page.locator("#pricing").getByRole("heading", { level: 2 })).toBeVisible();
    await expect(page.locator("#contact-section").getByRole("heading", { level: 2 })).toBeVisible();
  });

  test("features, pricing and contact are lazy chunks: placeholders first, then loaded at the first key press", async ({
    page,
  }) => {
    const lazyChunks: string[] = [];
    page.on("request", (request) => {
      if (/(features|pricing|contact)-section-.*\.js$/.test(request.url())) lazyChunks.push(request.url());
    });
    const response = await page.request.get("/");
    const html = await response.text();
    for (const id of SECTION_IDS) expect(html, `#${id} is in the pre-rendered page`).toContain(`id="${id}"`);
    expect(html.match(/Loading section\.\.\./g)?.length ?? 0).toBeGreaterThanOrEqual(4);
    await page.goto("/");
    await waitForApp(page);
    // Nothing below the first screen is fetched before the visitor does something (issue 14).
    await page.waitForTimeout(1500);
    expect(lazyChunks).toHaveLength(0);
    await expect(page.locator("#pricing [data-lazy-fallback]")).toHaveCount(1);
    // Without any scrolling: a keyboard user's first Tab brings every section onto the page.
    await page.keyboard.press("Tab");
    await expect(page.locator("[data-lazy-fallback]")).toHaveCount(0);
    await expect(
      page.locator("#contact-section").getByRole("tab", { name: "Send a message" }),
    ).toBeAttached();
    expect(lazyChunks).toHaveLength(3);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  // Issue 21: the page's stylesheet is inlined; a lazy chunk that imports the entry chunk used to make Vite's
  // preload helper add the same stylesheet as a <link> when it loaded, so every later style recalculation matched
  // each rule twice.
  test("the inlined stylesheet is never added again by the chunks the first interaction loads", async ({
    page,
  }) => {
    const stylesheetRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheetRequests.push(request.url());
    });
    await page.goto("/");
    await waitForApp(page);
    await page.keyboard.press("Tab");
    await expect(page.locator("[data-lazy-fallback]")).toHaveCount(0);
    await expect(page.locator("#calculator form")).toBeAttached();
    await page.waitForLoadState("networkidle");
    expect(stylesheetRequests).toEqual([]);
    expect(await page.locator('link[rel="stylesheet"]:not([disabled])').count()).toBe(0);
  });

  // Issue 21: sonner (8 KB) is fetched when something toasts or the visitor starts using the page, not with the
  // first screen; a toast asked for before its area is up waits for it (lib/toast.ts).
  test("the toast area is not fetched before the first interaction, and is there after it", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    const isSonner = (pathname: string) =>
      pathname.startsWith("/assets/") &&
      readFileSync(path.resolve("dist/client", `.${pathname}`), "utf8").includes("data-sonner-toaster");
    await page.goto("/");
    await waitForApp(page);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1500);
    expect(scripts.length).toBeGreaterThan(2);
    expect(scripts.filter(isSonner), "sonner before any interaction").toEqual([]);
    await expect(page.locator("section[aria-label^='Notifications']")).toHaveCount(0);
    await page.mouse.move(20, 300);
    await expect(page.locator("section[aria-label^='Notifications']")).toBeAttached();
    expect(scripts.filter(isSonner)).toHaveLength(1);
  });

  test("without sonner's or the footer's chunk (the network gone) the page goes on working", async ({
    page,
  }) => {
    const chunkWith = (text: string) =>
      readdirSync(path.resolve("dist/client/assets")).find(
        (file) =>
          file.endsWith(".js") &&
          readFileSync(path.resolve("dist/client/assets", file), "utf8").includes(text),
      );
    const sonnerChunk = chunkWith("data-sonner-toaster");
    const footerChunk = readdirSync(path.resolve("dist/client/assets")).find((file) =>
      /^footer-.*\.js$/.test(file),
    );
    expect(sonnerChunk).toBeDefined();
    expect(footerChunk).toBeDefined();
    await page.route(`**/assets/${sonnerChunk}`, (route) => route.abort());
    await page.route(`**/assets/${footerChunk}`, (route) => route.abort());
    await page.goto("/");
    await waitForApp(page);
    await page.mouse.move(20, 300);
    await page.waitForTimeout(500);
    await page.getByRole("link", { name: "Get Free Analysis" }).click();
    await expect(page).toHaveURL(/#calculator$/);
    await expect(page.locator("#calculator form")).toBeVisible();
    await expect(page.locator("section[aria-label^='Notifications']")).toHaveCount(0);
  });

  test("'Get Free Analysis' scrolls to #calculator", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Get Free Analysis" }).click();
    await expect(
      page.locator("#calculator").getByRole("heading", { name: "Get Your Free Savings Analysis" }),
    ).toBeInViewport();
    await expect(page).toHaveURL(/#calculator$/);
  });

  test("'Schedule a free call' scrolls to #contact-section", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Schedule a free call" }).click();
    await expect(page.locator("#contact-section").getByRole("heading", { level: 2 })).toBeInViewport();
    await expect(page).toHaveURL(/#contact-section$/);
  });

  test("lazy sections arrive without layout shift", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    // Scroll slowly so each lazy section arrives while the page is being read, as a visitor would see it.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 300) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
    });
    await expect(page.locator("[data-lazy-fallback]")).toHaveCount(0);
    await page.waitForTimeout(300);
    const total = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(total).toBeLessThan(0.02);
  });

  test("opening /#pricing scrolls to the section once it has rendered", async ({ page }) => {
    await page.goto("/#pricing");
    await expect(page.locator("#pricing").getByRole("heading", { level: 2 })).toBeInViewport();
  });
});
