import { z } from "zod";
import { LeadReasonSchema } from "#shared/leads/lead-schemas.ts";

const ReasonsSchema = z.array(LeadReasonSchema);

/** The stored reasons, or none when the column is empty or from an older shape. */
export function storedLeadReasons(value: unknown): z.infer<typeof ReasonsSchema> {
  const parsed = ReasonsSchema.safeParse(value);
  return parsed.success ? parsed.data : [];
}

/** "Spends about $12,300 a month (+21); Booked a call (+15)": the reasons that gave points, for a CSV cell. */
export function reasonsText(value: unknown): string {
  return storedLeadReasons(value)
    .filter((r) => r.points > 0)
    .map((r) => `${r.detail} (+${Math.round(r.points)})`)
    .join("; ");
}
