import {
  type BreakdownCategory,
  SPEND_CATEGORIES,
  type SpendCategory,
} from "#shared/schemas/extracted-data.ts";
import { keyTokens, matchLabels } from "../find/label-match.ts";
import { foldPhrase } from "../lexicon/fold-phrase.ts";
import { SERVICE_PREFIXES } from "../lexicon/sellers/index.ts";
import { COMMON_SERVICES, SERVICE_LEXICON, type ServiceLexicon } from "./services.ts";

/**
 * A per-service charge line found on the invoice (description as printed, amount in the invoice's currency), with
 * the "Charges" row printed right under it when there is one: the service's charges before its own deductions.
 */
export type ServiceLine = {
  category: SpendCategory;
  service: string;
  description: string;
  amount: number;
  charges?: number;
};

type Entry = { category: SpendCategory; folded: string };

const round = (value: number) => Math.round(value * 100) / 100;

function entries(lexicon: ServiceLexicon): Entry[] {
  return Object.entries(lexicon).flatMap(([category, names]) =>
    (names ?? []).map((name) => ({ category: category as SpendCategory, folded: foldPhrase(name) })),
  );
}

const byLength = (a: Entry, b: Entry) => b.folded.length - a.folded.length;
const cache = new Map<string, Entry[][]>();
function lexiconOf(provider: string): Entry[][] {
  let found = cache.get(provider);
  if (!found) {
    const own = SERVICE_LEXICON[provider];
    found = [own ? entries(own).sort(byLength) : [], entries(COMMON_SERVICES).sort(byLength)];
    cache.set(provider, found);
  }
  return found;
}

// A seller's own name before the service ("OCI - Object Storage", "Oracle Cloud Infrastructure - Compute").
const SELLER_PREFIX = new RegExp(`^(?:${SERVICE_PREFIXES.map(foldPhrase).join("|")}) `, "u");

/** The service a description starts with (whole words), the provider's own names first. */
export function categorize(provider: string, description: string): Entry | null {
  const folded = foldPhrase(description);
  const bare = folded.replace(SELLER_PREFIX, "");
  for (const list of lexiconOf(provider)) {
    for (const text of bare === folded ? [folded] : [folded, bare]) {
      const hit = list.find((e) => text === e.folded || text.startsWith(`${e.folded} `));
      if (hit) return hit;
    }
  }
  return null;
}

// A currency as printed either side of an amount: a code, a dollar with its country letters (US$, S$, R$, A$), a
// symbol, or a local word (zł, kr, Kč, Ft, lei, 円, 元).
const CURRENCY = String.raw`(?:[A-Z]{3}|[A-Z]{1,2}\$|[$€£¥₹₩₺₽₴₫₱₪฿]|zł|kr|Kč|Ft|lei|Rp|円|元)`;
// A printed money amount: optional sign (before, or after as in "9,85 €-") or parentheses, a currency either side, grouped digits (thousands, or the
// Indian lakh grouping 81,76,701.48).
const MONEY = new RegExp(
  String.raw`^\(?-?\s?(?:${CURRENCY}\s?)?-?\d{1,3}(?:[.,'\u00a0\u202f ]?\d{2,3})*(?:[.,]\d{1,2})?\)?(?:\s?${CURRENCY})?-?$`,
  "u",
);
const HAS_DECIMALS = /[.,]\d{2}\)?(?:\s?\D*)$/;
const HAS_CURRENCY = new RegExp(CURRENCY, "u");
const TAIL = new RegExp(
  String.raw`\s(\(?-?\s?(?:${CURRENCY}\s?)?-?[\d.,'\u00a0\u202f]*\d\)?(?:\s?${CURRENCY})?-?)$`,
  "u",
);

/** The line's description (first column) and its amount (last column), or null. */
function splitLine(line: string): { description: string; printed: string } | null {
  const columns = line.split(/\s{3,}/);
  // A row number in a column of its own ("1   Dedicated Server AX41   1   € 37.30") is not the description.
  if (columns.length > 2 && /^\d{1,3}[.)]?$/.test(columns[0] ?? "")) columns.shift();
  let description = columns[0] ?? "";
  let printed = columns.length > 1 ? (columns.at(-1) ?? "") : "";
  if (!printed) {
    const tail = TAIL.exec(line);
    if (!tail?.[1]) return null;
    printed = tail[1];
    description = line.slice(0, tail.index);
  }
  printed = printed.trim();
  if (!MONEY.test(printed) || !(HAS_DECIMALS.test(printed) || HAS_CURRENCY.test(printed))) return null;
  // A row number before the description ("1 Cloud Logging", "2. Compute Engine") is not part of it.
  return { description: description.trim().replace(/^\d{1,3}[.)]?\s+(?=\p{L})/u, ""), printed };
}

