// Issue 11 item 3: the provider radio group follows the WAI-ARIA radio pattern: arrow keys move and select.
import { expect, test } from "./support/public-pages.ts";

test("arrow keys change the provider that the form sends", async ({ page }) => {
  // What the form hands to fetch (Chromium does not expose a multipart body with a file to the test).
  await page.addInitScript(() => {
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (init?.body instanceof FormData)
        (window as unknown as { __sentProvider: unknown }).__sentProvider = init.body.get("cloudProviderId");
      return send(input, init);
    };
  });
  await page.goto("/#calculator");
  const group = page.getByRole("radiogroup", { name: "Cloud Provider" });
  const radios = group.getByRole("radio");
  await expect(radios.first()).toBeVisible();
  await expect(radios.first()).toBeChecked();
  const firstName = (await radios.first().textContent()) ?? "";
  await radios.first().focus();
  await page.keyboard.press("ArrowRight");
  const second = radios.nth(1);
  await expect(second).toBeFocused();
  await expect(second).toBeChecked();
  await expect(radios.first()).not.toBeChecked();
  const secondName = (await second.textContent()) ?? "";
  expect(secondName).not.toBe(firstName);
  const providers = (await (await page.request.get("/api/providers")).json()) as Array<{
    id: string;
    name: string;
  }>;
  const chosen = providers.find((provider) => secondName.startsWith(provider.name));
  expect(chosen, `a provider named like '${secondName}'`).toBeTruthy();

  // Tab away and submit: the request carries the provider the arrow key selected.
  await page.keyboard.press("Tab");
  const form = page.getByRole("form", { name: "Bill analysis" });
  await form.getByLabel("Full Name").fill("Grace Hopper");
  await form.getByLabel("Work Email").fill("grace@example.com");
  await form.locator('input[type="file"]').setInputFiles({
    name: "bill.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n%%EOF\n"),
  });
  await form.locator('button[type="submit"]').click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __sentProvider?: unknown }).__sentProvider))
    .toBe(chosen?.id);
});
