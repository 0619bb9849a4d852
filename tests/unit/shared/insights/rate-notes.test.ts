import { describe, expect, it } from "vitest";
import { rateNotes } from "#shared/insights/rate-notes.ts";

describe("what the page says beside the spec's rate", () => {
  it("an invoice paid 96% by credits: effective 0.0%, credits pay 96%, and the closing message says so", () => {
    const notes = rateNotes({ current_savings_rate: 0.96, effective_savings_rate: 0, credits_share: 0.96 });
    expect(notes?.effective).toBe("Effective savings rate 0.0%");
    expect(notes?.creditsPay).toBe("Credits pay 96%");
    expect(notes?.creditsWarning).toMatch(
      /^Credits and prepayments pay 96% of this bill: they make most of the 96\.0%/,
    );
    expect(notes?.toCheck).toBeNull();
  });

  it("Savings Plans only: 2.2% effective, no word on credits", () => {
    const notes = rateNotes({
      current_savings_rate: 0.022454,
      effective_savings_rate: 0.022454,
      credits_share: 0,
    });
    expect(notes).toEqual({
      effective: "Effective savings rate 2.2%",
      creditsPay: null,
      creditsWarning: null,
      toCheck: null,
    });
  });

  it("credits that are a small part of the rate are shown, without the warning", () => {
    const notes = rateNotes({
      current_savings_rate: 0.208,
      effective_savings_rate: 0.15,
      credits_share: 0.058,
    });
    expect(notes?.creditsPay).toBe("Credits pay 6%");
    expect(notes?.creditsWarning).toBeNull();
  });

  it("figures not read at high confidence are named by the page's labels", () => {
    const notes = rateNotes({
      current_savings_rate: 0.27,
      effective_savings_rate: 0.25,
      credits_share: 0.03,
      figures_to_check: ["net_charges", "discount"],
    });
    expect(notes?.toCheck).toBe("Based on figures to check: Net charges, Discounts.");
  });

  it("a result made before the rates existed gets no notes", () => {
    expect(rateNotes({ current_savings_rate: 0.1 })).toBeNull();
  });
});
