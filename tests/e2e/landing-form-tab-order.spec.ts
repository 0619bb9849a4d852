// The analysis form from the first paint: its fields take the focus in the page's order while the form's code is
// still on its way (the defect: a placeholder with nothing to focus, so fast tabbing passed the form, which then
// appeared above the focus). The real form, once there, keeps the focus and what was typed.
import { expect, type Page, test } from "@playwright/test";

/** Holds back the requests matching `pattern` until `release` is called. */
async function holdBack(page: Page, pattern: RegExp): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

const FORM_CHUNK = /\/assets\/analysis-workspace-[^/]*\.js$/;
const APP_CHUNKS = /\/assets\/(app|framework)-[^/]*\.js$/;
const FIELDS = [
  "analysis-name",
  "analysis-email",
  "analysis-provider-pending",
  "analysis-file",
  "analysis-submit",
];

/** Presses Tab right away, `presses` times, and lists the focused element after each: its id, else its tag. */
async function tabAtOnce(page: Page, presses: number): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press("Tab");
    seen.push(
      await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return "body";
        const section = element.closest("section[id]")?.id ?? "";
        return element.id || `${element.tagName.toLowerCase()}@${section}`;
      }),
    );
  }
  return seen;
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const [what, pattern] of [
      ["the form's code", FORM_CHUNK],
      ["the app's code", APP_CHUNKS],
    ] as const) {
      test(`Tab at once after load reaches every field of the form in order while ${what} is on its way`, async ({
        page,
      }) => {
        const held = await holdBack(page, pattern);
        // No waiting for the network to go idle: the keys come as soon as the page has loaded.
        await page.goto("/", { waitUntil: "domcontentloaded" });
        const seen = await tabAtOnce(page, 30);
        const at = FIELDS.map((id) => seen.indexOf(id));
        expect(
          at.every((index) => index >= 0),
          `fields reached: ${seen.join(" ")}`,
        ).toBe(true);
        expect(
          [...at].sort((a, b) => a - b),
          "in the page's order",
        ).toEqual(at);
        // Nothing after the form came before its first field, and the fields follow one another.
        expect(at.at(-1)! - at[0]!).toBe(FIELDS.length - 1);
        expect(
          seen
            .slice(0, at[0])
            .filter((id) => !id.endsWith("@") && /@(testimonials|features|pricing|contact)/.test(id)),
        ).toEqual([]);
        held.release();
      });
    }

    test("what was typed before the form's code arrived stays, and so does the focus", async ({ page }) => {
      const held = await holdBack(page, FORM_CHUNK);
      await page.goto("/", { waitUntil: "domcontentloaded" });
      const seen = await tabAtOnce(page, 30);
      expect(seen).toContain("analysis-email");
      await page.locator("#analysis-name").focus();
      await page.keyboard.type("Jane Doe");
      await page.keyboard.press("Tab");
      await page.keyboard.type("jane@example.com");
      await expect(page.locator("#analysis-email")).toBeFocused();
      held.release();
      // The real form: its submit button says what it does, and is enabled once the providers are there.
      const form = page.getByRole("form", { name: "Bill analysis" });
      await expect(form.locator("[data-lazy-fallback]")).toHaveCount(0);
      await expect(page.locator("[data-lazy-fallback] #analysis-name")).toHaveCount(0);
      await expect(page.locator("#analysis-name")).toHaveValue("Jane Doe");
      await expect(page.locator("#analysis-email")).toHaveValue("jane@example.com");
      await expect(page.locator("#analysis-email")).toBeFocused();
      // And the next Tab goes on in the page's order: the provider list.
      await page.keyboard.press("Tab");
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest("#calculator") !== null))
        .toBe(true);
      expect(
        await page.evaluate(
          () =>
            document.activeElement?.getAttribute("role") === "radio" ||
            document.activeElement?.id === "analysis-provider-pending",
        ),
      ).toBe(true);
    });
  });
}
