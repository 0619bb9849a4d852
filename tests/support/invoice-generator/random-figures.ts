import type { Figures } from "./model.ts";
import { cents } from "./page.ts";
import type { LayoutBuilder } from "./variants.ts";

const TAX_RATES = [0, 0.05, 0.08, 0.19, 0.2, 0.21];

function pick<T>(random: () => number, values: T[]): T {
  return values[Math.floor(random() * values.length)] as T;
}

/** Random but valid figures for a layout: 1-4 items from cents to millions, optional adjustments, a tax rate. */
export function randomFigures(random: () => number, layout: LayoutBuilder): Figures {
  const count = 1 + Math.floor(random() * 4);
  const items = Array.from({ length: count }, (_, i) => ({
    description: `Service line ${i + 1}`,
    amount: Math.max(0.01, cents(10 ** Math.floor(random() * 7) * random())),
  }));
  const charges = items.reduce((sum, item) => sum + item.amount, 0);
  const adjustment = (kind: string) =>
    layout.adjustments.includes(kind as LayoutBuilder["adjustments"][number]) && random() < 0.5
      ? Math.max(0.01, cents(charges * random() * 0.2))
      : 0;
  return {
    currency: pick(random, layout.currencies),
    items,
    credits: adjustment("credits"),
    discount: adjustment("discount"),
    savingsPlan: adjustment("savingsPlan"),
    taxRate: pick(random, TAX_RATES),
  };
}
