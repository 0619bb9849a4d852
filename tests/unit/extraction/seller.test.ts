import { describe, expect, it } from "vitest";
import { findSeller, sellerTexts } from "#server/extraction/engine/find/seller.ts";
import type { PositionedText } from "#server/extraction/engine/layout/page-content.ts";
import { buildPageModel, modelText } from "#server/extraction/engine/layout/page-model.ts";
import { fold } from "#server/extraction/engine/read/fold.ts";

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
    ["OVH S.r.l.  Fattura", "OVHcloud"],
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

  it("does not take the customer's block for the issuer: a furniture shop's invoice billed to Microsoft", () => {
    const run = (str: string, x: number, y: number): PositionedText => ({
      str,
      x,
      y,
      width: str.length * 4.5,
      height: 9,
    });
    const page = (...items: PositionedText[]) => {
      const model = buildPageModel({ width: 612, height: 792, items });
      const all = fold(modelText(model));
      const texts = sellerTexts(model, all);
      return findSeller(texts.identity, texts.brands, all)?.provider ?? "Unknown";
    };
    const header = [run("Azure Interior", 40, 740), run("4557 De Silva St, Fremont", 40, 729)];
    expect(
      page(
        ...header,
        run("Bill to", 320, 740),
        run("Microsoft Corporation", 320, 729),
        run("One Microsoft Way, Redmond", 320, 718),
        run("Invoice INV/2026/00042", 40, 680),
      ),
    ).toBe("Unknown");
    expect(page(...header, run("Kunde: Microsoft Corporation, Redmond", 320, 740))).toBe("Unknown");
    // The issuer's own name outside the block still counts, and "Customer ID" heads no block.
    expect(
      page(
        run("Microsoft Corporation", 40, 740),
        run("Microsoft Azure", 40, 729),
        run("Sold to", 320, 740),
        run("Contoso Ltd", 320, 729),
        run("Customer ID: 1234", 320, 700),
      ),
    ).toBe("Azure");
    // A brand named in a line item is what was bought or what a service runs on, not the issuer.
    expect(
      page(
        run("PressHarbor Hosting Inc.", 40, 740),
        run("Managed WordPress (runs on Google Cloud Platform)", 40, 600),
        run("$115.00", 480, 600),
      ),
    ).toBe("Unknown");
    expect(
      page(run("Google Cloud Platform", 40, 740), run("Compute Engine", 40, 600), run("$115.00", 480, 600)),
    ).toBe("GCP");
  });
});
