import type { Page } from "@playwright/test";
import { expect, test } from "./support/public-pages.ts";

const PAGE_SIZE = 6;

type PublicTestimonial = { name: string; image_path: string | null; linkedin_url: string | null };

/** All testimonials as the API serves them, to compare the carousel with (seed: 8 = 6 + 2). */
async function fetchAllTestimonials(page: Page): Promise<PublicTestimonial[]> {
  const all: PublicTestimonial[] = [];
  for (let number = 1; number < 20; number++) {
    const response = await page.request.get(`/api/testimonials?page=${number}`);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { items: PublicTestimonial[]; has_more: boolean };
    all.push(...body.items);
    if (!body.has_more || body.items.length < PAGE_SIZE) break;
  }
  return all;
}

async function openCarousel(page: Page) {
  await page.goto("/#testimonials");
  const track = page.getByTestId("testimonial-track");
  await expect(track).toBeVisible();
  return track;
}

test.describe("testimonials carousel", () => {
  test("arrows scroll the track by 300 px", async ({ page }) => {
    const track = await openCarousel(page);
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(0);
    await page.getByRole("button", { name: "Scroll testimonials right" }).click();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(300);
    await page.getByRole("button", { name: "Scroll testimonials right" }).click();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(600);
    await page.getByRole("button", { name: "Scroll testimonials left" }).click();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(300);
  });

  test("cards are 350 x 280 px and show name, role, company, image or initials", async ({ page }) => {
    const expected = await fetchAllTestimonials(page);
    const track = await openCarousel(page);
    const first = track.getByTestId("testimonial-card").first();
    const box = await first.boundingBox();
    expect(box?.width).toBe(350);
    expect(box?.height).toBe(280);

    const withImage = expected.find((t) => t.image_path);
    const withoutImage = expected.slice(0, PAGE_SIZE).find((t) => !t.image_path);
    expect(withImage && withoutImage, "seed has testimonials with and without images").toBeTruthy();
    const imageCard = track.getByTestId("testimonial-card").filter({ hasText: withImage?.name ?? "" });
    await expect(imageCard.locator("img")).toHaveAttribute("src", `/testimonials/${withImage?.image_path}`);
    await expect
      .poll(() =>
        imageCard.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    const initialsCard = track.getByTestId("testimonial-card").filter({ hasText: withoutImage?.name ?? "" });
    await expect(initialsCard.getByTestId("testimonial-initials")).toBeVisible();
  });

  test("LinkedIn links open in a new tab with rel noopener", async ({ page }) => {
    const expected = await fetchAllTestimonials(page);
    const track = await openCarousel(page);
    const person = expected.slice(0, PAGE_SIZE).find((t) => t.linkedin_url);
    expect(person, "seed has a testimonial with a LinkedIn URL on page 1").toBeTruthy();
    const link = track.getByRole("link", { name: `${person?.name} on LinkedIn (opens in a new tab)` });
    await expect(link).toHaveAttribute("href", person?.linkedin_url ?? "");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  });

  test("a broken image falls back to the initials", async ({ page }) => {
    const expected = await fetchAllTestimonials(page);
    const person = expected.slice(0, PAGE_SIZE).find((t) => t.image_path);
    // Simulates a file missing from the server: the request for this one image fails.
    await page.route(`**/testimonials/${person?.image_path}`, (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    const track = await openCarousel(page);
    const card = track.getByTestId("testimonial-card").filter({ hasText: person?.name ?? "" });
    await expect(card.getByTestId("testimonial-initials")).toBeVisible();
    await expect(card.locator("img")).toHaveCount(0);
  });

  test("infinite scroll loads page 2 at the end and stops after the short page", async ({ page }) => {
    const expected = await fetchAllTestimonials(page);
    expect(expected.length, "needs more than one page of testimonials").toBeGreaterThan(PAGE_SIZE);
    // Every request for a page, and how it ended: a page asked for again must be the one retry after a failure
    // (the client retries a failed request once), never a second load of a page that arrived.
    const pagesRequested: number[] = [];
    const log: string[] = [];
    const pageOf = (url: string) => Number(/\/api\/testimonials\?page=(\d+)/.exec(url)?.[1] ?? 0);
    page.on("request", (request) => {
      const number = pageOf(request.url());
      if (!number) return;
      pagesRequested.push(number);
      log.push(`request page ${number}`);
    });
    page.on("requestfinished", async (request) => {
      const number = pageOf(request.url());
      if (number) log.push(`page ${number} answered ${(await request.response())?.status()}`);
    });
    page.on("requestfailed", (request) => {
      const number = pageOf(request.url());
      if (number) log.push(`page ${number} failed: ${request.failure()?.errorText}`);
    });
    const loadedOnce = () => {
      const arrived = new Set<number>();
      for (const line of log) {
        const answered = /^page (\d+) answered 200$/.exec(line);
        if (answered) arrived.add(Number(answered[1]));
        const requested = /^request page (\d+)$/.exec(line);
        if (requested && arrived.has(Number(requested[1]))) return false;
      }
      return true;
    };
    const distinct = () => [...new Set(pagesRequested)];

    const track = await openCarousel(page);
    const cards = track.getByTestId("testimonial-card");
    await expect(cards).toHaveCount(PAGE_SIZE);
    expect(distinct(), log.join("; ")).toEqual([1]);

    await track.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: "instant" }));
    await expect(cards).toHaveCount(expected.length);
    expect(distinct(), log.join("; ")).toEqual([1, 2]);
    await expect(track.getByTestId("testimonial-sentinel")).toHaveCount(0);

    await track.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: "instant" }));
    await page.waitForTimeout(800);
    expect(distinct(), "no request after the short page").toEqual([1, 2]);
    expect(loadedOnce(), `no page asked for again once it arrived: ${log.join("; ")}`).toBe(true);
    expect(pagesRequested.length, `at most one retry per page: ${log.join("; ")}`).toBeLessThanOrEqual(4);
    await expect(cards.last()).toContainText(expected.at(-1)?.name ?? "");
  });

  test("shows a skeleton of 3 cards while the first page loads", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Holds the real response back (no stub) so the loading state stays on screen.
    await page.route("**/api/testimonials?page=1", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/#testimonials");
    await expect(page.getByTestId("testimonial-skeleton")).toHaveCount(3);
    release();
    await expect(page.getByTestId("testimonial-card").first()).toBeVisible();
    await expect(page.getByTestId("testimonial-skeleton")).toHaveCount(0);
  });

  test("shows the empty message when there are no testimonials", async ({ page }) => {
    // The seeded database always has testimonials; an empty first page is the only stubbed answer in this suite.
    await page.route("**/api/testimonials?page=1", (route) =>
      route.fulfill({ json: { items: [], page: 1, has_more: false } }),
    );
    await page.goto("/#testimonials");
    await expect(page.getByText("No testimonials available at the moment.")).toBeVisible();
  });
});

