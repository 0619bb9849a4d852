import { z } from "zod";
import { MSG_ESR_RANGE } from "#shared/messages/admin-content.ts";
import { CloudProviderInputSchema } from "#shared/schemas/cloud-provider-input.ts";
import type { CloudProvider } from "#shared/schemas/public-api.ts";

/**
 * The inline editor's fields: the name with the server's own schema; the ESR box holds a fraction from 0 to 1 and
 * an empty box counts as 0 (docs/product.md#validation), and a value out of range gets the form's message 'ESR must be between 0 and
 * 1' (docs/product.md#validation; the server's schema words the same limits as percentages).
 */
export const ProviderFormSchema = z.object({
  name: CloudProviderInputSchema.shape.name,
  estimated_esr: z
    .string()
    .transform((value) => (value.trim() === "" ? 0 : Number(value)))
    .pipe(z.number(MSG_ESR_RANGE).min(0, MSG_ESR_RANGE).max(1, MSG_ESR_RANGE)),
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
