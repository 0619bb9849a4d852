import { describe, expect, it } from "vitest";
import { detectProvider, providerFromHint } from "#server/extraction/detect-provider.ts";

describe("detectProvider", () => {
  it.each([
    ["Amazon Web Services EMEA SARL  VAT Invoice", "AWS"],
    ["Google LLC  Invoice number:", "GCP"],
    ["Microsoft Ireland Operations Ltd  Invoice", "Azure"],
    ["DigitalOcean  Date Issued:", "DigitalOcean"],
    ["Hetzner Online GmbH", "Hetzner"],
    ["Oracle America, Inc.", "Oracle"],
    ["IBM Cloud invoice", "IBM"],
    ["Dear neighbour, the garden party", "Unknown"],
  ])("%s -> %s", (text, provider) => {
    expect(detectProvider(text)).toBe(provider);
  });

  it("prefers the seller's name: an AWS invoice listing Windows usage stays AWS", () => {
    expect(detectProvider("Amazon Web Services, Inc.\nEC2 running Microsoft Windows")).toBe("AWS");
  });
});

describe("providerFromHint", () => {
  it("maps the visitor's choice to a provider name", () => {
    expect(providerFromHint("aws")).toBe("AWS");
    expect(providerFromHint("Google Cloud")).toBe("GCP");
    expect(providerFromHint("Azure")).toBe("Azure");
    expect(providerFromHint(undefined)).toBe("Unknown");
  });
});
