// Issue 11 item 7: with a switch off, no page invites the visitor to what is off, and each switch reads the same
// everywhere (hero, analysis form, pricing, contact section, result page, booking page). Named admin-* because it
// flips site-wide switches: it runs in the staff project, one test at a time, after the public specs.
import type { Browser, Page } from "@playwright/test";
import { createResult, fixturePdf } from "./analysis-support.ts";
import { expect, type SettingKey, setSetting, test } from "./support/admin-fixtures.ts";
import { waitForMailTo } from "./support/outbox-mail.ts";
import { renderAllSections, waitForApp } from "./support/public-pages.ts";

const CONTACT_EMAIL = "hello@cloudbillcheck.example";
const INVITATIONS = /book a free call|schedule a free call/i;

/** Turns the switches off for `run`, and back on afterwards whatever happens. */
async function withSwitchesOff(admin: Page, keys: SettingKey[], run: () => Promise<void>): Promise<void> {
  try {
    for (const key of keys) await setSetting(admin, key, false);
    await run();
  } finally {
    for (const key of keys) await setSetting(admin, key, true);
  }
}

/** A signed-out visitor on the landing page, every lazy section rendered. */
async function visitHome(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await page.goto("/");
  await waitForApp(page);
  await renderAllSections(page);
  return page;
}

const hero = (page: Page) => page.locator("section[aria-labelledby='hero-title']");
const analysisForm = (page: Page) => page.getByRole("form", { name: "Bill analysis" });

/** The form says it is paused before anything else, as a status, and nothing in it takes input. */
async function expectPausedForm(page: Page) {
  const form = analysisForm(page);
  const note = form.getByRole("status").filter({ hasText: "Bill analysis is paused for now." });
  await expect(note).toBeVisible();
  await expect(form.locator(":scope > *").first()).toHaveAttribute("role", "status");
  const submit = form.getByRole("button", { name: "Analysis Currently Unavailable" });
  await expect(submit).toBeDisabled();
  const noteBox = await note.boundingBox();
  const submitBox = await submit.boundingBox();
  expect((noteBox?.y ?? 0) + (noteBox?.height ?? 0)).toBeLessThanOrEqual(submitBox?.y ?? 0);
  await expect(form.getByLabel("Full Name")).toBeDisabled();
  await expect(form.getByLabel("Work Email")).toBeDisabled();
  const radios = form.getByRole("radio");
  await expect(radios.first()).toBeVisible();
  for (const radio of await radios.all()) await expect(radio).toBeDisabled();
  await expect(form.locator("input[type=file]")).toBeDisabled();
  await expect(form).not.toContainText("Your invoice is only used for this analysis");
  return note;
}

