import type { ProviderCatalogue, ServiceLexicon } from "./types.ts";

/**
 * A US provider known by one name (Backblaze, Cloudflare, Fastly): its invoices come from "<Name>, Inc.", and the
 * name or its ".com" domain alone names it as a brand; dates month first; services printed after the name.
 */
export function oneBrandProvider(name: string, services: ServiceLexicon): ProviderCatalogue {
  const word = name.toLowerCase();
  return {
    provider: name,
    dateOrder: "mdy",
    brands: [name],
    sellers: [
      { name: `${name}, Inc.`, patterns: [new RegExp(`${word},? inc\\b`)], strength: 2 },
      { name, patterns: [new RegExp(`\\b${word}\\b`), new RegExp(`${word}\\.com`)], strength: 1 },
    ],
    servicePrefixes: [name],
    services,
  };
}
