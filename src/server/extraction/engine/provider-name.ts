import { providerOfName } from "./lexicon/sellers/index.ts";

/** Maps a provider name as a visitor or the language model wrote it ("Google Cloud", "azure") to ours. */
export function providerFromHint(hint: string | undefined | null): string {
  return providerOfName(hint?.trim() ?? "")?.provider ?? "Unknown";
}
