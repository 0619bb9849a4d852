import type { Locator, Page } from "@playwright/test";
import { parseInvite } from "../support/ics.ts";
import { createResult, fetchResult, fixturePdf, money, percent } from "./analysis-support.ts";
import { waitForMailTo } from "./support/outbox-mail.ts";
import { expect, test } from "./support/public-pages.ts";

const TEAM_INBOX = "hello@cloudbillcheck.example";
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function openBooking(page: Page): Promise<Locator> {
  await page.goto("/");
  await page.getByRole("link", { name: "Schedule a free call" }).first().click();
  const section = page.locator("#contact-section");
  await expect(section.getByRole("tab", { name: "Book a call" })).toHaveAttribute("aria-selected", "true");
  return section;
}

/** Picks the `dayIndex`-th offered day and its `timeIndex`-th time; returns the slot's instant. */
async function pickSlot(section: Locator, dayIndex: number, timeIndex: number): Promise<string> {
  await section.getByRole("radiogroup", { name: "Day" }).getByRole("radio").nth(dayIndex).click();
  const time = section.getByRole("radiogroup", { name: "Choose a time" }).getByRole("radio").nth(timeIndex);
  await time.click();
  await expect(time).toHaveAttribute("aria-checked", "true");
  return (await time.getAttribute("value")) as string;
}

test.describe("booking a discovery call", () => {
  test.use({ timezoneId: "America/New_York", locale: "en-US" });

  test("offers concrete times in the visitor's zone; booking sends the invite, whose link cancels it", async ({
    page,
  }) => {
    const section = await openBooking(page);
    await expect(section.getByTestId("slot-zone")).toContainText("Times in your time zone: America/New_York");
    await section.getByRole("button", { name: "Book the call" }).click();
    await expect(section.getByText("Please pick a time for the call.")).toBeVisible();

    const slot = await pickSlot(section, 1, 2);
    const label = new Date(slot).toLocaleTimeString("en-US", {
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "America/New_York",
    });
    await expect(section.getByRole("radio", { name: label, exact: true })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    const email = `booker-${unique()}@example.com`;
    await section.getByLabel("Full name").fill("Barbara Liskov");
    await section.getByLabel("Work email").fill(email);
    await section.getByLabel(/Anything we should prepare/).fill("Azure reservations");
    await section.getByRole("button", { name: "Book the call" }).click();
    await expect(section.getByText("Your call is booked.")).toBeVisible();
    await expect(section.getByTestId("booking-done")).toContainText(email);

    const mail = await waitForMailTo(email);
    const invite = parseInvite(mail.calendar?.content ?? "");
    expect(invite.method).toBe("REQUEST");
    expect(invite.start.toISOString()).toBe(slot);

    const link = /https?:\/\/\S+\/bookings\/manage\?token=[\w-]+&action=cancel/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link as string).pathname + new URL(link as string).search);
    await expect(page.getByRole("heading", { name: "Your discovery call" })).toBeVisible();
    await expect(page.getByTestId("managed-slot")).toContainText(label);
    await page.getByRole("button", { name: "Cancel the call" }).first().click();
    await expect(page.getByText("Your call is cancelled.")).toBeVisible();
    const cancelMail = await waitForMailTo(email, (m) => m.subject.startsWith("Cancelled"));
    expect(parseInvite(cancelMail.calendar?.content ?? "").method).toBe("CANCEL");
    // The link worked once.
    await page.reload();
    await expect(page.getByText(/This booking link is not valid/)).toBeVisible();
  });

  test("from an analysis result: name and email filled in, the result attached, staff get the figures", async ({
    page,
  }) => {
    const result = await createResult(page, fixturePdf("synthetic-aws-modern-eur-basic"));
    await page.goto(`/results/${result.id}`);
    await page.getByRole("link", { name: "Schedule a free call" }).click();
    const section = page.locator("#contact-section");
    await expect(section.getByRole("tab", { name: "Book a call" })).toHaveAttribute("aria-selected", "true");
    await expect(section.getByLabel("Full name")).toHaveValue(result.name);
    await expect(section.getByLabel("Work email")).toHaveValue(result.email);
    await expect(section.getByTestId("attached-analysis")).toContainText("AWS invoice");

    const slot = await pickSlot(section, 2, 0);
    await section.getByRole("button", { name: "Book the call" }).click();
    await expect(section.getByText("Your call is booked.")).toBeVisible();
    const staff = await waitForMailTo(TEAM_INBOX, (m) => m.text.includes(`/results/${result.id}`));
    expect(staff.subject).toMatch(/^Discovery call booked: Test Visitor on /);
    expect(staff.text).toContain("Current savings rate:");
    expect(parseInvite(staff.calendar?.content ?? "").start.toISOString()).toBe(slot);
  });

  test("from a shared result link (no manage token): details filled in, the analysis not attached", async ({
    page,
  }) => {
    const result = await createResult(page, fixturePdf("synthetic-aws-modern-eur-basic"), "AWS", {
      keepToken: false,
    });
    await page.goto(`/results/${result.id}`);
    await page.getByRole("link", { name: "Schedule a free call" }).click();
    const section = page.locator("#contact-section");
    await expect(section.getByLabel("Work email")).toHaveValue(result.email);
    // Only the browser that ran the analysis may hand its figures to staff (the server refuses the link alone).
    await expect(section.getByTestId("attached-analysis")).toHaveCount(0);
    await section.getByLabel("Work email").fill(`shared-${unique()}@example.com`);
    await pickSlot(section, 5, 0);
    await section.getByRole("button", { name: "Book the call" }).click();
    await expect(section.getByText("Your call is booked.")).toBeVisible();
  });

  test("a taken time is refused with the catalogue text and the list refreshes", async ({ page }) => {
    const section = await openBooking(page);
    const slot = await pickSlot(section, 3, 1);
    // Someone else books the same time first.
    const other = await page.request.post("/api/bookings", {
      data: { name: "Quick Visitor", email: `quick-${unique()}@example.com`, slot_start: slot },
    });
    expect(other.status()).toBe(201);
    await section.getByLabel("Full name").fill("Slow Visitor");
    await section.getByLabel("Work email").fill(`slow-${unique()}@example.com`);
    await section.getByRole("button", { name: "Book the call" }).click();
    await expect(page.getByText("That time was just taken. Please pick another.")).toBeVisible();
    await expect(section.getByRole("radio", { checked: true })).toHaveCount(1); // the day only
  });
});

