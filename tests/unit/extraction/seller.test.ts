import { describe, expect, it } from "vitest";
import { findSeller } from "#server/extraction/find/seller.ts";
import { fold } from "#server/extraction/read/fold.ts";

const provider = (text: string) => findSeller(fold(text))?.provider ?? "Unknown";

describe("findSeller", () => {
  it.each([
    ["Amazon Web Services EMEA SARL  VAT Invoice", "AWS"],
    ["Amazon Web Services Japan G.K.  請求書", "AWS"],
    ["Amazon AWS Serviços Brasil Ltda.  Fatura", "AWS"],
    ["Google Cloud EMEA Limited  Invoice", "GCP"],
    ["Google LLC  Invoice  Billing Account Number 1234", "GCP"],
    ["Microsoft Ireland Operations Ltd  Microsoft Azure invoice", "Azure"],
    ["Hetzner Online GmbH  Rechnung", "Hetzner"],
    ["Oracle America, Inc.  Oracle Cloud Infrastructure", "Oracle"],
    ["IBM United Kingdom Limited  IBM Cloud", "IBM"],
    ["OVH SAS  Facture", "OVHcloud"],
    ["Scaleway SAS  Facture", "Scaleway"],
    ["Akamai Technologies, Inc.  Linode invoice", "Linode"],
    ["Vultr Holdings, LLC", "Vultr"],
    ["Alibaba Cloud (Singapore) Private Limited", "Alibaba Cloud"],
  ])("%s -> %s", (text, expected) => {
    expect(provider(text)).toBe(expected);
  });

  it("never from a bare word: a furniture shop named Azure, an Amazon retail order, a Google Ads bill", () => {
    expect(provider("Azure Interior  4557 De Silva St  Invoice INV/2023/03/0008")).toBe("Unknown");
    expect(provider("Amazon.com Services LLC  Order #123  Sold by Amazon")).toBe("Unknown");
    expect(provider("Google LLC  Google Ads invoice")).toBe("Unknown");
    expect(provider("Microsoft Corporation  Microsoft 365 Business")).toBe("Unknown");
  });

  it("names the legal entity over a brand mention", () => {
    expect(findSeller(fold("Google Cloud   Google Cloud EMEA Limited, Dublin"))?.name).toBe(
      "Google Cloud EMEA Limited",
    );
  });
});
