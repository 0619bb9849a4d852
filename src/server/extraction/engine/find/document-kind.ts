import type { PageModel, Segment } from "../layout/page-model.ts";
import {
  CREDIT_NOTE_WORDS,
  INVOICE_WORDS,
  NOT_INVOICE_STATEMENTS,
  NOT_INVOICE_WORDS,
} from "../lexicon/documents.ts";
import { NON_WORD_CLASS, WORD_CLASS } from "../lexicon/fold-phrase.ts";
import { fold } from "../read/fold.ts";

export type DocumentKind = "invoice" | "credit_note" | "not_an_invoice";

// Words of any script: a phrase stands between characters that are not letters or digits.
function phraseRe(phrases: string[]): RegExp {
  return new RegExp(
    `(?:^|${NON_WORD_CLASS})(?:${phrases.map((p) => p.replace(/ /g, `${NON_WORD_CLASS}+`)).join("|")})(?!${WORD_CLASS})`,
    "v",
  );
}
const INVOICE_RE = phraseRe(INVOICE_WORDS);
const CREDIT_RE = phraseRe(CREDIT_NOTE_WORDS);
const NOT_INVOICE_RE = phraseRe(NOT_INVOICE_WORDS);
const NOT_INVOICE_ALL = new RegExp(NOT_INVOICE_RE.source, "gv");
const NOT_INVOICE_STATEMENT_RE = phraseRe(NOT_INVOICE_STATEMENTS);
const alt = (phrases: string[]) => phrases.map((p) => p.replace(/ /g, `${NON_WORD_CLASS}+`)).join("|");
// "Proforma-Rechnung", "Pro forma invoice", "Facture pro forma", "Invoice estimate": the invoice word qualified by
// a word that makes the document something else.
const QUALIFIED_INVOICE_RE = new RegExp(
  `(?:^|${NON_WORD_CLASS})(?:(?:${alt(NOT_INVOICE_WORDS)})${NON_WORD_CLASS}+(?:${alt(INVOICE_WORDS)})|(?:${alt(INVOICE_WORDS)})${NON_WORD_CLASS}+(?:${alt(NOT_INVOICE_WORDS)}))(?!${WORD_CLASS})`,
  "v",
);

// Words of a title: runs with a letter or digit ("Cost Management + Billing — Cost analysis" is five).
const wordCount = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

// A title: printed larger than the body text, or a short line in the top part of the page.
function titles(page: PageModel): Segment[] {
  const top = Math.max(...page.lines.map((l) => l.y), 0);
  const span = Math.max(1, top - Math.min(...page.lines.map((l) => l.y), top));
  return page.lines.flatMap((line) =>
    line.segments.filter(
      (s) => s.size >= page.medianSize * 1.25 || ((top - line.y) / span < 0.3 && wordCount(s.text) <= 5),
    ),
  );
}

/**
 * What a title calls the document: its first document word decides ("Payment reminder for invoice 123" is a
 * reminder, "Credit note for invoice 123" a credit note); a not-invoice phrase holding an invoice word
 * ("Statement of account", "对账单") is not an invoice.
 */
export function titleKind(title: string): "invoice" | "not_an_invoice" | null {
  const invoice = title.search(INVOICE_RE);
  const other = title.search(NOT_INVOICE_RE);
  if (other < 0) return invoice < 0 ? null : "invoice";
  return invoice < 0 || other <= invoice ? "not_an_invoice" : "invoice";
}

/** Whether the page calls itself an invoice, a credit note, or something else (a report, a quote, an order). */
export function documentKind(
  page: PageModel,
  foldedPage: string,
  rowLabels: ReadonlySet<Segment> = new Set(),
): DocumentKind {
  // A look-alike that says so: "This report is not an invoice", "Dokument nie jest fakturą VAT".
  if (NOT_INVOICE_STATEMENT_RE.test(foldedPage)) return "not_an_invoice";
  // A summary row labelled "Gutschrift" (a credit line) is not a title.
  const titleSegments = titles(page).filter((s) => !rowLabels.has(s));
  const heads = titleSegments.map((s) => fold(s.text));
  // Each title's kind once: the phrase patterns are long alternations over every language's words.
  const kinds = heads.map(titleKind);
  // The document's own title, printed largest, says what it is: a "Payment receipt" that mentions the invoice it
  // pays in a smaller line ("For invoice: ...") is a receipt.
  const largest = Math.max(0, ...titleSegments.map((s) => s.size));
  if (largest >= page.medianSize * 1.25) {
    if (titleSegments.some((s, i) => s.size === largest && kinds[i] === "not_an_invoice"))
      return "not_an_invoice";
  }
  const invoiceHeads = heads.filter((_, i) => kinds[i] === "invoice");
  // A title standing alone above every line that calls the page an invoice ("Relance" over "Facture FR-118
  // échue", "Mahnung" over "Rechnung 2026-0412"): a letter about an invoice, not the invoice.
  const firstInvoice = kinds.indexOf("invoice");
  const standing = heads.findIndex(
    (t, i) => kinds[i] === "not_an_invoice" && !/\p{L}/u.test(t.replace(NOT_INVOICE_ALL, " ")),
  );
  const above = (a: number, b: number) => (titleSegments[a]?.y ?? 0) > (titleSegments[b]?.y ?? 0);
  if (standing >= 0 && (firstInvoice < 0 || above(standing, firstInvoice))) return "not_an_invoice";
  if (invoiceHeads.some((t) => NOT_INVOICE_RE.test(t) && QUALIFIED_INVOICE_RE.test(t)))
    return "not_an_invoice";
  const invoiceTitle = invoiceHeads.length > 0;
  if (!invoiceTitle && heads.some((t) => NOT_INVOICE_RE.test(t))) return "not_an_invoice";
  if (!INVOICE_RE.test(foldedPage)) return "not_an_invoice";
  return heads.some((t) => CREDIT_RE.test(t) && !/\d[.,]\d{2}/.test(t)) ? "credit_note" : "invoice";
}
