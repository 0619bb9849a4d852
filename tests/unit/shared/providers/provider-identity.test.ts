import { describe, expect, it } from "vitest";
import {
  findProviderByName,
  issuerLabel,
  isUnknownProvider,
  sameProvider,
} from "#shared/providers/provider-identity.ts";
import { providerNotice } from "#shared/providers/provider-notice.ts";

const rows = [{ name: "AWS" }, { name: "Google Cloud" }, { name: "azure" }, { name: "Oracle" }];

describe("provider names", () => {
  it("finds a row by case-insensitive name, then by alias", () => {
    expect(findProviderByName("aws", rows)).toEqual({ name: "AWS" });
    expect(findProviderByName("GCP", rows)).toEqual({ name: "Google Cloud" });
    expect(findProviderByName("Microsoft Azure", rows)).toEqual({ name: "azure" });
    expect(findProviderByName("OCI", rows)).toEqual({ name: "Oracle" });
    expect(findProviderByName("OVHcloud", rows)).toBeNull();
    expect(findProviderByName("Unknown", rows)).toBeNull();
  });

  it("prefers the exact name over an alias", () => {
    expect(findProviderByName("google", [{ name: "GCP" }, { name: "Google" }])).toEqual({ name: "Google" });
  });

  it("tells unknown issuers and same providers apart", () => {
    expect(isUnknownProvider("Unknown")).toBe(true);
    expect(isUnknownProvider("")).toBe(true);
    expect(isUnknownProvider(null)).toBe(true);
    expect(isUnknownProvider("Vultr")).toBe(false);
    expect(sameProvider("Alibaba Cloud", "aliyun")).toBe(true);
    expect(sameProvider("AWS", "GCP")).toBe(false);
  });

  it("names issuers for visitors", () => {
    expect(issuerLabel("GCP")).toBe("Google Cloud");
    expect(issuerLabel("google cloud platform")).toBe("Google Cloud");
    expect(issuerLabel("AWS")).toBe("AWS");
    expect(issuerLabel("Scaleway")).toBe("Scaleway");
    expect(issuerLabel("Some Cloud GmbH")).toBe("Some Cloud GmbH");
  });
});

describe("providerNotice", () => {
  it("says in plain words which average was used", () => {
    expect(
      providerNotice({ match: "switched", chosen_provider_name: "AWS", detected_provider: "GCP" })?.text,
    ).toBe(
      "You chose AWS, but this invoice is from Google Cloud, so we compared it with the Google Cloud average.",
    );
    expect(
      providerNotice({ match: "issuer_disabled", chosen_provider_name: "AWS", detected_provider: "Oracle" })
        ?.text,
    ).toMatch(/^You chose AWS, but this invoice is from Oracle Cloud\. We do not have an average/);
    expect(
      providerNotice({
        match: "issuer_unknown",
        chosen_provider_name: "Azure",
        detected_provider: "OVHcloud",
      })?.text,
    ).toMatch(/from OVHcloud, a provider we do not compare yet/);
  });

  it("says nothing when the invoice is from the chosen provider or names none", () => {
    expect(
      providerNotice({ match: "same", chosen_provider_name: "AWS", detected_provider: "AWS" }),
    ).toBeNull();
    expect(
      providerNotice({ match: "not_detected", chosen_provider_name: "AWS", detected_provider: null }),
    ).toBeNull();
    expect(providerNotice(null)).toBeNull();
  });
});
