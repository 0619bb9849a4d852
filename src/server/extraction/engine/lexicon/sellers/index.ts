// The seller catalogue: one file per cloud provider (who issues its invoices, the names it goes by, the services
// it bills), and every lookup the product makes about providers, built from those files. Adding a provider is
// one file here, its line below, and fixtures.
import { alibaba } from "./alibaba.ts";
import { aws } from "./aws.ts";
import { azure } from "./azure.ts";
import { backblaze } from "./backblaze.ts";
import { cloudflare } from "./cloudflare.ts";
import { contabo } from "./contabo.ts";
import { digitalocean } from "./digitalocean.ts";
import { exoscale } from "./exoscale.ts";
import { fastly } from "./fastly.ts";
import { gcp } from "./gcp.ts";
import { hetzner } from "./hetzner.ts";
import { huawei } from "./huawei.ts";
import { ibm } from "./ibm.ts";
import { linode } from "./linode.ts";
import { naver } from "./naver.ts";
import { oracle } from "./oracle.ts";
import { ovhcloud } from "./ovhcloud.ts";
import { sakura } from "./sakura.ts";
import { scaleway } from "./scaleway.ts";
import { tencent } from "./tencent.ts";
import type { ProviderCatalogue, Seller, ServiceLexicon } from "./types.ts";
import { upcloud } from "./upcloud.ts";
import { vultr } from "./vultr.ts";

export type { Identity, ProviderCatalogue, Seller, ServiceLexicon } from "./types.ts";

/** Every provider, in the order their identities are tried (the first found of the highest strength wins). */
export const CATALOGUE: readonly ProviderCatalogue[] = [
  aws,
  gcp,
  azure,
  oracle,
  ibm,
  digitalocean,
  hetzner,
  ovhcloud,
  scaleway,
  linode,
  vultr,
  tencent,
  huawei,
  alibaba,
  cloudflare,
  fastly,
  backblaze,
  exoscale,
  upcloud,
  contabo,
  sakura,
  naver,
];

/** Who issues cloud invoices: every provider's legal entities, brands and domains. */
export const SELLERS: readonly Seller[] = CATALOGUE.flatMap((p) =>
  p.sellers.map((identity) => ({
    provider: p.provider,
    dateOrder: p.dateOrder,
    ...identity,
    ...(p.accountFormat ? { accountFormat: p.accountFormat } : {}),
  })),
);

/** Every provider's names, compared without case, spaces or punctuation ("Digital Ocean" is "digitalocean"). */
export function nameKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** The names a provider goes by, its own first. */
export function namesOf(provider: ProviderCatalogue): string[] {
  return [provider.provider, ...(provider.label ? [provider.label] : []), ...(provider.aliases ?? [])];
}

/**
 * Which provider a name stands for: the provider one of whose names the given name starts with ("Google Cloud
 * Platform", "google", "GCP billing" are GCP; "Akamai Linode" is Linode), null when none.
 */
export function providerOfName(name: string): ProviderCatalogue | null {
  const key = nameKey(name);
  if (!key) return null;
  return (
    CATALOGUE.find((p) =>
      namesOf(p).some((alias) => {
        const prefix = nameKey(alias);
        return prefix.length > 0 && key.startsWith(prefix);
      }),
    ) ?? null
  );
}

/** Service names per provider, for the spending breakdown. */
export const SERVICE_LEXICON: Readonly<Record<string, ServiceLexicon>> = Object.fromEntries(
  CATALOGUE.filter((p) => p.services).map((p) => [p.provider, p.services as ServiceLexicon]),
);

/** Every provider's names as printed in front of a service ("OCI - Object Storage"), folded, longest first. */
export const SERVICE_PREFIXES: readonly string[] = [
  ...new Set(CATALOGUE.flatMap((p) => p.servicePrefixes ?? []).map((name) => name.toLowerCase())),
].sort((a, b) => b.length - a.length);

/** The provider rows a fresh installation starts with. */
export const SEEDED_PROVIDERS = CATALOGUE.filter((p) => p.seed).map((p) => ({
  name: p.provider,
  enabled: p.seed?.enabled ?? false,
  estimated_esr: p.seed?.estimated_esr ?? null,
}));
