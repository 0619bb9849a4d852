import type { Page } from "@playwright/test";
import { waitForMailTo } from "./support/outbox-mail.ts";
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
    await expect(section.getByRole("button", { name: "Book the call" })).toBeVisible();

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

  test("sending a message shows a success toast and a confirmation that stays (issue 24 item 17)", async ({
    page,
  }) => {
    const section = await openContact(page, "Send a message");
    await section.getByLabel("Full name").fill("Ada Example");
    await section.getByLabel("Work email").fill("ada@example.com");
    await section.getByLabel(/Company/).fill("Example Corp");
    await section
      .getByLabel("How can we help?")
      .fill("We spend about $40k a month on AWS and want a second opinion.");
    await section.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText(/Thanks for your message/)).toBeVisible();
    const sent = section.getByTestId("message-sent");
    await expect(sent).toContainText("Your message is sent.");
    await expect(sent).toContainText("ada@example.com");
    // The toast fades; the confirmation does not.
    await expect(page.getByText(/Thanks for your message/)).toHaveCount(0, { timeout: 15_000 });
    await expect(sent).toBeVisible();
    await section.getByRole("button", { name: "Send another message" }).click();
    await expect(section.getByLabel("Full name")).toHaveValue("");
    // Stored for staff; the visitor's acknowledgement is a fixed text.
    const ack = await waitForMailTo("ada@example.com");
    expect(ack.subject).toBe("We received your message - Cloud Bill Check");
    expect(ack.text).not.toContain("second opinion");
  });

  test("sent with the keyboard, the focus moves to the confirmation (not back to the top of the page)", async ({
    page,
  }) => {
    const section = await openContact(page, "Send a message");
    await section.getByLabel("Full name").fill("Kay Board");
    await section.getByLabel("Work email").fill("kay@example.com");
    await section.getByLabel("How can we help?").fill("Could you look at our Azure reservations, please?");
    const send = section.getByRole("button", { name: "Send message" });
    await send.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(/Thanks for your message/)).toBeVisible();
    // The form is disabled while it sends, which dropped the focus to the page's body; now the confirmation has it.
    await expect(section.getByText("Your message is sent.")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(section.getByRole("button", { name: "Send another message" })).toBeFocused();
  });
});
