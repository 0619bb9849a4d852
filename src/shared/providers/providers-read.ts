import { PROVIDER_NAMES } from "./provider-names.ts";

const NAMED = ["AWS", "Google Cloud", "Azure"] as const;

/**
 * The providers whose invoices the product reads, as the hero and the form name them: the three best known and how
 * many more, counted from the seller catalogue, so the words never fall behind what the reader knows.
 */
export function providersReadPhrase(): string {
  const more = PROVIDER_NAMES.length - NAMED.length;
  return more > 0 ? `${NAMED.join(", ")} and ${more} more` : `${NAMED[0]}, ${NAMED[1]} and ${NAMED[2]}`;
}