test.describe("booking on a phone, in UTC", () => {
  test.use({ timezoneId: "UTC", locale: "en-US", viewport: { width: 360, height: 780 } });

  test("each time fits its button on one line, three to a row, and the zone is named once", async ({
    page,
  }) => {
    const section = await openBooking(page);
    await expect(section.getByTestId("slot-zone")).toHaveText("Times in your time zone: UTC");
    const times = section.getByRole("radiogroup", { name: "Choose a time" }).getByRole("radio");
    await expect(times.first()).toBeVisible();
    const lines = await times.evaluateAll((radios) =>
      radios.map((radio) => {
        const text = document.createRange();
        text.selectNodeContents(radio);
        const lineTops = new Set([...text.getClientRects()].map((rect) => Math.round(rect.top)));
        return {
          label: radio.textContent,
          lines: lineTops.size,
          fits: radio.scrollWidth <= radio.clientWidth,
        };
      }),
    );
    for (const time of lines)
      expect(time, `"${time.label}" on one line`).toEqual({ ...time, lines: 1, fits: true });
    const tops = await times.evaluateAll((radios) =>
      radios.slice(0, 3).map((r) => r.getBoundingClientRect().top),
    );
    expect(new Set(tops).size, "the first three times share a row").toBe(1);
  });
});

test("a result corrected by the visitor reaches staff with the corrected figures", async ({ page }) => {
  const read = await createResult(page, fixturePdf("synthetic-aws-modern-eur-basic"));
  const { total_charges, net_charges, discount, savings_plan, vat } = read.extracted_data;
  const total = total_charges ?? 0;
  const net = Math.round(total * 60) / 100;
  // The credits and the tax that go with the new net, so the invoice's equations still hold (issue 22).
  const credits = Math.round((total - net - (discount ?? 0) - (savings_plan ?? 0)) * 100) / 100;
  const tax = Math.round(((net_charges ?? 0) + (vat ?? 0) - net) * 100) / 100;
  const patched = await page.request.patch(`/api/results/${read.id}/figures`, {
    headers: { "x-manage-token": read.manageToken },
    data: { net_charges: net, credits, vat: tax },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  const corrected = (await fetchResult(page, read.id)).extracted_data;
  expect(corrected.current_savings_rate).not.toBe(read.extracted_data.current_savings_rate);

  await page.goto(`/results/${read.id}`);
  await page.getByTestId("closing-message").getByRole("link", { name: "Schedule a free call" }).click();
  const section = page.locator("#contact-section");
  await expect(section.getByTestId("attached-analysis")).toBeVisible();
  await pickSlot(section, 4, 3);
  await section.getByRole("button", { name: "Book the call" }).click();
  await expect(section.getByText("Your call is booked.")).toBeVisible();

  // The staff mail showed the figures as first read (0.0% for this invoice) while the visitor's page showed the
  // corrected ones: staff prepared the call with numbers the visitor had already put right.
  const staff = await waitForMailTo(TEAM_INBOX, (m) => m.text.includes(`/results/${read.id}`));
  expect(staff.text).toContain(
    `Current savings rate: ${percent(corrected.current_savings_rate)} (${money(corrected.monthly_current_savings, "EUR")} a month)`,
  );
  expect(staff.text).toContain("The visitor corrected figures that were misread");
});
