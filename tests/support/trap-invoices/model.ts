// The trap invoices as data: each document is a list of blocks (title, facts, tables, summaries, page breaks) that
// every producer script draws its own way, and the truth a careful reader takes from what the page prints. The
// truth is written here with the figures, never from the engine's output.
import type { Truth } from "../invoice-corpus/model.ts";

export type Producer = "chromium" | "weasyprint" | "wkhtmltopdf" | "enscript" | "reportlab";

export type Pair = readonly [label: string, value: string];

export type Block =
  | { kind: "title"; text: string }
  | { kind: "lines"; lines: string[] }
  /** Label and value side by side (header facts, a totals box). */
  | { kind: "facts"; rows: Pair[]; boxed?: boolean }
  /** A table whose last column holds amounts. */
  | { kind: "table"; head: string[]; rows: string[][] }
  /** Rows of label and amount, right-aligned on the page. */
  | { kind: "summary"; rows: Pair[] }
  /** Two summaries side by side. */
  | { kind: "columns"; left: Pair[]; right: Pair[] }
  | { kind: "note"; text: string }
  | { kind: "pagebreak" };

/** The expected JSON of one invoice (the corpus contract, with any seller's name), or a look-alike to refuse. */
export type TrapTruth = (Omit<Truth, "provider"> & { provider: string }) | { rejected: "unsupported" };

export type TrapDoc = {
  name: string;
  producer: Producer;
  lang: string;
  seller: string;
  /** What makes the document hard, in a reader's words. */
  traps: string[];
  blocks: Block[];
  truth: TrapTruth;
};

/** Number habits of billing systems. */
export type NumberStyle =
  | "en" // 1,234.56
  | "de" // 1.234,56
  | "thin" // 1 234,56 with U+2009 thin spaces
  | "nnbsp" // 1 234,56 with U+202F narrow no-break spaces
  | "space" // 1 234,56 with plain spaces
  | "ch" // 1'234.56 (ASCII apostrophe)
  | "ch-typo" // 1’234.56 (typographic apostrophe)
  | "int"; // 1,234 (no minor unit)

export function num(value: number, style: NumberStyle): string {
  const v = Math.abs(value);
  const [whole, cents] = (style === "int" ? Math.round(v).toFixed(0) : v.toFixed(2)).split(".") as [
    string,
    string | undefined,
  ];
  const group = (sep: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  switch (style) {
    case "en":
      return `${group(",")}.${cents}`;
    case "de":
      return `${group(".")},${cents}`;
    case "thin":
      return `${group("\u2009")},${cents}`;
    case "nnbsp":
      return `${group("\u202f")},${cents}`;
    case "space":
      return `${group(" ")},${cents}`;
    case "ch":
      return `${group("'")}.${cents}`;
    case "ch-typo":
      return `${group("\u2019")}.${cents}`;
    case "int":
      return group(",");
  }
}

const cents = (v: number) => Math.round(v * 100);
/** Rounds to the cent (figures are built from sums of cents). */
export const round2 = (v: number) => cents(v) / 100;

/** The printed figures add up: charges − deductions = net; net + tax = the total with tax. */
export function checkTruth(name: string, t: TrapTruth): void {
  if ("rejected" in t) return;
  const net =
    cents(t.total_charges) - cents(t.credits ?? 0) - cents(t.discount ?? 0) - cents(t.savings_plan ?? 0);
  if (net !== cents(t.net_charges)) throw new Error(`${name}: charges − deductions ≠ net (${net / 100})`);
  const due = cents(t.net_charges) + cents(t.vat ?? 0);
  if (due !== cents(t.service_charges)) throw new Error(`${name}: net + tax ≠ total with tax (${due / 100})`);
}
