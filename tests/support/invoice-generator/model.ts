import { findBreakdown } from "#server/extraction/engine/breakdown/find-breakdown.ts";
import type { InvoiceExtraction, Figures as InvoiceFigures } from "#shared/schemas/extracted-data.ts";
import { cents } from "./page.ts";
import type { Placement } from "./pdf-writer.ts";

/** Known values of a synthetic invoice; every layout prints them its own way. */
export type Figures = {
  currency: string;
  items: Array<{ description: string; amount: number }>;
  credits: number;
  discount: number;
  savingsPlan: number;
  taxRate: number;
};

export type Totals = { charges: number; net: number; vat: number; due: number };

export function totalsOf(figures: Figures): Totals {
  const charges = cents(figures.items.reduce((sum, item) => sum + item.amount, 0));
  const net = cents(charges - figures.credits - figures.discount - figures.savingsPlan);
  const vat = cents(net * figures.taxRate);
  return { charges, net, vat, due: cents(net + vat) };
}

export type Generated = {
  placements: Placement[];
  known: Omit<InvoiceFigures, "document_type" | "seller" | "provenance">;
};

export function orNull(value: number): number | null {
  return value === 0 ? null : value;
}

/** A generator's known values as an extraction (no page text, so no provenance, no checks, no breakdown lines). */
export function knownExtraction(
  known: Generated["known"],
  documentType: InvoiceFigures["document_type"] = "invoice",
): InvoiceExtraction {
  const charges = known.total_charges ?? known.service_charges ?? known.net_charges;
  return {
    ...known,
    document_type: documentType,
    seller: null,
    provenance: {},
    checks: [],
    breakdown: findBreakdown(known.provider, [""], charges),
    commitment_fee: null,
    period_start: null,
    period_end: null,
  };
}
