import type { Amounts } from "#shared/schemas/money-fields.ts";
import { decideConvention, findAmounts } from "./read/amounts.ts";
import { blankNonAmounts } from "./read/clean.ts";

// A second reader (a language model) is believed only as far as the page bears it out: each figure it gives must
// be printed on the page, and the summary's equations must hold with them (charges − credits − discounts −
// savings plans = net; net + tax = amount due). Pure: page text and figures in, verdict out.

export type Verdict = { ok: true; figures: Amounts; derivedNet: boolean } | { ok: false; reason: string };

const cents = (value: number) => Math.round(Math.abs(value) * 100);

/** Every amount printed on the page, in cents (absolute), read with the page's own number convention. */
export function printedAmounts(lines: string[]): Set<number> {
  const texts = lines.map((line) => blankNonAmounts(line.replace(/^-?\d+,-?\d+: /, "")));
  const convention = decideConvention(texts);
  const out = new Set<number>();
  for (const text of texts) for (const token of findAmounts(text, convention)) out.add(cents(token.value));
  return out;
}

/**
 * Whether a second reading of the summary stands on the page: every figure it gives printed there (the net may be
 * left out when charges − deductions and amount due − tax agree), and the equations holding, to a cent.
 */
export function verifySecondReading(reading: Amounts, lines: string[], unit = 0.01): Verdict {
  const printed = printedAmounts(lines);
  const tol = unit * 1.01 + 1e-9;
  const eq = (a: number, b: number) => Math.abs(a - b) <= tol;
  const { total_charges: totalCharges, net_charges: netCharges, service_charges: serviceCharges } = reading;
  const deductions = [reading.credits, reading.discount, reading.savings_plan];
  for (const [name, value] of Object.entries(reading)) {
    if (value === null || value === 0) continue;
    if (!Number.isFinite(value)) return { ok: false, reason: `${name} is not a number` };
    if (name === "net_charges" && !printed.has(cents(value)) && totalCharges !== null) continue;
    if (!printed.has(cents(value)))
      return { ok: false, reason: `${name} ${value} is not printed on the page` };
  }
  if (totalCharges === null || serviceCharges === null)
    return { ok: false, reason: "the charges and the amount due are both needed to check the arithmetic" };
  const ded = deductions.reduce<number>((s, v) => s + Math.abs(v ?? 0), 0);
  const tax = Math.abs(reading.vat ?? 0);
  const net = netCharges ?? totalCharges - ded;
  if (!eq(totalCharges - ded, net))
    return { ok: false, reason: "charges minus deductions do not give the net" };
  if (!eq(net + tax, serviceCharges))
    return { ok: false, reason: "net plus tax does not give the amount due" };
  const derivedNet = netCharges === null || !printed.has(cents(netCharges));
  return {
    ok: true,
    figures: { ...reading, net_charges: Math.round(net * 100) / 100 },
    derivedNet,
  };
}
