import type { PageModel, Segment } from "../layout/page-model.ts";
import { CREDIT_NOTE_WORDS, INVOICE_WORDS, NOT_INVOICE_WORDS } from "../lexicon/documents.ts";
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
const alt = (phrases: string[]) => phrases.map((p) => p.replace(/ /g, `${NON_WORD_CLASS}+`)).join("|");
// "Proforma-Rechnung", "Pro forma invoice", "Facture pro forma", "Invoice estimate": the invoice word qualified by
// a word that makes the document something else.
const QUALIFIED_INVOICE_RE = new RegExp(
  `(?:^|${NON_WORD_CLASS})(?:(?:${alt(NOT_INVOICE_WORDS)})${NON_WORD_CLASS}+(?:${alt(INVOICE_WORDS)})|(?:${alt(INVOICE_WORDS)})${NON_WORD_CLASS}+(?:${alt(NOT_INVOICE_WORDS)}))(?!${WORD_CLASS})`,
  "v",
);

// A title: printed larger than the body text, or a short line in the top part of the page.
function titles(page: PageModel): Segment[] {
  const top = Math.max(...page.lines.map((l) => l.y), 0);
  const span = Math.max(1, top - Math.min(...page.lines.map((l) => l.y), top));
  return page.lines.flatMap((line) =>
    line.segments.filter(
      (s) =>
        s.size >= page.medianSize * 1.25 || ((top - line.y) / span < 0.3 && s.text.split(/\s+/).length <= 5),
    ),
  );
}

/** Whether the page calls itself an invoice, a credit note, or something else (a report, a quote, an order). */
export function documentKind(
  page: PageModel,
  foldedPage: string,
  rowLabels: ReadonlySet<Segment> = new Set(),
): DocumentKind {
  // A summary row labelled "Gutschrift" (a credit line) is not a title.
  const titleSegments = titles(page).filter((s) => !rowLabels.has(s));
  const heads = titleSegments.map((s) => fold(s.text));
  // The document's own title, printed largest, says what it is: a "Payment receipt" that mentions the invoice it
  // pays in a smaller line ("For invoice: ...") is a receipt.
  const largest = Math.max(0, ...titleSegments.map((s) => s.size));
  if (largest >= page.medianSize * 1.25) {
    const main = titleSegments.filter((s) => s.size === largest).map((s) => fold(s.text));
    if (main.some((t) => NOT_INVOICE_RE.test(t) && !INVOICE_RE.test(t))) return "not_an_invoice";
  }
  const invoiceHeads = heads.filter((t) => INVOICE_RE.test(t));
  if (invoiceHeads.some((t) => NOT_INVOICE_RE.test(t) && QUALIFIED_INVOICE_RE.test(t)))
    return "not_an_invoice";
  const invoiceTitle = invoiceHeads.length > 0;
  if (heads.some((t) => NOT_INVOICE_RE.test(t)) && !invoiceTitle) return "not_an_invoice";
  if (!INVOICE_RE.test(foldedPage)) return "not_an_invoice";
  return heads.some((t) => CREDIT_RE.test(t) && !/\d[.,]\d{2}/.test(t)) ? "credit_note" : "invoice";
}
