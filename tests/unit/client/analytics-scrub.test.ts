import { describe, expect, it } from "vitest";
import { scrubAnalyticsEvent, scrubUrl } from "#client/lib/analytics-scrub.ts";

const ID = "5f0c7a1e-3b2d-4c8e-9a6f-1d2e3f4a5b6c";

describe("scrubAnalyticsEvent", () => {
  it("sends a result page view as /results/:id, without the id, query or hash", () => {
    const event = scrubAnalyticsEvent({
      event: "$pageview",
      properties: {
        $current_url: `https://bills.example.com/results/${ID}?utm_source=mail#top`,
        $pathname: `/results/${ID}`,
        $referrer: `https://bills.example.com/results/${ID}`,
        $initial_current_url: `https://bills.example.com/results/${ID}`,
        title: "Your analysis",
      },
    });
    const sent = JSON.stringify(event);
    expect(sent).not.toContain(ID);
    expect(sent).not.toContain("utm_source");
    expect(event?.properties).toMatchObject({
      $current_url: "https://bills.example.com/results/:id",
      $pathname: "/results/:id",
      title: "Your analysis",
    });
  });

  it("drops any value holding an email address, however deep", () => {
    const event = scrubAnalyticsEvent({
      properties: { name: "Ada", nested: { who: "ada@example.com", list: ["x", "ada@example.com"] } },
      $set: { email: "ada@example.com" },
    });
    expect(JSON.stringify(event)).not.toContain("ada@example.com");
  });

  it("leaves other pages as they are, minus their query", () => {
    expect(scrubUrl("https://bills.example.com/privacy?ref=x")).toBe("https://bills.example.com/privacy");
    expect(scrubUrl("/auth#login")).toBe("/auth");
    expect(scrubAnalyticsEvent(null)).toBeNull();
  });
});
