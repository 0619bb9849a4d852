import { parseInvite } from "../support/ics.ts";
import {
  createResult,
  expect,
  manageHeaders,
  setSetting,
  test,
  toast,
  uniqueSuffix,
} from "./support/admin-fixtures.ts";
import { waitForMailTo } from "./support/outbox-mail.ts";

// Staff see times in their own zone: this browser is in Tokyo, the team's bookable hours are in Europe/Berlin.
test.use({ timezoneId: "Asia/Tokyo", locale: "en-US" });

test.describe("Messages", () => {
  test("lists a visitor's message; search finds it; mark handled moves it out of Open", async ({
    adminPage: page,
  }) => {
    const name = `Inbox Visitor ${uniqueSuffix()}`;
    const sent = await page.request.post("/api/contact", {
      data: { name, email: "inbox-visitor@example.com", message: "Line one of our question.\nLine two." },
    });
    expect(sent.status()).toBe(201);

    await page.goto("/admin/messages");
    await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    await expect(page.getByText(/Times in your time zone, Asia\/Tokyo/)).toBeVisible();
    await page.getByRole("searchbox", { name: "Search messages" }).fill(name);
    await expect(page).toHaveURL(/q=/);
    const card = page.getByTestId("message-card").filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await expect(page.getByTestId("message-card")).toHaveCount(1);
    await expect(card).toContainText("Line one of our question.");
    await expect(card).toContainText("New");
    // "Reply" opens the mail client with "Re: …" and the message quoted (issue 24 item 17).
    const reply = new URL((await card.getByRole("link", { name: "Reply" }).getAttribute("href")) as string);
    expect(reply.protocol).toBe("mailto:");
    expect(decodeURIComponent(reply.pathname)).toBe("inbox-visitor@example.com");
    expect(reply.searchParams.get("subject")).toBe("Re: Your message to Cloud Bill Check");
    expect(reply.searchParams.get("body")).toMatch(/wrote:\n> Line one of our question.\n> Line two.\n$/);
    expect(reply.searchParams.get("body")).toContain(`${name} wrote:`);

    await card.getByRole("button", { name: "Mark handled" }).click();
    await expect(page.getByTestId("message-card")).toHaveCount(0); // gone from Open
    await page.getByRole("radio", { name: "Handled" }).click();
    await expect(card).toContainText("Handled");
    await card.getByRole("button", { name: "Keep" }).click();
    await expect(card.getByRole("button", { name: "Kept" })).toHaveAttribute("aria-pressed", "true");
  });

  test("marked handled with the keyboard, a message leaves Open and the focus moves to the next one", async ({
    adminPage: page,
  }) => {
    const tag = uniqueSuffix();
    for (const name of [`Focus Older ${tag}`, `Focus Newer ${tag}`]) {
      const sent = await page.request.post("/api/contact", {
        data: { name, email: "focus-visitor@example.com", message: "Please look at our invoice." },
      });
      expect(sent.status()).toBe(201);
    }
    await page.goto(`/admin/messages?q=${tag}`);
    const cards = page.getByTestId("message-card");
    await expect(cards).toHaveCount(2);
    await cards.first().getByRole("button", { name: "Mark handled" }).focus();
    await page.keyboard.press("Enter");
    await expect(cards).toHaveCount(1);
    // The card and its button went away with the focus on it: the focus fell back to the top of the page.
    const next = cards
      .filter({ hasText: `Focus Older ${tag}` })
      .getByRole("button", { name: "Mark handled" });
    await expect(next).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(cards).toHaveCount(0);
    await expect(page.getByRole("searchbox", { name: "Search messages" })).toBeFocused();
  });
});

