import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PROVIDER_NAMES } from "#shared/providers/provider-names.ts";
import { providersReadPhrase } from "#shared/providers/providers-read.ts";

// The hero, the analysis form and the free plan name what the reader knows, not only three providers.
describe("the providers the landing page names", () => {
  it("counts every provider of the seller catalogue beyond the three named", () => {
    expect(providersReadPhrase()).toBe(`AWS, Google Cloud, Azure and ${PROVIDER_NAMES.length - 3} more`);
  });

  it("is what the hero, the analysis section and the pricing plan say", () => {
    for (const file of [
      "src/client/pages/landing/hero.tsx",
      "src/client/pages/landing/analysis/analysis-section.tsx",
      "src/client/pages/landing/pricing/pricing-section.tsx",
    ]) {
      const source = readFileSync(file, "utf8");
      expect(source, file).not.toMatch(/AWS, Google Cloud (and|or) Azure/);
      expect(source, file).toContain("providersReadPhrase()");
    }
  });
});
