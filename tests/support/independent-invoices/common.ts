// Shared by the independent-invoice generators: number formats as other billing systems print them, the
// expected JSON (the corpus contract of tests/fixtures/corpus/README.md, written from the figures the generator
// puts on the page, never from the engine's output) and a check that those figures add up.
import { writeFileSync } from "node:fs";
import type { Truth } from "../invoice-corpus/model.ts";

export const OUT_DIR = new URL("../../fixtures/independent/", import.meta.url);

export type Producer = "chromium" | "reportlab";
export type Meta = { seller: string; language: string; producer: Producer; note?: string };
export type Expected = Truth | { rejected: "unsupported" };

/** Number formats of the locales billing systems print in (Intl, as a browser-based system would). */
export type NumberStyle =
  | "en" // 1,234.56
  | "de" // 1.234,56
  | "fr" // 1 234,56 (narrow no-break space)
  | "fr-space" // 1 234,56 (plain space)
  | "es" // 1234,56 / 12.345,67 (Spanish groups from five digits)
  | "pt-PT" // 1234,56 / 12 345,67
  | "in" // 12,48,730.40
  | "ch" // 1’234.56 (typographic apostrophe)
  | "int"; // 1,234,567 (no decimals)

export function num(value: number, style: NumberStyle): string {
  const v = Math.abs(value);
  const two = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  switch (style) {
    case "en":
      return new Intl.NumberFormat("en-US", two).format(v);
    case "de":
      return new Intl.NumberFormat("de-DE", two).format(v);
    case "fr":
      return new Intl.NumberFormat("fr-FR", two).format(v);
    case "fr-space":
      return new Intl.NumberFormat("fr-FR", two).format(v).replace(/[\u202f\u00a0]/g, " ");
    case "es":
      return new Intl.NumberFormat("es-ES", two).format(v);
    case "pt-PT":
      return new Intl.NumberFormat("pt-PT", two).format(v);
    case "in":
      return new Intl.NumberFormat("en-IN", two).format(v);
    case "ch":
      return new Intl.NumberFormat("de-CH", two).format(v).replace(/'/g, "\u2019");
    case "int":
      return new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }).format(v);
  }
}

const cents = (v: number) => Math.round(v * 100);

/** Checks the figures a generator prints: charges − deductions = net, net + tax = amount due. */
export function checkArithmetic(name: string, t: Truth): void {
  const net =
    cents(t.total_charges) - cents(t.credits ?? 0) - cents(t.discount ?? 0) - cents(t.savings_plan ?? 0);
  if (net !== cents(t.net_charges)) throw new Error(`${name}: charges − deductions ≠ net (${net / 100})`);
  const due = cents(t.net_charges) + cents(t.vat ?? 0);
  if (due !== cents(t.service_charges)) throw new Error(`${name}: net + tax ≠ amount due (${due / 100})`);
}

export function writeExpected(name: string, expected: Expected, meta: Meta): void {
  if (!("rejected" in expected)) checkArithmetic(name, expected);
  const body = { ...expected, _independent: meta };
  writeFileSync(new URL(`${name}.expected.json`, OUT_DIR), `${JSON.stringify(body, null, 2)}\n`);
}
