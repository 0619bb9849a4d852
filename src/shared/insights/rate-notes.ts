import { formatPercent } from "../format/percent.ts";
import { CORRECTABLE_AMOUNTS } from "../schemas/correctable-fields.ts";
import type { ProvenanceField } from "../schemas/extracted-data.ts";
import { creditsMakeTheRate } from "./rates.ts";

/** What the page says beside the spec's savings rate and its closing message (none of it replaces them). */
export type RateNotes = {
  /** "Effective savings rate 2.2%": commitments and discounts only. */
  effective: string;
  /** "Credits pay 96%", when credits or prepayments pay part of the bill. */
  creditsPay: string | null;
  /** Beside the closing message, when credits and prepayments make most of the rate. */
  creditsWarning: string | null;
  /** "Based on figures to check: Net charges.", until the visitor settles them. */
  toCheck: string | null;
};

type NotesInput = {
  current_savings_rate: number;
  effective_savings_rate?: number | undefined;
  credits_share?: number | undefined;
  figures_to_check?: readonly ProvenanceField[] | undefined;
};

const LABELS: Partial<Record<ProvenanceField, string>> = CORRECTABLE_AMOUNTS;

export const FIGURES_TO_CHECK = "Based on figures to check";

/** The notes for one result's figures in effect; null for a result made before the rates existed. Pure. */
export function rateNotes(data: NotesInput): RateNotes | null {
  if (data.effective_savings_rate === undefined) return null;
  const share = data.credits_share ?? 0;
  const creditsPay = share > 0 ? `Credits pay ${formatPercent(share, 0)}` : null;
  const toCheck = data.figures_to_check?.length
    ? `${FIGURES_TO_CHECK}: ${data.figures_to_check.map((field) => LABELS[field] ?? field).join(", ")}.`
    : null;
  return {
    effective: `Effective savings rate ${formatPercent(data.effective_savings_rate)}`,
    creditsPay,
    creditsWarning: creditsMakeTheRate(data)
      ? `Credits and prepayments pay ${formatPercent(share, 0)} of this bill: they make most of the ` +
        `${formatPercent(data.current_savings_rate)} above, and they pay the bill rather than make it cheaper. ` +
        `Commitments and discounts save ${formatPercent(data.effective_savings_rate)} (the effective savings rate).`
      : null,
    toCheck,
  };
}
