import type { InvoiceSummaryItem } from "#shared/schemas/extracted-data.ts";
import type { Placement } from "./pdf-writer.ts";

/** Lays text out top to bottom and records the summary rows the parser must find. */
export class Page {
  readonly placements: Placement[] = [];
  readonly summary: InvoiceSummaryItem[] = [];
  private y = 760;

  line(...cells: Array<[number, string]>): this {
    for (const [x, text] of cells) this.placements.push({ x, y: this.y, text });
    this.y -= 13;
    return this;
  }

  gap(lines = 1): this {
    this.y -= 13 * lines;
    return this;
  }

  /** A line that is also an expected `invoice_summary` item. */
  row(description: string, currency: string, amount: number, ...cells: Array<[number, string]>): this {
    this.summary.push({ description, currency, amount: Math.abs(amount) });
    return this.line(...cells);
  }
}

export function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

export type MoneyStyle = "code" | "symbol" | "plain" | "symbol-space" | "comma";

const SYMBOL: Record<string, string> = { USD: "$", EUR: "€", GBP: "£", CAD: "C$" };

function group(value: number, thousands: string, decimal: string): string {
  const [int = "0", dec = "00"] = Math.abs(value).toFixed(2).split(".");
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, thousands)}${decimal}${dec}`;
}

/** Prints an amount the way the layout does: "USD -1,234.56", "$1,234.56", "-1,234.56", "€ 38.40", "€1.234,56". */
export function money(value: number, currency: string, style: MoneyStyle): string {
  const sign = value < 0 ? "-" : "";
  const symbol = SYMBOL[currency] ?? `${currency} `;
  switch (style) {
    case "code":
      return `${currency} ${sign}${group(value, ",", ".")}`;
    case "symbol":
      return `${sign}${symbol}${group(value, ",", ".")}`;
    case "plain":
      return `${sign}${group(value, ",", ".")}`;
    case "symbol-space":
      return `${symbol} ${sign}${group(value, ",", ".")}`;
    case "comma":
      return `${sign}${symbol}${group(value, ".", ",")}`;
  }
}
