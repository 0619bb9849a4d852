import { creditsCliff, findOpportunities } from "#shared/insights/opportunities.ts";
import { computeSavings } from "#shared/savings/compute-savings.ts";
import { reconcileFigures } from "#shared/savings/reconcile-figures.ts";
import { type ExtractedData, ExtractedDataSchema } from "#shared/schemas/extracted-data.ts";
import { findCommitmentFee } from "./engine/breakdown/commitment-fee.ts";
import { findBreakdown } from "./engine/breakdown/find-breakdown.ts";
import type { LocalExtraction } from "./engine/local-extraction.ts";

/** Local extraction + docs/product.md#behaviour savings figures + reconciliation checks, as the docs/product.md#data `extracted_data`. */
export function toExtractedData(local: LocalExtraction, estimatedEsr: number | null): ExtractedData {
  const savings = computeSavings({
    totalCharges: local.totalCharges,
    netCharges: local.netCharges,
    serviceCharges: local.serviceCharges,
    savingsPlan: local.savingsPlan,
    discount: local.discount,
    invoiceSummary: local.invoiceSummary,
    estimatedEsr,
  });
  // From every page read (page 1 only when the reader gave no more); the savings figures stay page 1's.
  const breakdown = findBreakdown(
    local.provider,
    local.pages ?? [local.text],
    local.totalCharges ?? local.serviceCharges ?? local.netCharges,
  );
  return ExtractedDataSchema.parse({
    provider: local.provider,
    provider_estimated_esr: estimatedEsr,
    account_number: local.accountNumber,
    invoice_number: local.invoiceNumber,
    invoice_date: local.invoiceDate,
    invoice_summary: local.invoiceSummary,
    service_charges: local.serviceCharges,
    total_charges: local.totalCharges,
    savings_plan: local.savingsPlan,
    discount: local.discount,
    credits: local.credits,
    net_charges: local.netCharges,
    vat: local.vat,
    currency: local.currency,
    current_savings_rate: savings.current_savings_rate,
    monthly_current_savings: savings.monthly_current_savings,
    yearly_current_savings: savings.yearly_current_savings,
    estimated_monthly_savings: savings.estimated_monthly_savings,
    estimated_yearly_savings: savings.estimated_yearly_savings,
    total_monthly_spend: savings.total_monthly_spend,
    checks: reconcileFigures(
      {
        total_charges: local.totalCharges,
        net_charges: local.netCharges,
        service_charges: local.serviceCharges,
        credits: local.credits,
        discount: local.discount,
        savings_plan: local.savingsPlan,
        vat: local.vat,
      },
      { provenance: local.provenance, contradictions: local.contradictions },
    ),
    document_type: local.documentType,
    seller: local.seller,
    provenance: local.provenance,
    breakdown,
    opportunities: findOpportunities({
      provider: local.provider,
      breakdown,
      totalCharges: local.totalCharges ?? local.serviceCharges,
      savingsPlan: local.savingsPlan,
      discount: local.discount,
    }),
    credits_cliff: creditsCliff(local.credits, local.netCharges),
    commitment_fee: local.savingsPlan ? findCommitmentFee(local.pages ?? [local.text]) : null,
  });
}