// Each test flips site-wide switches: one at a time, each put back as it was.
test.describe("switches off, read the same everywhere", () => {
  test.describe.configure({ mode: "serial" });

  test("analysis off: no free analysis offered anywhere, the form is closed and says why first", async ({
    adminPage,
    browser,
  }) => {
    const result = await createResult(adminPage, fixturePdf("synthetic-aws-modern-eur-basic"));
    await withSwitchesOff(adminPage, ["analysis_enabled"], async () => {
      const page = await visitHome(browser);
      await expect(hero(page).getByRole("link", { name: "Get Free Analysis" })).toHaveCount(0);
      await expect(hero(page).getByRole("link", { name: "Schedule a free call" })).toBeVisible();
      await expect(hero(page)).not.toContainText("Upload last month's invoice");
      await expect(hero(page)).not.toContainText("Results in under a minute");

      const note = await expectPausedForm(page);
      await expect(note.getByRole("link", { name: "Book a free call" })).toBeVisible();

      const pricing = page.locator("#pricing");
      await expect(pricing.getByRole("heading", { name: "Free Analysis" })).toHaveCount(0);
      await expect(pricing.getByRole("button", { name: "Analyze my bill" })).toHaveCount(0);
      await expect(pricing).not.toContainText("Start free");
      await expect(pricing.getByRole("button", { name: "Schedule a free call" })).toBeVisible();

      await note.getByRole("link", { name: "Book a free call" }).click();
      const contact = page.locator("#contact-section");
      await expect(contact.getByRole("tab", { name: "Book a call" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(contact).toBeInViewport();

      await page.goto(`/results/${result.id}`);
      await expect(page.getByRole("heading", { name: /Invoice Analysis/ }).first()).toBeVisible();
      await expect(page.getByRole("link", { name: "Schedule a free call" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Analyze another bill" })).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Correct a figure" })).toHaveCount(0);
      await page.close();
    });
  });

  test("analysis and bookings off: every call leads to the message form, none to a call", async ({
    adminPage,
    browser,
  }) => {
    const result = await createResult(adminPage, fixturePdf("synthetic-aws-modern-eur-basic"));
    await withSwitchesOff(adminPage, ["analysis_enabled", "bookings_enabled"], async () => {
      const page = await visitHome(browser);
      await expect(hero(page).getByRole("link", { name: "Send us a message" })).toBeVisible();
      await expect(hero(page).getByRole("link", { name: "Get Free Analysis" })).toHaveCount(0);
      await expect(page.getByText(INVITATIONS)).toHaveCount(0);
      await expect(page.getByRole("link", { name: INVITATIONS })).toHaveCount(0);
      await expect(page.getByRole("button", { name: INVITATIONS })).toHaveCount(0);

      const note = await expectPausedForm(page);
      await expect(note.getByRole("link", { name: "Send us a message" })).toBeVisible();

      const pricing = page.locator("#pricing");
      await expect(pricing.getByRole("button", { name: "Send us a message" })).toBeVisible();
      await expect(pricing.getByRole("button", { name: "Talk to us" })).toBeVisible();

      const contact = page.locator("#contact-section");
      await expect(contact.getByRole("tab", { name: "Send a message" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(contact).not.toContainText("Discovery call");
      await expect(contact).not.toContainText(/book a 30-minute/i);
      await contact.getByRole("tab", { name: "Book a call" }).click();
      await expect(contact.getByRole("status")).toContainText("Bookings are currently paused.");

      // The hero's call opens the message tab.
      await page.evaluate(() => window.scrollTo(0, 0));
      await hero(page).getByRole("link", { name: "Send us a message" }).click();
      await expect(contact.getByRole("tab", { name: "Send a message" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(contact.getByLabel("How can we help?")).toBeEnabled();

      await page.goto(`/results/${result.id}`);
      const closing = page.getByTestId("closing-message");
      await expect(closing.getByRole("link", { name: "Send us a message" })).toBeVisible();
      await expect(page.getByText(INVITATIONS)).toHaveCount(0);
      await closing.getByRole("link", { name: "Send us a message" }).click();
      await expect(page).toHaveURL(/\/#contact-section$/);
      await expect(
        page.locator("#contact-section").getByRole("tab", { name: "Send a message" }),
      ).toHaveAttribute("aria-selected", "true");
      await page.close();
    });
  });

  test("analysis, contact form and bookings off: the only call left is an email", async ({
    adminPage,
    browser,
  }) => {
    const result = await createResult(adminPage, fixturePdf("synthetic-aws-modern-eur-basic"));
    const keys: SettingKey[] = ["analysis_enabled", "contact_form_enabled", "bookings_enabled"];
    await withSwitchesOff(adminPage, keys, async () => {
      const page = await visitHome(browser);
      const mailto = `mailto:${CONTACT_EMAIL}`;
      await expect(hero(page).getByRole("link", { name: "Email us" })).toHaveAttribute("href", mailto);
      await expect(page.getByText(INVITATIONS)).toHaveCount(0);
      await expect(page.getByRole("link", { name: /send us a message/i })).toHaveCount(0);

      const note = await expectPausedForm(page);
      await expect(note.getByRole("link", { name: CONTACT_EMAIL })).toHaveAttribute("href", mailto);

      const pricingCalls = page.locator("#pricing").getByRole("link", { name: "Email us" });
      await expect(pricingCalls).toHaveCount(2);
      await expect(page.locator("#pricing").getByRole("button")).toHaveCount(0);

      const contact = page.locator("#contact-section");
      await expect(contact.getByRole("status")).toContainText("The contact form is switched off");

      await page.goto(`/results/${result.id}`);
      await expect(
        page.getByTestId("closing-message").getByRole("link", { name: "Email us" }),
      ).toHaveAttribute("href", mailto);
      await page.close();
    });
  });

  test("bookings off, analysis on: the hero offers a message beside the analysis; a booking's page only cancels", async ({
    adminPage,
    browser,
  }) => {
    // A booking made while bookings were open.
    const slots = (await (await adminPage.request.get("/api/bookings/slots?days=30")).json()) as {
      slots: string[];
    };
    const slot = slots.slots.at(-1);
    expect(slot).toBeTruthy();
    const email = `paused-${Date.now()}@example.com`;
    const booked = await adminPage.request.post("/api/bookings", {
      data: { name: "Grace Hopper", email, slot_start: slot, time_zone: "UTC" },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const mail = await waitForMailTo(email);
    const manage = /https?:\/\/\S+(\/bookings\/manage\?token=[\w-]+)/.exec(mail.text)?.[1];
    expect(manage).toBeTruthy();

    await withSwitchesOff(adminPage, ["bookings_enabled"], async () => {
      const page = await visitHome(browser);
      await expect(hero(page).getByRole("link", { name: "Send us a message" })).toBeVisible();
      await expect(hero(page).getByRole("link", { name: "Get Free Analysis" })).toBeVisible();
      await expect(page.getByText(INVITATIONS)).toHaveCount(0);
      await expect(analysisForm(page).getByRole("button", { name: "Analyze My Bill" })).toBeEnabled();

      await page.goto(manage as string);
      await expect(page.getByRole("heading", { name: "Your discovery call" })).toBeVisible();
      await expect(page.getByRole("status")).toContainText("Bookings are paused at the moment");
      await expect(page.getByRole("button", { name: "Move the call" })).toHaveCount(0);
      await page.getByRole("button", { name: "Cancel the call" }).click();
      await expect(page.getByText("Your call is cancelled.")).toBeVisible();
      const cancelled = await waitForMailTo(email, (m) => m.subject.startsWith("Cancelled"));
      expect(cancelled.text).not.toMatch(/book another time/i);
      expect(cancelled.text).toContain("send us a message");
      await page.close();
    });
  });

  test("the pre-rendered page keeps its links working, and the app corrects them once the switches are known", async ({
    adminPage,
    browser,
  }) => {
    await withSwitchesOff(adminPage, ["analysis_enabled"], async () => {
      const page = await browser.newPage();
      // Hold the app's JavaScript: the page stays the pre-rendered shell, which cannot know the switches.
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/(app|framework)-[^/]*\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      // Counts the frames, once the app has rendered, that still show "Get Free Analysis".
      await page.addInitScript(() => {
        const state = window as unknown as { __appFramesWithLink: number };
        state.__appFramesWithLink = 0;
        const sample = () => {
          const isApp = document.documentElement.dataset.app === "live";
          if (isApp && document.querySelector('section[aria-labelledby="hero-title"] a[href="#calculator"]'))
            state.__appFramesWithLink++;
          requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
      await page.goto("/");
      expect(await page.evaluate(() => document.documentElement.dataset.app !== "live")).toBe(true);
      // Its first-paint link still works: it leads to the analysis section, which will say why it is closed.
      await page.getByRole("link", { name: "Get Free Analysis" }).click();
      await expect(page).toHaveURL(/#calculator$/);
      await expect(page.locator("#calculator")).toBeInViewport();
      release();
      await waitForApp(page);
      await expect(hero(page).getByRole("link", { name: "Get Free Analysis" })).toHaveCount(0);
      await expect(page.getByTestId("analysis-paused")).toContainText("Bill analysis is paused");
      await expect(page.locator("#calculator")).toBeInViewport();
      // The switches were asked for while the app's code was held: its very first render already honoured them.
      const appFramesWithLink = await page.evaluate(
        () => (window as unknown as { __appFramesWithLink: number }).__appFramesWithLink,
      );
      expect(appFramesWithLink).toBe(0);
      await page.close();
    });
  });
});
