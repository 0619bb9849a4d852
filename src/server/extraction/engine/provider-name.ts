import { PROVIDER_ALIASES } from "./lexicon/sellers.ts";

/** Maps a provider name as a visitor or the language model wrote it ("Google Cloud", "azure") to ours. */
export function providerFromHint(hint: string | undefined | null): string {
  const trimmed = hint?.trim() ?? "";
  for (const [name, pattern] of PROVIDER_ALIASES) if (pattern.test(trimmed)) return name;
  return "Unknown";
}
