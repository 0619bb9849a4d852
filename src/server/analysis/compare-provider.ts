import { findProviderByName, isUnknownProvider } from "#shared/providers/provider-identity.ts";
import type { ProviderMatch } from "#shared/schemas/provider-match.ts";

type ProviderRow = { id: string; name: string; enabled: boolean; estimated_esr: number | null };

export type Comparison = {
  match: ProviderMatch;
  /** The provider the savings are compared with (results_history.cloud_provider_id); null when none. */
  compared: ProviderRow | null;
  /** The average the savings are compared with; null hides the estimate (docs/product.md#behaviour). */
  estimatedEsr: number | null;
};

/**
 * Which provider's average an invoice is compared with, given the issuer the engine read from the PDF and the
 * visitor's choice: the issuer's when it is another enabled provider; none when the issuer is a disabled
 * provider or one we do not list; the choice when the invoice does not name its issuer. Pure.
 */
export function compareProvider(
  detected: string,
  chosen: ProviderRow,
  rows: readonly ProviderRow[],
): Comparison {
  if (isUnknownProvider(detected)) {
    return { match: "not_detected", compared: chosen, estimatedEsr: chosen.estimated_esr };
  }
  const issuer = findProviderByName(detected, rows);
  if (issuer?.id === chosen.id)
    return { match: "same", compared: chosen, estimatedEsr: chosen.estimated_esr };
  if (!issuer) return { match: "issuer_unknown", compared: null, estimatedEsr: null };
  if (!issuer.enabled) return { match: "issuer_disabled", compared: null, estimatedEsr: null };
  return { match: "switched", compared: issuer, estimatedEsr: issuer.estimated_esr };
}
