import { foldPhrase } from "../lexicon/fold-phrase.ts";
import { LANGUAGES } from "../lexicon/languages/index.ts";
import { MONTH_ALT, monthOf } from "../lexicon/months.ts";
import { type DateOrder, findDates, toIsoDate } from "./dates.ts";
import { fold } from "./fold.ts";

export type BillingPeriod = { start: string; end: string };

// Every language's labels of a billing period ("billing period", "Abrechnungszeitraum", "période de facturation",
// "請求期間"), folded; "consommation du ... au ..." and similar usage ranges too.
const LABELS = [
  ...new Set(
    LANGUAGES.flatMap((language) => language.labels.period ?? [])
      .map(foldPhrase)
      .filter((label) => label.length >= 4),
  ),
].sort((a, b) => b.length - a.length);
const USAGE_RANGE = /\b(?:consommation|usage|utilisation|verbrauch|nutzung|consumo|uso)\b/u;

// "November 1 - November 30, 2025", "January 1 - 31, 2016", "March 1 - March 31 , 2018": a range whose first date
// has no year of its own.
const NAMED_RANGE = new RegExp(
  String.raw`(?<![\p{L}])(${MONTH_ALT})\s+(\d{1,2})\s*[-–—]\s*(?:(${MONTH_ALT})\s+)?(\d{1,2})\s*,?\s*(\d{4})`,
  "u",
);

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

function rangeIn(line: string, order: DateOrder): BillingPeriod | null {
  const folded = fold(line);
  const named = NAMED_RANGE.exec(folded);
  if (named) {
    const [, firstMonth = "", firstDay, lastMonth, lastDay, year] = named;
    const startMonth = monthOf(firstMonth);
    const endMonth = lastMonth ? monthOf(lastMonth) : startMonth;
    if (startMonth && endMonth) {
      const endYear = Number(year);
      const startYear = startMonth > endMonth ? endYear - 1 : endYear;
      return {
        start: iso(startYear, startMonth, Number(firstDay)),
        end: iso(endYear, endMonth, Number(lastDay)),
      };
    }
  }
  const dates = findDates(line)
    .map((token) => toIsoDate(token, order))
    .filter((date): date is string => date !== null);
  const [start, end] = dates;
  return start && end && start <= end ? { start, end } : null;
}

/**
 * The billing period the invoice prints ("This invoice is for the billing period March 1 - March 31, 2018",
 * "Billing period: 01/02/2026 - 28/02/2026", "Bu fatura 01.06.2026 - 30.06.2026 fatura dönemine aittir"): its first
 * and last days, or null when no labelled range is printed. `order` reads slashed dates (day or month first).
 */
export function findBillingPeriod(pages: readonly string[], order: DateOrder): BillingPeriod | null {
  for (const page of pages) {
    for (const line of page.split("\n")) {
      const folded = foldPhrase(line);
      if (!LABELS.some((label) => folded.includes(label)) && !USAGE_RANGE.test(folded)) continue;
      const found = rangeIn(line, order);
      if (found) return found;
    }
  }
  return null;
}
