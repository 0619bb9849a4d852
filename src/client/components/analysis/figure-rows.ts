import { issuerLabel, isUnknownProvider } from "#shared/providers/provider-identity.ts";
import { CORRECTABLE_LABELS, type CorrectableField } from "#shared/schemas/correctable-fields.ts";
import type {
  Confidence,
  ExtractedData,
  ProvenanceField,
  ReconciliationCheck,
} from "#shared/schemas/extracted-data.ts";
import type { Result } from "#shared/schemas/result.ts";
import { money } from "./analysis-figures.ts";

/** One line of "How we read your invoice": a figure, the printed words it came from, and how sure we are. */
export type FigureRow = {
  field: ProvenanceField;
  label: string;
  /** The value in effect, formatted; null when the invoice did not show it. */
  value: string | null;
  /** The printed words it was read from (provenance), when the engine recorded them. */
  printed: string | null;
  /** The figure is not printed on the invoice: computed from printed ones (`printed` then says how). */
  derived: boolean;
  confidence: Confidence | null;
  /** The value as read, formatted, when the visitor corrected it. */
  readAs: string | null;
  /** The reconciliation checks that concern this figure. */
  checks: ReconciliationCheck[];
};

const ROWS: ReadonlyArray<{ field: ProvenanceField; label: string }> = [
  { field: "provider", label: "Issuer" },
  { field: "account_number", label: "Account number" },
  { field: "invoice_number", label: "Invoice number" },
  { field: "invoice_date", label: CORRECTABLE_LABELS.invoice_date },
  { field: "currency", label: CORRECTABLE_LABELS.currency },
  { field: "total_charges", label: CORRECTABLE_LABELS.total_charges },
  { field: "credits", label: CORRECTABLE_LABELS.credits },
  { field: "discount", label: CORRECTABLE_LABELS.discount },
  { field: "savings_plan", label: CORRECTABLE_LABELS.savings_plan },
  { field: "net_charges", label: CORRECTABLE_LABELS.net_charges },
  { field: "vat", label: CORRECTABLE_LABELS.vat },
  { field: "service_charges", label: "Amount due" },
];

/** Which figure each reconciliation check is shown next to: the one it compares against. */
const CHECK_FIELD: Record<string, ProvenanceField> = {
  net_charges: "net_charges",
  amount_due: "service_charges",
};

function formatted(data: ExtractedData, field: ProvenanceField): string | null {
  const value = data[field];
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return money(value, data.currency);
  if (field === "provider") return isUnknownProvider(value) ? null : issuerLabel(value);
  return value;
}

/** The rows in reading order; identifiers the invoice did not show are left out, amounts are kept as "not found". */
export function figureRows(result: Result): FigureRow[] {
  const data = result.extracted_data;
  const original = result.original_extracted_data ?? data;
  const corrected = new Set<string>(result.corrected_fields ?? []);
  const checks = data.checks;
  return ROWS.flatMap(({ field, label }) => {
    const value = formatted(data, field);
    const isIdentifier = field === "account_number" || field === "invoice_number";
    if (value === null && isIdentifier) return [];
    const provenance = data.provenance?.[field];
    const isCorrected = corrected.has(field as CorrectableField);
    return [
      {
        field,
        label,
        value,
        printed: provenance?.text ?? null,
        derived: provenance?.derived === true,
        // Once the visitor has put a figure right, how sure the reading was no longer matters.
        confidence: isCorrected ? null : (provenance?.confidence ?? null),
        readAs: isCorrected ? (formatted(original, field) ?? "not found") : null,
        checks: checks.filter((check) => (CHECK_FIELD[check.name] ?? "net_charges") === field),
      },
    ];
  });
}

/** The page the summary figures were read from: page 1, or a later one when page 1 held no summary. */
export function summaryPage(data: ExtractedData): number {
  const net = data.provenance?.net_charges ?? data.provenance?.total_charges;
  return net?.page ?? 1;
}

/** The pages the figures were read from by OCR (a scan), in order; none for a PDF with text. */
export function scannedPages(data: ExtractedData): number[] {
  const pages = Object.values(data.provenance ?? {}).flatMap((p) => (p?.scan ? [p.page] : []));
  return [...new Set(pages)].sort((a, b) => a - b);
}

/** "page 1", "pages 1 and 4", "pages 1, 2 and 4". */
export function pageList(pages: readonly number[]): string {
  if (pages.length === 1) return `page ${pages[0]}`;
  return `pages ${pages.slice(0, -1).join(", ")} and ${pages.at(-1)}`;
}
