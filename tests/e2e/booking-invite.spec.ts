import type { Locator, Page } from "@playwright/test";
import { parseInvite } from "../support/ics.ts";
import { waitForMailTo } from "./support/outbox-mail.ts";
import { expect, test } from "./support/public-pages.ts";

// The booking's time-zone field, and the page's "Download .ics" beside the mailed invitation: one event, one
// attendee name, one way of naming the zone.
const LOCATION = "https://meet.example.com/cloud-bill-check"; // BOOKING_LOCATION of scripts/e2e-server.mjs
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function openBooking(page: Page): Promise<Locator> {
  await page.goto("/#contact-section");
  const section = page.locator("#contact-section");
  await section.getByRole("tab", { name: "Book a call" }).click();
  await expect(section.getByRole("tab", { name: "Book a call" })).toHaveAttribute("aria-selected", "true");
  return section;
}

test.describe("booking from New York", () => {
  test.use({ timezoneId: "America/New_York", locale: "en-US" });

  test("the time-zone field takes every IANA name and alias, in any case", async ({ page }) => {
    const section = await openBooking(page);
    const zone = section.getByLabel("Time zone");
    const shown = section.getByTestId("slot-zone");
    for (const [typed, named] of [
      ["Asia/Kolkata", "Asia/Kolkata"],
      ["asia/calcutta", "Asia/Calcutta"],
      ["asia/kolkata", "Asia/Kolkata"],
      ["europe/paris", "Europe/Paris"],
      ["AMERICA/CHICAGO", "America/Chicago"],
    ] as const) {
      await zone.fill(typed);
      // "Times in the time zone: Asia/Kolkata (GMT+5:30)" (not the browser's own zone).
      await expect(shown).toContainText(`time zone: ${named} (`);
    }
    // What names no zone leaves the last one in place, and leaving the field shows it.
    await zone.fill("Mars/Olympus_Mons");
    await zone.blur();
    await expect(zone).toHaveValue("America/Chicago");
    await expect(shown).toContainText("America/Chicago");
  });

  test("the page's .ics is the mailed invitation (one UID and METHOD), with the name, the place, and the zone named as the mail names it", async ({
    page,
  }) => {
    const section = await openBooking(page);
    await section.getByRole("radiogroup", { name: "Day" }).getByRole("radio").nth(1).click();
    const time = section.getByRole("radiogroup", { name: "Choose a time" }).getByRole("radio").first();
    await time.click();
    const slot = (await time.getAttribute("value")) as string;
    const email = `invite-${unique()}@example.com`;
    await section.getByLabel("Full name").fill("Barbara Liskov");
    await section.getByLabel("Work email").fill(email);
    await section.getByRole("button", { name: "Book the call" }).click();
    const done = section.getByTestId("booking-done");
    await expect(done).toContainText("Your call is booked.");

    const mail = await waitForMailTo(email);
    const mailed = parseInvite(mail.calendar?.content ?? "");
    const download = page.waitForEvent("download");
    await done.getByRole("link", { name: "Download .ics" }).click();
    const file = await download;
    const chunks = await (await file.createReadStream()).toArray();
    const fromPage = parseInvite(Buffer.concat(chunks).toString("utf8"));
    expect(fromPage).toMatchObject({
      uid: mailed.uid,
      method: mailed.method,
      sequence: mailed.sequence,
      attendeeName: "Barbara Liskov",
      location: LOCATION,
    });
    expect(mailed).toMatchObject({ method: "REQUEST", attendeeName: "Barbara Liskov", location: LOCATION });
    expect(fromPage.start.toISOString()).toBe(slot);

    // "EST" (or "EDT") on the page and in the mail; the mail said "GMT-5" where the page said "EST".
    const short =
      new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", timeZoneName: "short" })
        .formatToParts(new Date(slot))
        .find((part) => part.type === "timeZoneName")?.value ?? "";
    expect(short).toMatch(/^E[SD]T$/);
    await expect(done).toContainText(` ${short}`);
    expect(mail.text).toContain(` ${short} (America/New_York)`);
    expect(mail.text).not.toMatch(/GMT-[45]/);
  });
});
