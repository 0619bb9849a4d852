import type { Page } from "@playwright/test";
import { expect, test } from "./support/public-pages.ts";

async function openContact(page: Page, tab: "Send a message" | "Book a call") {
  await page.goto("/");
  await page.getByRole("link", { name: "Schedule a free call" }).click();
  const section = page.locator("#contact-section");
  await section.getByRole("tab", { name: tab }).click();
  await expect(section.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
  return section;
}

test.describe("contact section", () => {
  test("'Schedule a free call' opens it on the Book a call tab, from the hero and from pricing", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Schedule a free call" }).click();
    const section = page.locator("#contact-section");
    await expect(section.getByRole("tab", { name: "Book a call" })).toHaveAttribute("aria-selected", "true");
    await expect(section.getByRole("button", { name: "Request a discovery call" })).toBeVisible();

    await section.getByRole("tab", { name: "Send a message" }).click();
    await page.locator("#pricing").getByRole("button", { name: "Schedule a free call" }).click();
    await expect(section.getByRole("tab", { name: "Book a call" })).toHaveAttribute("aria-selected", "true");
  });

  test("the message form checks its fields with the shared schema before sending", async ({ page }) => {
    const section = await openContact(page, "Send a message");
    await section.getByRole("button", { name: "Send message" }).click();
    await expect(section.getByText("Please enter your name")).toBeVisible();
    await expect(section.getByText("Please enter your email")).toBeVisible();
    await expect(section.getByText("Please write a message of at least 10 characters.")).toBeVisible();
    await expect(section.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
  });

  test("the booking form asks for a date and a time of day", async ({ page }) => {
    const section = await openContact(page, "Book a call");
    await section.getByRole("button", { name: "Request a discovery call" }).click();
    await expect(section.getByText("Please choose a date.")).toBeVisible();
    await section.getByLabel("Preferred date").fill("2021-03-15");
    await section.getByRole("button", { name: "Request a discovery call" }).click();
    await expect(section.getByText("Please choose a date in the future.")).toBeVisible();
    await expect(section.getByText("Please choose a time of day.")).toBeVisible();
    await section.getByRole("radio", { name: "Afternoon" }).click();
    await expect(section.getByRole("radio", { name: "Afternoon" })).toHaveAttribute("aria-checked", "true");
  });

  test("sending a message shows a success toast", async ({ page }) => {
    const section = await openContact(page, "Send a message");
    await section.getByLabel("Full name").fill("Ada Example");
    await section.getByLabel("Work email").fill("ada@example.com");
    await section.getByLabel(/Company/).fill("Example Corp");
    await section
      .getByLabel("How can we help?")
      .fill("We spend about $40k a month on AWS and want a second opinion.");
    await section.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText(/Thanks for your message/)).toBeVisible();
    await expect(section.getByLabel("Full name")).toHaveValue("");
  });

  test("requesting a discovery call shows a success toast", async ({ page }) => {
    const section = await openContact(page, "Book a call");
    await section.getByLabel("Full name").fill("Grace Example");
    await section.getByLabel("Work email").fill("grace@example.com");
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await section.getByLabel("Preferred date").fill(nextWeek);
    await section.getByRole("radio", { name: "Morning" }).click();
    await section.getByRole("button", { name: "Request a discovery call" }).click();
    await expect(page.getByText(/call request is in/)).toBeVisible();
  });
});
