import type { ProviderCheck } from "../schemas/provider-match.ts";
import { issuerLabel } from "./provider-identity.ts";

export type ProviderNotice = { tone: "info" | "warning"; title: string; text: string };

/**
 * The plain-words notice for a result whose invoice is not from the provider the visitor chose; null when
 * there is nothing to say (same provider, issuer not named, or a result from before the check existed).
 */
export function providerNotice(check: ProviderCheck | null | undefined): ProviderNotice | null {
  if (!check?.detected_provider) return null;
  const issuer = issuerLabel(check.detected_provider);
  const chose = check.chosen_provider_name ? `You chose ${check.chosen_provider_name}, but` : "But";
  switch (check.match) {
    case "switched":
      return {
        tone: "info",
        title: `Invoice from ${issuer}`,
        text: `${chose} this invoice is from ${issuer}, so we compared it with the ${issuer} average.`,
      };
    case "issuer_disabled":
      return {
        tone: "warning",
        title: `Invoice from ${issuer}`,
        text: `${chose} this invoice is from ${issuer}. We do not have an average for ${issuer} customers yet, so we show your current savings rate without an estimate.`,
      };
    case "issuer_unknown":
      return {
        tone: "warning",
        title: `Invoice from ${issuer}`,
        text: `${chose} this invoice is from ${issuer}, a provider we do not compare yet, so we show your current savings rate without an estimate.`,
      };
    default:
      return null;
  }
}
