import { z } from "zod";
import { CloudProviderInputSchema, EstimatedEsrSchema } from "#shared/schemas/cloud-provider-input.ts";
import type { CloudProvider } from "#shared/schemas/public-api.ts";

/**
 * The inline editor's fields, checked with the server's own rules: the name and ESR schemas of
 * CloudProviderInputSchema. The ESR box holds a fraction from 0 to 1 and an empty box counts as 0 (spec §5).
 */
export const ProviderFormSchema = z.object({
  name: CloudProviderInputSchema.shape.name,
  estimated_esr: z
    .string()
    .transform((value) => (value.trim() === "" ? 0 : Number(value)))
    .pipe(EstimatedEsrSchema.unwrap()),
  enabled: z.boolean(),
});
export type ProviderFormValues = z.input<typeof ProviderFormSchema>;

export const PROVIDER_FIELD_ORDER = ["name", "estimated_esr", "enabled"] as const;

export function toProviderFormValues(row: CloudProvider): ProviderFormValues {
  return {
    name: row.name,
    estimated_esr: row.estimated_esr === null ? "" : String(row.estimated_esr),
    enabled: row.enabled,
  };
}
