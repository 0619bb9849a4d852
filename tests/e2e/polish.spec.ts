import type { Locator, Page } from "@playwright/test";
import { createResult, fixturePdf } from "./analysis-support.ts";
import { waitForMailTo } from "./support/outbox-mail.ts";
import { expect, test } from "./support/public-pages.ts";

// Issue 24: the details a demanding visitor notices (items 5, 7, 10, 11, 12, 13, 14).
const LOCATION = "https://meet.example.com/cloud-bill-check"; // BOOKING_LOCATION of scripts/e2e-server.mjs
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const WIDTHS = [360, 768, 1280] as const;

async function openContactTab(page: Page, tab: "Book a call" | "Send a message"): Promise<Locator> {
  await page.goto("/#contact-section");
  const section = page.locator("#contact-section");
  await section.getByRole("tab", { name: tab }).click();
  await expect(section.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
  return section;
}

/** YYYY-MM-DD of an instant in a zone. */
function dayIn(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(instant));
}

test("the hero's sample card is plainly an example and names no provider's average (item 7)", async ({
  page,
}) => {
  await page.goto("/");
  const card = page.getByTestId("hero-sample");
  await expect(card).toContainText("Example analysis");
  await expect(card).toContainText("made-up figures");
  await expect(card).not.toContainText("AWS");
  await expect(card).not.toContainText(/Average for/);
});

for (const width of WIDTHS) {
  test(`the contact tab panel shows a focus ring when the keyboard reaches it at ${width} px (item 10)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const section = await openContactTab(page, "Send a message");
    await section.getByRole("tab", { name: "Send a message" }).focus();
    await page.keyboard.press("Tab");
    const panel = section.getByRole("tabpanel");
    await expect(panel).toBeFocused();
    const ring = await panel.evaluate((el) => {
      const style = getComputedStyle(el);
      return { shadow: style.boxShadow, outline: `${style.outlineStyle} ${style.outlineWidth}` };
    });
    expect(ring.shadow !== "none" || !ring.outline.startsWith("none")).toBe(true);
  });
}

test.describe("booking in another time zone, then adding it to a calendar", () => {
  test.use({ timezoneId: "America/New_York", locale: "en-US" });

  test("the slot list follows a zone picked from the searchable list; the mail and links follow (items 12-14)", async ({
    page,
  }) => {
    const section = await openContactTab(page, "Book a call");
    const zone = section.getByLabel("Time zone");
    await expect(zone).toHaveValue("America/New_York");
    const options = await section
      .locator("datalist option")
      .evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value));
    expect(options.length).toBeGreaterThan(300);
    expect(options).toContain("Asia/Tokyo");

    await zone.fill("Asia/Tokyo");
    await expect(section.getByTestId("slot-zone")).toContainText("Asia/Tokyo");
    await section.getByRole("radiogroup", { name: "Day" }).getByRole("radio").nth(1).click();
    const time = section.getByRole("radiogroup", { name: "Choose a time" }).getByRole("radio").first();
    await time.click();
    const slot = (await time.getAttribute("value")) as string;
    const tokyo = new Date(slot).toLocaleTimeString("en-US", {
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "Asia/Tokyo",
    });
    await expect(time).toHaveText(tokyo);

    const email = `zone-${unique()}@example.com`;
    await section.getByLabel("Full name").fill("Ken Tokyo");
    await section.getByLabel("Work email").fill(email);
    await section.getByRole("button", { name: "Book the call" }).click();
    const done = section.getByTestId("booking-done");
    await expect(done).toContainText("Your call is booked.");
    await expect(done.getByTestId("call-location")).toContainText(`Where: ${LOCATION}`);
    const mail = await waitForMailTo(email);
    expect(mail.text).toContain("(Asia/Tokyo)");
    expect(mail.text).toContain(`Where: ${LOCATION}`);

    const calendar = done.getByRole("navigation", { name: "Add to calendar" });
    const google = new URL(
      (await calendar.getByRole("link", { name: "Google Calendar" }).getAttribute("href")) ?? "",
    );
    expect(google.origin + google.pathname).toBe("https://calendar.google.com/calendar/render");
    const stamp = (d: Date) =>
      d
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "");
    const end = new Date(new Date(slot).getTime() + 30 * 60_000);
    expect(google.searchParams.get("dates")).toBe(`${stamp(new Date(slot))}/${stamp(end)}`);
    expect(google.searchParams.get("location")).toBe(LOCATION);
    for (const [name, host] of [
      ["Outlook.com", "outlook.live.com"],
      ["Office 365", "outlook.office.com"],
    ] as const) {
      const url = new URL((await calendar.getByRole("link", { name }).getAttribute("href")) ?? "");
      expect(url.host).toBe(host);
      expect(url.searchParams.get("startdt")).toBe(slot);
      expect(url.searchParams.get("enddt")).toBe(end.toISOString());
    }
    const download = page.waitForEvent("download");
    await calendar.getByRole("link", { name: "Download .ics" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("discovery-call.ics");
    const ics = await (await file.createReadStream()).toArray();
    const text = Buffer.concat(ics).toString("utf8");
    expect(text).toContain(`DTSTART:${stamp(new Date(slot))}`);
    expect(text).toContain(`LOCATION:${LOCATION}`);
  });

  test("the manage page opens on the booked call's day and says where it happens (items 11, 12)", async ({
    page,
  }) => {
    const slots = (await (await page.request.get("/api/bookings/slots?days=14")).json()) as {
      slots: string[];
    };
    const days = [...new Set(slots.slots.map((s) => dayIn(s, "America/New_York")))];
    // A call on the third offered day, early enough that the day keeps other free times.
    const slot = slots.slots.find((s) => dayIn(s, "America/New_York") === days[2]) as string;
    const email = `manage-${unique()}@example.com`;
    const booked = await page.request.post("/api/bookings", {
      data: { name: "Mo Day", email, slot_start: slot },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const mail = await waitForMailTo(email);
    const link = /https?:\/\/\S+\/bookings\/manage\?token=[\w-]+/.exec(mail.text)?.[0] as string;
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByTestId("call-location")).toContainText(LOCATION);
    await expect(page.getByRole("navigation", { name: "Add to calendar" })).toBeVisible();
    const checked = page.getByRole("radiogroup", { name: "Day" }).getByRole("radio", { checked: true });
    await expect(checked).toHaveAttribute("value", days[2] as string);
  });
});

test("a fixed currency loses its error at once in the correction form (item 5)", async ({ page }) => {
  const result = await createResult(page, fixturePdf("synthetic-gcp-eur-vat-credits"), "GCP");
  await page.goto(`/results/${result.id}`);
  await page.getByRole("button", { name: "Correct a figure" }).click();
  const form = page.getByRole("form", { name: "Correct the figures" });
  const currency = form.getByLabel("Currency");
  await currency.fill("EU");
  await form.getByRole("button", { name: "Save and recompute" }).click();
  await expect(form.getByText(/Currency must be a three-letter code/)).toBeVisible();
  await currency.fill("USD");
  await expect(form.getByText(/Currency must be a three-letter code/)).toHaveCount(0);
  await expect(currency).not.toHaveAttribute("aria-invalid", "true");
});
