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
    const pagesRequested: number[] = [];
    page.on("request", (request) => {
      const match = /\/api\/testimonials\?page=(\d+)/.exec(request.url());
      if (match) pagesRequested.push(Number(match[1]));
    });

    const track = await openCarousel(page);
    const cards = track.getByTestId("testimonial-card");
    await expect(cards).toHaveCount(PAGE_SIZE);
    expect(pagesRequested).toEqual([1]);

    await track.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: "instant" }));
    await expect(cards).toHaveCount(expected.length);
    expect(pagesRequested).toEqual([1, 2]);
    await expect(track.getByTestId("testimonial-sentinel")).toHaveCount(0);

    await track.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: "instant" }));
    await page.waitForTimeout(800);
    expect(pagesRequested, "no request after the short page").toEqual([1, 2]);
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
