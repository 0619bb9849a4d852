import { formatMoney } from "../format/money.ts";
import { formatPercent } from "../format/percent.ts";
import { ExtractedDataSchema } from "../schemas/extracted-data.ts";
import { CATEGORY_LABELS } from "./category-labels.ts";

const InsightsSchema = ExtractedDataSchema.pick({
  currency: true,
  breakdown: true,
  opportunities: true,
  credits_cliff: true,
});

/**
 * The insights for staff (the new-analysis e-mail): where the money goes, where the savings are, the credits cliff.
 * Takes the stored extracted_data as it is (older analyses have none of it: no lines).
 */
export function describeInsights(stored: unknown): string[] {
  const parsed = InsightsSchema.safeParse(stored);
  if (!parsed.success) return [];
  const data = parsed.data;
  const money = (amount: number) => formatMoney(amount, { currency: data.currency });
  const lines: string[] = [];
  if (data.breakdown && data.breakdown.length > 0) {
    lines.push("", "Where the money goes:");
    for (const entry of [...data.breakdown].sort((a, b) => b.amount - a.amount))
      lines.push(`- ${CATEGORY_LABELS[entry.category]}: ${money(entry.amount)}`);
  } else if (data.breakdown) {
    lines.push("", "Where the money goes: the invoice shows no per-service detail.");
  }
  if (data.opportunities && data.opportunities.length > 0) {
    lines.push("", "Where they could save (estimates, a month):");
    for (const item of data.opportunities)
      lines.push(
        `- ${item.lever}: ${money(item.estimated_monthly_low)} to ${money(item.estimated_monthly_high)} (${item.assumption ?? `published maximum ${formatPercent(item.max_discount, 0)}`})`,
      );
  }
  if (data.credits_cliff)
    lines.push(
      "",
      `Credits cliff: when the ${money(data.credits_cliff.credits)} of credits end, the bill becomes ${money(data.credits_cliff.without_credits)} a month (credits pay ${formatPercent(data.credits_cliff.share)}).`,
    );
  return lines;
}
