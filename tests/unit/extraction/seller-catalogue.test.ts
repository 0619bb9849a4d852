// The seller catalogue (src/server/extraction/engine/lexicon/sellers/) is the one place a provider is described:
// every lookup is built from it. src/shared cannot import server code, so the provider names the client needs are
// written from the catalogue into src/shared/providers/provider-names.ts: after changing a provider's names run
// `npx vitest run tests/unit/extraction/seller-catalogue.test.ts -u`.
import { describe, expect, it } from "vitest";
import { SEED_PROVIDERS } from "#server/db/seed-data.ts";
import { categorize } from "#server/extraction/engine/breakdown/find-breakdown.ts";
import {
  CATALOGUE,
  namesOf,
  providerOfName,
  SELLERS,
  SERVICE_LEXICON,
} from "#server/extraction/engine/lexicon/sellers/index.ts";
import { providerFromHint } from "#server/extraction/engine/provider-name.ts";
import { issuerLabel, sameProvider } from "#shared/providers/provider-identity.ts";
import { PROVIDER_NAMES } from "#shared/providers/provider-names.ts";

function renderProviderNames(): string {
  const rows = CATALOGUE.map((p) => {
    const names = p.aliases ?? [];
    const label = p.label ? `, label: ${JSON.stringify(p.label)}` : "";
    return `  { provider: ${JSON.stringify(p.provider)}${label}, aliases: [${names.map((n) => JSON.stringify(n)).join(", ")}] },`;
  });
  return [
    "// Generated from the seller catalogue (src/server/extraction/engine/lexicon/sellers/) by",
    "// tests/unit/extraction/seller-catalogue.test.ts; do not edit. After changing a provider's names there, run",
    "// `npx vitest run tests/unit/extraction/seller-catalogue.test.ts -u`.",
    "",
    "/** Each provider's name in the product, how a visitor reads it, and the other names it goes by. */",
    "export const PROVIDER_NAMES: ReadonlyArray<{",
    "  provider: string;",
    "  label?: string;",
    "  aliases: readonly string[];",
    "}> = [",
    ...rows,
    "];",
    "",
  ].join("\n");
}

describe("seller catalogue", () => {
  it("writes the providers' names for the client from the catalogue", async () => {
    await expect(renderProviderNames()).toMatchFileSnapshot(
      "../../../src/shared/providers/provider-names.ts",
    );
    expect(PROVIDER_NAMES.map((p) => p.provider)).toEqual(CATALOGUE.map((p) => p.provider));
  });

  it("has one file per provider, each with its sellers, a unique name and no identity of another's", () => {
    const names = CATALOGUE.map((p) => p.provider);
    expect(new Set(names).size).toBe(names.length);
    for (const p of CATALOGUE) expect(p.sellers.length, p.provider).toBeGreaterThan(0);
    expect(SELLERS.length).toBe(CATALOGUE.reduce((n, p) => n + p.sellers.length, 0));
    // No name of one provider is the start of another's ("OVH" and "OVHcloud" are one provider).
    for (const p of CATALOGUE)
      for (const name of namesOf(p)) expect(providerOfName(name)?.provider, name).toBe(p.provider);
  });

  it("builds provider identity, hints, the seeded rows and the breakdown from the catalogue", () => {
    expect(providerFromHint("Google Cloud Platform")).toBe("GCP");
    expect(providerFromHint("azure")).toBe("Azure");
    expect(providerFromHint("Akamai Linode")).toBe("Linode");
    expect(providerFromHint("Digital Ocean")).toBe("DigitalOcean");
    expect(providerFromHint("NAVER Cloud Platform")).toBe("Naver Cloud");
    expect(providerFromHint("Sakura Internet")).toBe("Sakura Internet");
    expect(providerFromHint("Contoso Cloud")).toBe("Unknown");
    expect(providerFromHint("")).toBe("Unknown");
    expect(sameProvider("GCP", "google cloud")).toBe(true);
    expect(sameProvider("Cloudflare", "cloudflare")).toBe(true);
    expect(issuerLabel("GCP")).toBe("Google Cloud");
    expect(issuerLabel("Exoscale")).toBe("Exoscale");
    expect(SEED_PROVIDERS.map((p) => p.name)).toEqual(["AWS", "GCP", "Azure", "Oracle", "IBM"]);
    expect(Object.keys(SERVICE_LEXICON)).toContain("Cloudflare");
    expect(categorize("Cloudflare", "R2 Storage — 27.9 TB-month")?.category).toBe("storage");
    expect(categorize("Naver Cloud", "Cloud DB for MySQL")?.category).toBe("databases");
    expect(categorize("Oracle", "OCI - Object Storage")?.category).toBe("storage");
  });
});
