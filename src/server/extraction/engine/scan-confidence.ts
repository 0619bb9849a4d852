import { currencyDecimals } from "#shared/format/currency-decimals.ts";
import type { FieldProvenance, Provenance, ProvenanceField } from "#shared/schemas/extracted-data.ts";
import { MONEY_FIELDS } from "#shared/schemas/money-fields.ts";
import type { InvoiceReading } from "./invoice-reading.ts";
import type { PageContent, PositionedText } from "./layout/page-content.ts";

// A figure read by OCR is only as sure as the recognition of its printed word. The engine gives `high` to a figure
// printed under a label of its role when every equation of the summary holds; on a scan it keeps `high` only when
// Tesseract was also sure of the word the figure stands in (HIGH_WORD). Every entry read on a scanned page says
// so (`scan`), for "How we read your invoice".

// Ids and dates have no equation to hold them: on a scan a label can meet another line's number (the layout read
// from pixels drifts), so they are `medium` at most ("please check").
const NO_EQUATION = new Set<ProvenanceField>(["account_number", "invoice_number", "invoice_date"]);

/** Tesseract's word confidence (0-100) from which a recognised figure may stay `high`. */
export const HIGH_WORD = 88;

/** The fields whose printed digits are checked against the words they were read from. */
const CHECKED = new Set<ProvenanceField>([...MONEY_FIELDS, "account_number", "invoice_number"]);

const digits = (text: string) => text.replace(/\D/g, "");

/** The digits a figure is printed with: its minor units for money (12.30 -> "1230"), its own digits for an id. */
function printedDigits(value: unknown, decimals: number): string | null {
  if (typeof value === "number") return String(Math.round(Math.abs(value) * 10 ** decimals));
  if (typeof value === "string") return digits(value) || null;
  return null;
}

const inside = (item: PositionedText, box: FieldProvenance["box"]) =>
  item.x + item.width >= box[0] - 2 && item.x <= box[2] + 2 && item.y >= box[1] - 4 && item.y <= box[3] + 4;

/**
 * The words a figure was read from: runs (or runs side by side on one baseline: "4.113,52" read as "4.113," and
 * "52") whose digits are the figure's, preferring those inside its provenance box. Their lowest confidence.
 */
function wordConfidence(page: PageContent, wanted: string, box: FieldProvenance["box"]): number | null {
  const found: PositionedText[][] = [];
  const items = page.items.filter((item) => /\d/.test(item.str));
  for (const [i, item] of items.entries()) {
    let run = [item];
    let text = digits(item.str);
    for (let j = i + 1; j < items.length && text.length < wanted.length && wanted.startsWith(text); j++) {
      const next = items[j] as PositionedText;
      if (Math.abs(next.y - item.y) > item.height / 2) break;
      run = [...run, next];
      text += digits(next.str);
    }
    if (text === wanted || (text.endsWith(wanted) && wanted.length >= 3)) found.push(run);
  }
  if (found.length === 0) return null;
  const inBox = found.filter((run) => run.some((item) => inside(item, box)));
  const runs = inBox.length > 0 ? inBox : found;
  return Math.min(...runs.map((run) => Math.min(...run.map((item) => item.confidence ?? 100))));
}

/** The reading with every entry from a scanned page marked, and its figures below `high` where OCR was unsure. */
export function scanConfidence(reading: InvoiceReading, pages: readonly PageContent[]): InvoiceReading {
  if (!pages.some((page) => page.scanned)) return reading;
  const { figures } = reading;
  const provenance: Provenance = {};
  for (const [field, entry] of Object.entries(figures.provenance) as Array<
    [ProvenanceField, FieldProvenance]
  >) {
    const page = pages[entry.page - 1];
    if (!page?.scanned) {
      provenance[field] = entry;
      continue;
    }
    let confidence = entry.confidence;
    const wanted = CHECKED.has(field)
      ? printedDigits(figures[field as keyof typeof figures], currencyDecimals(figures.currency))
      : null;
    if (confidence === "high" && wanted && !entry.derived) {
      const sure = wordConfidence(page, wanted, entry.box);
      if (sure === null || sure < HIGH_WORD) confidence = "medium";
    }
    if (confidence === "high" && NO_EQUATION.has(field)) confidence = "medium";
    provenance[field] = { ...entry, confidence, scan: true };
  }
  return { ...reading, figures: { ...figures, provenance }, scanned: true };
}
