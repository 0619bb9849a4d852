// Words that say what kind of document a page is, folded, combined from the language files in languages/. A
// page is read as an invoice only when it calls itself one; a page whose title calls it something else (a
// report, a quote, an order) is refused.
import { foldAll } from "./fold-phrase.ts";
import { LANGUAGES } from "./languages/index.ts";

const collect = (kind: "invoice" | "creditNote" | "notInvoice" | "customerHeads") =>
  foldAll(LANGUAGES.flatMap((language) => language.documents[kind]));

export const INVOICE_WORDS = collect("invoice");
export const CREDIT_NOTE_WORDS = collect("creditNote");
// Heads of the customer's block ("Bill to", "Kunde:", "Facturé à"). A seller's name printed in such a block is
// the customer's (a furniture shop's invoice billed to Microsoft Corporation is not a Microsoft invoice).
export const CUSTOMER_HEADS = collect("customerHeads");
export const NOT_INVOICE_WORDS = collect("notInvoice");
// "This report is not an invoice", "Dokument nie jest fakturą VAT": said anywhere on the page.
export const NOT_INVOICE_STATEMENTS = foldAll(
  LANGUAGES.flatMap((language) => language.documents.notInvoiceStatements ?? []),
);