// Lines that are totals, taxes or deductions, never one service's charges.
// A summary line that names a service ("Compute Engine total", "Cloud Storage VAT", "Credits - Cloud SQL"): a label
// of a total, a tax, a credit or a discount in any language (the language files' labels), or a balance.
const SUMMARY_ROLES: ReadonlySet<string> = new Set(["subtotal", "tax", "due", "credits", "discount"]);
// A row labelled only as charges ("Charges", "Gebühren", "Usage charges") under a service: that service's charges
// before the credits, discounts and savings plans printed under it.
const isChargesRow = (description: string) => {
  const tokens = keyTokens(description);
  return matchLabels(tokens).some((m) => m.role === "charges" && m.first === 0 && m.last === tokens.length);
};
const isSummaryLine = (description: string) => {
  const tokens = keyTokens(description);
  return (
    tokens.some((t) => t.word === "balance") || matchLabels(tokens).some((m) => SUMMARY_ROLES.has(m.role))
  );
};

/** Parses a printed amount ("$1,234.56", "1.234,56 €", "¥12,345", "(3.00)") as a number, or null. */
export function parseAmount(printed: string): number | null {
  const negative = /^\s*\(|-/.test(printed);
  const digits = printed.replace(/[^\d.,]/g, "");
  if (!/\d/.test(digits)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(digits);
  const whole = (decimal ? digits.slice(0, decimal.index) : digits).replace(/[.,]/g, "");
  const value = Number(`${whole}.${decimal?.[1] ?? "0"}`);
  if (!Number.isFinite(value)) return null;
  return negative ? -value : value;
}

// A server billed by its plan size ("Database-Live (2GB)", "web-01 (s-2vcpu-4gb)", "App 4 vCPU / 8 GB"): a droplet
// or VM whatever its name says, so compute; the name the customer gave it is never a category.
const SERVER_ROW =
  /\(\s*(?:[a-z]+-)?\d+(?:[.,]\d+)?\s?(?:gb|gib|mb|vcpus?)\b[^)]*\)$|\b\d+\s?vcpus?\b.*\b\d+\s?gi?b\b|^(?:dedicated|shared|standard|high memory|nanode|linode|premium)\s\d+\s?gb\s-\s\S/i;
const NAMED_SERVER = /^\p{L}[\p{L}\d]*-[\p{L}\d-]+\s*\(/u;
// A name a customer gave a resource ("Database-Live", "Storage-Node-2"): a service word joined by a hyphen to
// more of the name, with no space; not a service line.
const RESOURCE_NAME = /^\p{L}+-[\p{L}\d]+(?:-[\p{L}\d]+)*$/u;

/**
 * Per-service charge lines on every page: a service name at the start, an amount at the end. A credit note that
 * prints every service row negative gives their amounts; otherwise a negative line (a deduction) is no service's.
 */
export function findServiceLines(provider: string, pages: readonly string[]): ServiceLine[] {
  const found: ServiceLine[] = [];
  for (const page of pages) {
    // The service line just above, while the next line may still be its "Charges" row.
    let previous: ServiceLine | null = null;
    for (const raw of page.split("\n")) {
      const line = raw.trim();
      if (line === "") continue;
      const above = previous;
      previous = null;
      const split = splitLine(line);
      if (!split) continue;
      const { description, printed } = split;
      const amount = parseAmount(printed);
      if (above && amount !== null && amount >= 0 && isChargesRow(description)) {
        above.charges = round(amount);
        continue;
      }
      if (description.length < 2 || isSummaryLine(description)) continue;
      if (amount === null) continue;
      const named = categorize(provider, description);
      const hit =
        SERVER_ROW.test(description) && (!named || NAMED_SERVER.test(description))
          ? { category: "compute" as const, folded: foldPhrase(description) }
          : named;
      if (!hit || RESOURCE_NAME.test(description)) continue;
      previous = { category: hit.category, service: hit.folded, description, amount: round(amount) };
      found.push(previous);
    }
  }
  if (found.length > 0 && found.every((line) => line.amount < 0))
    return found.map((line) => ({ ...line, amount: -line.amount }));
  return found.filter((line) => line.amount >= 0);
}

function sum(lines: readonly { amount: number }[]): number {
  return round(lines.reduce((total, line) => total + line.amount, 0));
}

/** The one line per service with the largest amount (a service's own total over its usage lines). */
function onePerService(lines: ServiceLine[]): ServiceLine[] {
  const best = new Map<string, ServiceLine>();
  for (const line of lines) {
    const seen = best.get(line.service);
    if (!seen || line.amount > seen.amount) best.set(line.service, line);
  }
  return lines.filter((line) => best.get(line.service) === line);
}

export const UNITEMISED = "Not itemised by service on the invoice";
/** The rest of the charges when it is what the deductions come to: the service lines were printed net of them. */
export const TAKEN_OFF_LINES = "Credits, discounts and savings plans, taken off the lines above";

/**
 * Where the money goes: the charges per category, adding up to `charges` (what the lines do not cover
 * is `other`). Empty when the invoice shows no per-service detail, or when the lines found add up to more than
 * the charges (they would not be one consistent list).
 */
export function findBreakdown(
  provider: string,
  pages: readonly string[],
  charges: number | null,
  /** The amount due (service totals may be printed with their tax) and the net charges (after deductions). */
  totals: { amountDue?: number | null; net?: number | null } = {},
): BreakdownCategory[] {
  const amountDue = totals.amountDue ?? null;
  if (charges === null || charges <= 0) return [];
  const tolerance = 0.05;
  const printed = findServiceLines(provider, pages);
  // Service totals printed after their own deductions, each over a "Charges" row (AWS's "Detail" block): the
  // charges rows are what the services cost before deductions, when they come nearer the invoice's charges.
  const before = printed.map((line) => ({ ...line, amount: line.charges ?? line.amount }));
  const nearer = (lines: readonly ServiceLine[]) => Math.abs(charges - sum(lines));
  const found =
    printed.some((line) => line.charges !== undefined) &&
    sum(before) <= charges + tolerance &&
    nearer(before) < nearer(printed)
      ? before
      : printed;
  // Service totals printed with their tax (AWS's "Detail" block): they add up to the amount due, not the
  // charges; each is taken at its share of the charges.
  const printedSum = sum(found);
  const withTax =
    amountDue !== null && amountDue > charges + tolerance && Math.abs(printedSum - amountDue) <= tolerance;
  const all = withTax
    ? found.map((line) => ({ ...line, amount: round((line.amount * charges) / amountDue) }))
    : found;
  const unique = all.filter(
    (line, i) => all.findIndex((o) => o.description === line.description && o.amount === line.amount) === i,
  );
  const chosen = [unique, onePerService(unique)].find(
    (lines) => lines.length > 0 && sum(lines) <= charges + tolerance,
  );
  if (!chosen) return [];
  const categories = new Map<SpendCategory, BreakdownCategory>();
  for (const line of chosen) {
    const entry = categories.get(line.category) ?? { category: line.category, amount: 0, lines: [] };
    entry.lines.push({ description: line.description, amount: line.amount });
    entry.amount = round(entry.amount + line.amount);
    categories.set(line.category, entry);
  }
  const rest = round(charges - sum(chosen));
  if (rest > 0.005) {
    const other = categories.get("other") ?? { category: "other", amount: 0, lines: [] };
    const deductions = totals.net === undefined || totals.net === null ? null : round(charges - totals.net);
    const takenOff = deductions !== null && Math.abs(rest - deductions) <= tolerance;
    other.lines.push({ description: takenOff ? TAKEN_OFF_LINES : UNITEMISED, amount: rest });
    other.amount = round(other.amount + rest);
    categories.set("other", other);
  }
  // Rounding of many lines: the list adds up to the charges exactly.
  const result = SPEND_CATEGORIES.flatMap((category) => categories.get(category) ?? []);
  const drift = round(charges - sum(result));
  const largest = result.reduce<BreakdownCategory | null>(
    (a, b) => (!a || b.amount > a.amount ? b : a),
    null,
  );
  if (largest && drift !== 0) largest.amount = round(largest.amount + drift);
  return result;
}