// Issue 11: an arrow with nowhere to go is disabled (aria-disabled, dimmed) and keeps the keyboard focus.
for (const width of [360, 1280]) {
  test.describe(`carousel arrows at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("left is disabled at the start, right at the end; both dimmed then, and focus stays", async ({
      page,
    }) => {
      const expected = await fetchAllTestimonials(page);
      const track = await openCarousel(page);
      const left = page.getByRole("button", { name: "Scroll testimonials left" });
      const right = page.getByRole("button", { name: "Scroll testimonials right" });
      const opacity = (button: typeof left) => button.evaluate((el) => getComputedStyle(el).opacity);

      await expect(left).toHaveAttribute("aria-disabled", "true");
      await expect(left).toBeDisabled();
      await expect(right).toBeEnabled();
      await expect.poll(() => opacity(left)).toBe("0.5");
      expect(await opacity(right)).toBe("1");

      // A disabled arrow does nothing.
      await left.focus();
      await page.keyboard.press("Enter");
      await page.waitForTimeout(400);
      expect(await track.evaluate((el) => el.scrollLeft)).toBe(0);

      // By keyboard to the end (page 2 loads on the way): the right arrow turns off and keeps the focus.
      await right.focus();
      for (let press = 0; press < 40; press++) {
        if ((await right.getAttribute("aria-disabled")) === "true") break;
        await page.keyboard.press("Enter");
        await page.waitForTimeout(350);
      }
      await expect(track.getByTestId("testimonial-card")).toHaveCount(expected.length);
      await expect(right).toHaveAttribute("aria-disabled", "true");
      await expect(right).toBeFocused();
      await expect(left).toBeEnabled();
      await expect.poll(() => opacity(right)).toBe("0.5");
      const atEnd = await track.evaluate((el) => ({
        left: el.scrollLeft,
        max: el.scrollWidth - el.clientWidth,
      }));
      expect(atEnd.left).toBeGreaterThanOrEqual(atEnd.max - 1);
      await page.keyboard.press("Enter");
      await page.waitForTimeout(400);
      expect(await track.evaluate((el) => el.scrollLeft)).toBe(atEnd.left);

      // Back one step: both arrows work again.
      await left.click();
      await expect(right).toBeEnabled();
      await expect(left).toBeEnabled();
    });
  });
}

// Issue 11: the cards sat 8 px right of the heading at 768 and 1280 px, and one card was cut at 360 px.
for (const width of [360, 768, 1280]) {
  test(`at ${width} px the first card lines up with the heading and fits on screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const track = await openCarousel(page);
    const heading = page.getByRole("heading", { level: 2, name: "Teams that stopped overpaying" });
    const headingBox = await heading.boundingBox();
    const card = track.getByTestId("testimonial-card").first();
    const cardBox = await card.boundingBox();
    const trackBox = await track.boundingBox();
    if (!headingBox || !cardBox || !trackBox) throw new Error("the heading, track or card is not laid out");
    expect(Math.abs(cardBox.x - headingBox.x), "card's left edge vs the heading's").toBeLessThanOrEqual(0.5);
    expect(cardBox.x + cardBox.width, "card's right edge within the screen").toBeLessThanOrEqual(width - 16);
    expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(trackBox.x + trackBox.width);
    expect(cardBox.width).toBe(Math.min(350, width - 32));
  });
}
