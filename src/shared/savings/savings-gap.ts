import type { ExtractedData } from "../schemas/extracted-data.ts";

export type SavingsGap = {
  current_savings_rate: number;
  /** The compared provider's average; null when there is none (no comparison made). */
  estimated_esr: number | null;
  /** Estimate minus current rate, as a fraction (negative when above the estimate); null without an estimate. */
  gap_to_estimate: number | null;
  /** What the visitor could still save per year (docs/product.md#screens's expansion figure); the size of the lead. */
  yearly_gap: number | null;
};

/** How far a result is from its provider's average, from the figures in effect. Pure. */
export function savingsGap(data: ExtractedData): SavingsGap {
  const esr = data.provider_estimated_esr;
  if (esr === null) {
    return {
      current_savings_rate: data.current_savings_rate,
      estimated_esr: null,
      gap_to_estimate: null,
      yearly_gap: null,
    };
  }
  const yearly = Math.max(0, (data.estimated_yearly_savings ?? 0) - data.yearly_current_savings);
  return {
    current_savings_rate: data.current_savings_rate,
    estimated_esr: esr,
    gap_to_estimate: Math.round((esr - data.current_savings_rate) * 1e6) / 1e6,
    yearly_gap: Math.round(yearly * 100) / 100,
  };
}
