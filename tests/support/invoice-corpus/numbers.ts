// How invoices print amounts: grouping and decimal habits, negative styles, currency codes and symbols.

/** 1,234.56 · 1.234,56 · 1 234,56 (space) · 1 234,56 (no-break space) · 12,48,730.40 · 1234.56 · ١٬٢٣٤٫٥٦ */
export type NumberStyle = "en" | "de" | "fr-space" | "fr-nbsp" | "in" | "plain" | "ar-indic";
/** -12.00 · (12.00) · 12.00- · 12.00 CR */
export type NegativeStyle = "minus" | "parens" | "trailing" | "cr";
/** USD 12.00 · 12.00 USD · $12.00 · 12,00 € · 12.00 (currency only in labels, column heads or a note) */
export type MoneyStyle = "code-before" | "code-after" | "symbol-before" | "symbol-after" | "bare";

export const NUMBER_STYLES: NumberStyle[] = ["en", "de", "fr-space", "fr-nbsp", "in", "plain"];
export const NEGATIVE_STYLES: NegativeStyle[] = ["minus", "parens", "trailing", "cr"];

/** Currencies printed without decimals. */
export const ZERO_DECIMAL = new Set(["JPY", "KRW", "HUF"]);

export function decimalsOf(currency: string): number {
  return ZERO_DECIMAL.has(currency) ? 0 : 2;
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON * Math.sign(value)) * factor) / factor;
}

function groupInteger(int: string, style: NumberStyle): string {
  if (style === "plain") return int;
  if (style === "ar-indic") return int.replace(/\B(?=(\d{3})+(?!\d))/g, "\u066c");
  if (style === "in") {
    if (int.length <= 3) return int;
    const head = int.slice(0, -3);
    return `${head.replace(/\B(?=(\d{2})+(?!\d))/g, ",")},${int.slice(-3)}`;
  }
  const separator = { en: ",", de: ".", "fr-space": " ", "fr-nbsp": "\u00a0" }[style];
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** The unsigned number as printed: "1,234.56", "1.234,56", "12,48,730.40", "123 456" (JPY). */
export function formatUnsigned(value: number, style: NumberStyle, decimals: number): string {
  const [int = "0", dec = ""] = Math.abs(value).toFixed(decimals).split(".");
  const decimalMark =
    style === "de" || style === "fr-space" || style === "fr-nbsp"
      ? ","
      : style === "ar-indic"
        ? "\u066b"
        : ".";
  const printed =
    decimals === 0 ? groupInteger(int, style) : `${groupInteger(int, style)}${decimalMark}${dec}`;
  // Arabic-Indic digits (٠-٩) with the Arabic thousands and decimal separators (٬ ٫).
  return style === "ar-indic"
    ? printed.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)))
    : printed;
}

export type MoneyFormat = {
  currency: string;
  numberStyle: NumberStyle;
  negativeStyle: NegativeStyle;
  moneyStyle: MoneyStyle;
  /** The symbol used with symbol styles ("$", "US$", "€", "CA$", ...). */
  symbol: string;
  /** A space between a leading symbol and the number ("€ 38.40"). */
  symbolSpace?: boolean;
  decimals: number;
};

/** Symbols a seller may print for a currency; the first is the usual one. */
export const SYMBOLS: Record<string, string[]> = {
  USD: ["$", "US$"],
  EUR: ["€"],
  GBP: ["£"],
  JPY: ["¥"],
  INR: ["Rs."],
  BRL: ["R$"],
  CAD: ["CA$", "C$"],
  AUD: ["A$", "$"],
  SGD: ["S$"],
  KRW: ["KRW"],
  CNY: ["¥", "元"],
  PLN: ["zł"],
  SEK: ["kr"],
  DKK: ["kr.", "kr"],
  NOK: ["kr"],
  CZK: ["Kč"],
  TRY: ["₺", "TL"],
  HUF: ["Ft"],
  IDR: ["Rp"],
};

/** An amount as the invoice prints it, sign included: "USD -1,234.56", "(€1.234,56)", "1 234,56 € CR". */
export function formatMoney(value: number, format: MoneyFormat): string {
  const number = formatUnsigned(value, format.numberStyle, format.decimals);
  const negative = value < 0;
  const space = format.numberStyle === "fr-nbsp" ? "\u00a0" : " ";
  let core: string;
  switch (format.moneyStyle) {
    case "code-before":
      core = `${format.currency} ${negative && format.negativeStyle === "minus" ? "-" : ""}${number}`;
      break;
    case "code-after":
      core = `${negative && format.negativeStyle === "minus" ? "-" : ""}${number} ${format.currency}`;
      break;
    case "symbol-before":
      core = `${negative && format.negativeStyle === "minus" ? "-" : ""}${format.symbol}${format.symbolSpace ? " " : ""}${number}`;
      break;
    case "symbol-after":
      core = `${negative && format.negativeStyle === "minus" ? "-" : ""}${number}${space}${format.symbol}`;
      break;
    case "bare":
      core = `${negative && format.negativeStyle === "minus" ? "-" : ""}${number}`;
      break;
  }
  if (!negative) return core;
  switch (format.negativeStyle) {
    case "minus":
      return core;
    case "parens":
      return `(${core})`;
    case "trailing":
      return `${core}-`;
    case "cr":
      return `${core} CR`;
  }
}

/** A rate as printed in a tax label: "19%", "19 %", "9.975%", "9,975 %". */
export function formatRate(rate: number, style: NumberStyle, spaced: boolean): string {
  const percent = roundTo(rate * 100, 3);
  const text = String(percent);
  const mark = style === "de" || style === "fr-space" || style === "fr-nbsp" ? text.replace(".", ",") : text;
  return `${mark}${spaced ? (style === "fr-nbsp" ? "\u00a0" : " ") : ""}%`;
}

const ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

function below1000(n: number): string {
  const parts: string[] = [];
  if (n >= 100) parts.push(`${ONES[Math.floor(n / 100)]} Hundred`);
  const rest = n % 100;
  if (rest >= 20)
    parts.push(rest % 10 ? `${TENS[Math.floor(rest / 10)]}-${ONES[rest % 10]}` : `${TENS[rest / 10]}`);
  else if (rest > 0 || parts.length === 0) parts.push(ONES[rest] as string);
  return parts.join(" ");
}

/** An integer in English words, in the Western (thousand, million) or Indian (lakh, crore) system. */
export function inWords(n: number, indian: boolean): string {
  if (n < 1000) return below1000(n);
  const scales: Array<[number, string]> = indian
    ? [
        [10_000_000, "Crore"],
        [100_000, "Lakh"],
        [1000, "Thousand"],
      ]
    : [
        [1_000_000_000, "Billion"],
        [1_000_000, "Million"],
        [1000, "Thousand"],
      ];
  const parts: string[] = [];
  let rest = n;
  for (const [size, name] of scales) {
    if (rest >= size) {
      parts.push(`${inWords(Math.floor(rest / size), indian)} ${name}`);
      rest %= size;
    }
  }
  if (rest > 0) parts.push(below1000(rest));
  return parts.join(" ");
}
