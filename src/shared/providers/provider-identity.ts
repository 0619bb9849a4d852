import { PROVIDER_NAMES } from "./provider-names.ts";

// The names one cloud provider goes by: the engine's detected issuer ("GCP"), the names staff give provider rows
// ("Google Cloud") and the legal sellers' short forms, from the seller catalogue (provider-names.ts). Each group is
// one provider; the first entry is canonical.
const PROVIDER_ALIASES: ReadonlyArray<readonly string[]> = PROVIDER_NAMES.map((p) => [
  p.provider,
  ...(p.label ? [p.label] : []),
  ...p.aliases,
]);

/** How an issuer is named in sentences for visitors ("this invoice is from Google Cloud"). */
const ISSUER_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  PROVIDER_NAMES.flatMap((p) => (p.label ? [[p.provider, p.label]] : [])),
);

/** The engine's name for an issuer it could not identify. */
export const UNKNOWN_PROVIDER = "Unknown";

function normalise(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}

function groupOf(name: string): readonly string[] | null {
  const key = normalise(name);
  return PROVIDER_ALIASES.find((group) => group.some((alias) => normalise(alias) === key)) ?? null;
}

/** True when the name says nothing about the issuer ("Unknown", empty). */
export function isUnknownProvider(name: string | null | undefined): boolean {
  return !name || normalise(name) === "" || normalise(name) === normalise(UNKNOWN_PROVIDER);
}

/** Whether two provider names denote the same provider ("GCP" and "google cloud" do). */
export function sameProvider(a: string, b: string): boolean {
  if (normalise(a) === normalise(b)) return true;
  const group = groupOf(a);
  return group !== null && group === groupOf(b);
}

/** The provider row an issuer name denotes: case-insensitive name, then aliases; null when none does. */
export function findProviderByName<T extends { name: string }>(name: string, rows: readonly T[]): T | null {
  if (isUnknownProvider(name)) return null;
  const exact = rows.find((row) => normalise(row.name) === normalise(name));
  return exact ?? rows.find((row) => sameProvider(row.name, name)) ?? null;
}

/** The issuer's name for a visitor: "Google Cloud" for "GCP"; other names as given. */
export function issuerLabel(name: string): string {
  const canonical = groupOf(name)?.[0] ?? name;
  return ISSUER_LABELS[canonical] ?? canonical;
}
