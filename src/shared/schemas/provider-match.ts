import { z } from "zod";

/**
 * How the invoice's issuer (read from the PDF) relates to the provider the visitor chose:
 * - same: the issuer is the chosen provider (or the chosen one was used as the engine's hint);
 * - switched: the issuer is another enabled provider, and the analysis compared with it instead;
 * - issuer_disabled: the issuer is a provider we list but have switched off: no estimate is shown;
 * - issuer_unknown: the issuer is a provider we do not list: no estimate is shown;
 * - not_detected: the invoice does not name its issuer: the chosen provider was used.
 */
export const ProviderMatchSchema = z.enum([
  "same",
  "switched",
  "issuer_disabled",
  "issuer_unknown",
  "not_detected",
]);
export type ProviderMatch = z.infer<typeof ProviderMatchSchema>;

/** GET /api/results/:id `provider_check`: the visitor's choice beside what the invoice says. */
export const ProviderCheckSchema = z.object({
  match: ProviderMatchSchema,
  /** The provider chosen on the form (its name at upload time). */
  chosen_provider_name: z.string().nullable(),
  /** The issuer as the engine named it ("GCP", "OVHcloud"); null when not detected. */
  detected_provider: z.string().nullable(),
});
export type ProviderCheck = z.infer<typeof ProviderCheckSchema>;