test.describe("Bookings", () => {
  test("shows an upcoming call in staff's zone with the attached analysis; cancelling mails the visitor", async ({
    adminPage: page,
  }) => {
    const name = `Booking Visitor ${uniqueSuffix()}`;
    const email = `booking-${uniqueSuffix()}@example.com`;
    const resultId = await createResult(
      page,
      name,
      email,
      "tests/fixtures/invoices/real-aws_invoice2data_1.pdf",
    );
    const slots = (await (await page.request.get("/api/bookings/slots?days=14")).json()) as {
      slots: string[];
    };
    const slot = slots.slots.at(-1) as string;
    const booked = await page.request.post("/api/bookings", {
      headers: manageHeaders(resultId),
      data: { name, email, slot_start: slot, result_id: resultId, note: "Please look at our EC2 costs." },
    });
    expect(booked.status(), await booked.text()).toBe(201);

    await page.goto("/admin/bookings");
    await expect(page.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search bookings" }).fill(name);
    const card = page.getByTestId("booking-card").filter({ hasText: name });
    await expect(card).toHaveCount(1);
    const tokyo = new Date(slot).toLocaleString("en-US", {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZoneName: "short",
      timeZone: "Asia/Tokyo",
    });
    await expect(card.locator("time").first()).toHaveText(tokyo);
    await expect(card).toContainText("Please look at our EC2 costs.");
    const analysis = card.getByTestId("booking-analysis");
    await expect(analysis).toContainText("Monthly spend");
    await expect(analysis.getByRole("link", { name: /Open analysis/ })).toHaveAttribute(
      "href",
      `/results/${resultId}`,
    );

    // Staff reschedule (issue 24 item 15): the slot list opens in a dialog; the visitor is mailed the new time.
    await card.getByRole("button", { name: "Reschedule" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByRole("radiogroup", { name: "Day" }).getByRole("radio").first().click();
    const time = dialog.getByRole("radiogroup", { name: "Choose a time" }).getByRole("radio").first();
    await time.click();
    const newSlot = (await time.getAttribute("value")) as string;
    await dialog.getByRole("button", { name: "Move the call" }).click();
    await expect(toast(page, /is moved; they have been emailed/)).toBeVisible();
    const moved = await waitForMailTo(email, (m) => m.subject.startsWith("Moved"));
    expect(moved.text).toContain("We had to move your free discovery call");
    const movedInvite = parseInvite(moved.calendar?.content ?? "");
    expect(movedInvite.sequence).toBe(1);
    expect(movedInvite.start.toISOString()).toBe(newSlot);

    await card.getByRole("button", { name: "Cancel booking" }).click();
    await page
      .getByRole("alertdialog")
      .getByLabel(/Reason/)
      .fill("Our engineer is ill that day.");
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel booking" }).click();
    await expect(toast(page, /is cancelled; they have been emailed/)).toBeVisible();
    await expect(page.getByTestId("booking-card")).toHaveCount(0); // no longer upcoming
    const mail = await waitForMailTo(email, (m) => m.subject.startsWith("Cancelled"));
    expect(mail.text).toContain("we had to cancel");
    expect(mail.text).toContain("The reason: Our engineer is ill that day.");
    expect(parseInvite(mail.calendar?.content ?? "").method).toBe("CANCEL");
    await page.getByRole("radio", { name: "Cancelled" }).click();
    await expect(card).toContainText("Cancelled");
    await expect(card.getByTestId("cancel-reason")).toContainText("Our engineer is ill that day.");
  });
});

test.describe("Bookings of a corrected analysis", () => {
  test("show the figures the visitor corrected, as their result page does, and say so", async ({
    adminPage: page,
  }) => {
    const name = `Corrected Booker ${uniqueSuffix()}`;
    const email = `corrected-${uniqueSuffix()}@example.com`;
    const resultId = await createResult(
      page,
      name,
      email,
      "tests/fixtures/invoices/real-aws_invoice2data_1.pdf",
    );
    // The invoice reads as 0.0% saved; the visitor says they paid less than the charges.
    const result = (await (await page.request.get(`/api/results/${resultId}`)).json()) as {
      extracted_data: { total_charges: number };
    };
    // The charges were twice what was read, half of them paid by credits: the net and the amount due stay as
    // printed, so every equation still holds (a net changed alone would be refused, issue 22).
    const charges = result.extracted_data.total_charges;
    const corrected = await page.request.patch(`/api/results/${resultId}/figures`, {
      headers: manageHeaders(resultId),
      data: { total_charges: Math.round(charges * 200) / 100, credits: charges },
    });
    expect(corrected.status(), await corrected.text()).toBe(200);
    const effective = (await (await page.request.get(`/api/results/${resultId}`)).json()) as {
      extracted_data: { current_savings_rate: number };
    };
    const slots = (await (await page.request.get("/api/bookings/slots?days=14")).json()) as {
      slots: string[];
    };
    const booked = await page.request.post("/api/bookings", {
      headers: manageHeaders(resultId),
      data: { name, email, slot_start: slots.slots.at(-3), result_id: resultId },
    });
    expect(booked.status(), await booked.text()).toBe(201);

    await page.goto(`/admin/bookings?q=${encodeURIComponent(name)}`);
    const analysis = page
      .getByTestId("booking-card")
      .filter({ hasText: name })
      .getByTestId("booking-analysis");
    // It showed the figures as first read (0.0%) while the visitor's page showed their correction.
    await expect(analysis).toContainText(
      `${(effective.extracted_data.current_savings_rate * 100).toFixed(1)}%`,
    );
    await expect(analysis.getByTestId("booking-analysis-corrected")).toHaveText("Corrected by the visitor");
  });
});

test.describe("Bookings switched off", () => {
  test("the booking tab says so and offers no times; the API refuses", async ({
    adminPage: page,
    browser,
  }) => {
    await setSetting(page, "bookings_enabled", false);
    try {
      const visitor = await browser.newPage();
      await visitor.goto("/#contact-section");
      const section = visitor.locator("#contact-section");
      // Nothing invites the visitor to book (admin-switches.spec.ts); the tab itself says why.
      await section.getByRole("tab", { name: "Book a call" }).click();
      await expect(section.getByRole("status")).toContainText("Bookings are currently paused.");
      await expect(section.getByRole("radiogroup", { name: "Day" })).toHaveCount(0);
      await expect(section.getByRole("button", { name: "Book the call" })).toBeDisabled();
      const refused = await visitor.request.get("/api/bookings/slots");
      expect(refused.status()).toBe(403);
      await visitor.close();
    } finally {
      await setSetting(page, "bookings_enabled", true);
    }
  });
});
