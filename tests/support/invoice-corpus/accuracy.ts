// Accuracy tables: fields right / fields total and invoices fully right, per seller and per language.
import { CONTRACT_KEYS } from "./compare.ts";

type Tally = { fields: number; right: number; invoices: number; fullyRight: number };

export class Accuracy {
  private readonly groups = new Map<string, Map<string, Tally>>();
  private readonly wrong = new Map<string, number>();

  /** Counts which contract fields were wrong (a refusal counts as every field wrong). */
  fieldsWrong(fields: readonly string[]): void {
    for (const field of fields) this.wrong.set(field, (this.wrong.get(field) ?? 0) + 1);
  }

  /** "vat 12, account_number 9, ..." most often wrong first. */
  wrongFields(): string {
    const rows = [...this.wrong].sort((a, b) => b[1] - a[1]);
    return rows.length === 0 ? "none" : rows.map(([field, n]) => `${field} ${n}`).join(", ");
  }

  /** Records one invoice: how many contract fields were wrong (all of them when it was refused). */
  add(keys: Record<string, string>, wrongFields: number): void {
    for (const [dimension, key] of Object.entries(keys)) {
      const table = this.groups.get(dimension) ?? new Map<string, Tally>();
      this.groups.set(dimension, table);
      const tally = table.get(key) ?? { fields: 0, right: 0, invoices: 0, fullyRight: 0 };
      table.set(key, tally);
      tally.fields += CONTRACT_KEYS.length;
      tally.right += CONTRACT_KEYS.length - wrongFields;
      tally.invoices += 1;
      if (wrongFields === 0) tally.fullyRight += 1;
    }
  }

  table(dimension: string): string {
    const table = this.groups.get(dimension);
    if (!table) return `${dimension}: nothing recorded`;
    const rows = [...table].sort(([a], [b]) => a.localeCompare(b));
    const total = rows.reduce(
      (sum, [, t]) => ({
        fields: sum.fields + t.fields,
        right: sum.right + t.right,
        invoices: sum.invoices + t.invoices,
        fullyRight: sum.fullyRight + t.fullyRight,
      }),
      { fields: 0, right: 0, invoices: 0, fullyRight: 0 },
    );
    const pct = (a: number, b: number) => (b === 0 ? "-" : `${((100 * a) / b).toFixed(1)}%`);
    const width = Math.max(dimension.length, ...rows.map(([k]) => k.length), 5) + 2;
    const line = (k: string, t: Tally) =>
      `${k.padEnd(width)}${`${t.right}/${t.fields}`.padStart(10)} ${pct(t.right, t.fields).padStart(7)}   ${`${t.fullyRight}/${t.invoices}`.padStart(7)} ${pct(t.fullyRight, t.invoices).padStart(7)}`;
    return [
      `${dimension.padEnd(width)}${"fields".padStart(10)} ${"".padStart(7)}   ${"invoices fully right".padStart(16)}`,
      ...rows.map(([k, t]) => line(k, t)),
      line("TOTAL", total),
    ].join("\n");
  }
}
