import { MONTHS_PER_YEAR } from "../limits.ts";
import type { Amounts } from "../schemas/money-fields.ts";

export type SavingsInput = Pick<
  Amounts,
  "total_charges" | "net_charges" | "service_charges" | "savings_plan" | "discount"
> & {
  invoice_summary: ReadonlyArray<{ description: string; amount: number }>;
  /** The compared provider's average estimated savings rate (fraction), or null when it has none. */
  estimated_esr: number | null;
};

export type SavingsFigures = {
  total_monthly_spend: number;
  current_savings_rate: number;
  monthly_current_savings: number;
  yearly_current_savings: number;
  estimated_monthly_savings: number | null;
  estimated_yearly_savings: number | null;
  additional_monthly_savings: number;
  additional_yearly_savings: number;
  is_top_performer: boolean;
};

type Base = { total: number; savings: number; rate: number };

function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

function roundRate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

function ratio(part: number, whole: number): number {
  return whole === 0 ? 0 : part / whole;
}

// docs/product.md#behaviour rule 4: with neither figure, the summary's "charges" line (not service or net) is the total.
function figuresFromSummary(summary: SavingsInput["invoice_summary"]): {
  total: number | null;
  net: number | null;
} {
  const lower = summary.map((item) => ({ text: item.description.toLowerCase(), amount: item.amount }));
  const total = lower.find(
    (item) => item.text.includes("charges") && !item.text.includes("service") && !item.text.includes("net"),
  );
  const net = lower.find((item) => item.text.includes("net charges"));
  return { total: total?.amount ?? null, net: net?.amount ?? null };
}

// docs/product.md#behaviour, rules in priority order.
function baseFigures(input: SavingsInput, total: number | null, net: number | null): Base {
  if (total !== null && net !== null) {
    const savings = total - net;
    return { total, savings, rate: ratio(savings, total) };
  }
  if (total !== null) {
    const savings = (input.savings_plan ?? 0) + (input.discount ?? 0);
    return { total, savings, rate: ratio(savings, total) };
  }
  if (net !== null) {
    if (input.service_charges !== null) {
      const savings = input.service_charges - net;
      return { total: input.service_charges, savings, rate: ratio(savings, input.service_charges) };
    }
    return { total: net, savings: 0, rate: 0 };
  }
  return { total: 0, savings: 0, rate: 0 };
}

function resolveBase(input: SavingsInput): Base {
  if (input.total_charges === null && input.net_charges === null && input.invoice_summary.length > 0) {
    const fromSummary = figuresFromSummary(input.invoice_summary);
    return baseFigures(input, fromSummary.total, fromSummary.net);
  }
  return baseFigures(input, input.total_charges, input.net_charges);
}

/** docs/product.md#behaviour savings maths: current rate and savings, the provider estimate, and the gap to it. Pure. */
export function computeSavings(input: SavingsInput): SavingsFigures {
  const base = resolveBase(input);
  const rate = base.rate;
  const esr = input.estimated_esr;
  // docs/product.md#behaviour: yearly = monthly x 12, computed from the unrounded monthly figure and rounded once, so the yearly
  // figure is not 12 x a rounding error (220.29 x 0.32 x 12 = $845.91, not 12 x $70.49 = $845.88).
  const estimated = esr === null ? null : base.total * esr;
  const additional = esr !== null && esr > rate ? base.total * (esr - rate) : 0;
  return {
    total_monthly_spend: roundMoney(base.total),
    current_savings_rate: roundRate(rate),
    monthly_current_savings: roundMoney(base.savings),
    yearly_current_savings: roundMoney(base.savings * MONTHS_PER_YEAR),
    estimated_monthly_savings: estimated === null ? null : roundMoney(estimated),
    estimated_yearly_savings: estimated === null ? null : roundMoney(estimated * MONTHS_PER_YEAR),
    additional_monthly_savings: roundMoney(additional),
    additional_yearly_savings: roundMoney(additional * MONTHS_PER_YEAR),
    is_top_performer: esr !== null && rate > esr,
  };
}
