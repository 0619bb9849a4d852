import { z } from "zod";
import { MIN_PROVIDER_NAME_LENGTH } from "../limits.ts";
import {
  MSG_ESR_MAX,
  MSG_ESR_MIN,
  MSG_ESR_RANGE,
  MSG_PROVIDER_NAME_SHORT,
} from "../messages/admin-content.ts";

const MAX_PROVIDER_NAME_LENGTH = 100;

/** Estimated savings rate as a fraction (0.32 = 32%); null when the provider has no estimate. */
export const EstimatedEsrSchema = z.number(MSG_ESR_RANGE).min(0, MSG_ESR_MIN).max(1, MSG_ESR_MAX).nullable();

/**
 * Add or edit a cloud provider (docs/product.md#validation): name at least 2 characters, ESR 0..1 where an empty one counts as 0,
 * enabled by default. An explicit null (the entity allows it: "no estimate") is still accepted.
 */
export const CloudProviderInputSchema = z.object({
  name: z
    .string(MSG_PROVIDER_NAME_SHORT)
    .trim()
    .min(MIN_PROVIDER_NAME_LENGTH, MSG_PROVIDER_NAME_SHORT)
    .max(MAX_PROVIDER_NAME_LENGTH, `Provider name must be at most ${MAX_PROVIDER_NAME_LENGTH} characters`),
  estimated_esr: EstimatedEsrSchema.default(0),
  enabled: z.boolean().default(true),
});
export type CloudProviderInput = z.infer<typeof CloudProviderInputSchema>;

/** PUT body: any subset of the fields, e.g. `{ "enabled": false }` from the status switch. */
export const CloudProviderUpdateSchema = z
  .object({
    name: CloudProviderInputSchema.shape.name.optional(),
    estimated_esr: EstimatedEsrSchema.optional(),
    enabled: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((field) => field !== undefined), "Nothing to update");
export type CloudProviderUpdate = z.infer<typeof CloudProviderUpdateSchema>;
