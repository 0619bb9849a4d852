import type { LocalExtraction } from "#server/extraction/engine/local-extraction.ts";
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
  known: Omit<LocalExtraction, "text" | "unsupportedInvoice" | "documentType" | "seller" | "provenance">;
};

export function orNull(value: number): number | null {
  return value === 0 ? null : value;
}

/** A generator's known values as the engine's local result (no page text, no provenance). */
export function knownExtraction(
  known: Generated["known"],
  documentType: LocalExtraction["documentType"] = "invoice",
): LocalExtraction {
  return { ...known, text: "", unsupportedInvoice: false, documentType, seller: null, provenance: {} };
}
