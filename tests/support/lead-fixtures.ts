import { randomUUID } from "node:crypto";
import type { resultsHistory } from "#server/db/schema.ts";
import { analyzeFigures } from "#shared/savings/analyze-figures.ts";
import type { ExtractedData } from "#shared/schemas/extracted-data.ts";

/** A bill read as `total` charged and `net` paid, compared with a provider averaging `esr` (a fraction). */
export function leadReading(
  total: number,
  net: number,
  currency = "USD",
  esr: number | null = 0.3,
  provider = "AWS",
): ExtractedData {
  return analyzeFigures(
    {
      provider,
      provider_estimated_esr: null,
      account_number: null,
      invoice_number: null,
      invoice_date: "2026-10-31",
      invoice_summary: [],
      service_charges: null,
      total_charges: total,
      savings_plan: null,
      discount: null,
      credits: null,
      net_charges: net,
      vat: null,
      currency,
      current_savings_rate: 0,
      monthly_current_savings: 0,
      yearly_current_savings: 0,
      estimated_monthly_savings: null,
      estimated_yearly_savings: null,
      total_monthly_spend: 0,
      checks: [],
    },
    esr,
  );
}

/** A results_history row for a lead (lead_score left unscored). */
export function leadRow(
  name: string,
  email: string,
  data: ExtractedData,
  extra: Partial<typeof resultsHistory.$inferInsert> = {},
): typeof resultsHistory.$inferInsert {
  return {
    name,
    email,
    pdf_url: `bills/${randomUUID()}.pdf`,
    provider_name: data.provider,
    extracted_data: data,
    ...extra,
  };
}
