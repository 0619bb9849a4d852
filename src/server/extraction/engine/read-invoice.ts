import { currencyDecimals } from "#shared/format/currency-decimals.ts";
import { DEFAULT_CURRENCY } from "#shared/limits.ts";
import type {
  Confidence,
  FieldProvenance,
  InvoiceSummaryItem,
  Provenance,
  ProvenanceField,
  SummaryLineKind,
} from "#shared/schemas/extracted-data.ts";
import { perMoneyField } from "#shared/schemas/money-fields.ts";
import { findCreditsBalance } from "./find/credits-balance.ts";
import { decideDateOrder, pageLanguage } from "./find/date-order.ts";
import { documentKind } from "./find/document-kind.ts";
import { findMoneyRows, type MoneyRow } from "./find/money-rows.ts";
import { indexPage } from "./find/page-index.ts";
import { findSeller, sellerTexts } from "./find/seller.ts";
import { findDate, findDateAfterId, findId, findIdByFormat, findIdUnderTitle } from "./find/text-fields.ts";
import type { InvoiceReading } from "./invoice-reading.ts";
import { EMPTY_PAGE, type PageContent } from "./layout/page-content.ts";
import { buildPageModel, modelText, type PageModel } from "./layout/page-model.ts";
import { CREDIT_NOTE_WORDS, INVOICE_WORDS } from "./lexicon/documents.ts";
import type { MoneyRole } from "./lexicon/labels.ts";
import type { Seller } from "./lexicon/sellers/index.ts";
import {
  contradictingNet,
  currencyProvenance,
  foundProvenance,
  itemsTotal,
  providerProvenance,
  strayNegative,
  summaryFigures,
  unusedCharges,
  unusedDeductions,
} from "./provenance.ts";
import { decideConvention } from "./read/amounts.ts";
import { blankNonAmounts } from "./read/clean.ts";
import { localSymbols } from "./read/currency.ts";
import { findDates, isAmbiguous, toIsoDate } from "./read/dates.ts";
import { currencyStatement, decideCurrency } from "./read/document-currency.ts";
import { dollarFromTaxIdentity } from "./read/dollar.ts";
import { fold } from "./read/fold.ts";
import { startPage } from "./read/memo.ts";
import { scanConfidence } from "./scan-confidence.ts";
import { type Candidate, type Solution, solveSummary, usedCandidates } from "./solve/summary-solver.ts";

const TITLE_WORDS = [...INVOICE_WORDS, ...CREDIT_NOTE_WORDS];

/** Fields page 1 decides when it prints them: who issued the document and its ids. */
const FROM_PAGE_ONE = ["provider", "account_number", "invoice_number", "invoice_date"] as const;
const fromPageOne = (field: ProvenanceField) => (FROM_PAGE_ONE as readonly string[]).includes(field);

function unsupported(text: string, provider = "Unknown", seller: string | null = null): InvoiceReading {
  return {
    text,
    figures: {
      provider,
      account_number: null,
      invoice_number: null,
      invoice_date: null,
      invoice_summary: [],
      ...perMoneyField(() => null),
      currency: DEFAULT_CURRENCY,
      document_type: "invoice",
      seller,
      provenance: {},
    },
    refusal: "not_an_invoice",
  };
}

/** Amounts in the invoice currency only: a second-currency column or line ("VAT in KES") is not the invoice's. */
function inCurrency(rows: MoneyRow[], currency: string): MoneyRow[] {
  return rows
    .filter((row) => row.role !== "ignore" && row.labelCodes.every((code) => code === currency))
    .map((row) => ({
      ...row,
      amounts: row.amounts.filter((a) => a.token.currency === null || a.token.currency === currency),
    }))
    .filter((row) => row.amounts.length > 0);
}

const round = (value: number) => Math.round(value * 100) / 100;

function describe(row: MoneyRow): string {
  const own = row.wrapped ? [] : row.amounts.filter((a) => a.segment === row.label).map((a) => a.token.start);
  const cut = own.length > 0 ? Math.min(...own) : row.labelText.length;
  return (
    row.labelText
      .slice(0, cut)
      .replace(/[\s:*]+$/, "")
      .trim() || row.labelText
  );
}

// The summary block: the rows from the first to the last one the solution used.
// What a summary row the reading did not use is, by its label.
const ROLE_KINDS: Partial<Record<MoneyRole, SummaryLineKind>> = {
  charges: "charge",
  credits: "deduction",
  discount: "deduction",
  savings_plan: "deduction",
  net: "total",
  subtotal: "total",
  due: "total",
  tax: "tax",
};

function summaryRows(rows: MoneyRow[], solution: Solution, currency: string): InvoiceSummaryItem[] {
  const used = usedCandidates(solution);
  if (used.length === 0) return [];
  const first = Math.min(...used.map((c) => c.row.line));
  const last = Math.max(...used.map((c) => c.row.line));
  const chosen = new Map(used.map((c) => [c.row, c.value]));
  const kinds = new Map<MoneyRow, SummaryLineKind>([
    ...[solution.net, solution.due].flatMap((c) => (c ? [[c.row, "total"] as const] : [])),
    ...solution.tax.map((c) => [c.row, "tax"] as const),
    ...[solution.credits, solution.discount, solution.savingsPlan].flatMap((c) =>
      c ? [[c.row, "deduction"] as const] : [],
    ),
    ...(solution.charges ? [[solution.charges.row, "charge"] as const] : []),
  ]);
  const items: InvoiceSummaryItem[] = [];
  const seen = new Set<string>();
  const labels = new Set<string>();
  let blockEnded = false;
  for (const row of rows) {
    if (row.line < first || row.line > last) continue;
    const description = describe(row);
    // A label the summary has already listed, on a row the reading did not use, starts another block (the
    // per-service detail's own "Charges"): from there on only the rows the reading used are listed.
    if (!chosen.has(row) && labels.has(fold(description))) blockEnded = true;
    if (blockEnded && !chosen.has(row)) continue;
    labels.add(fold(description));
    const amount = chosen.get(row) ?? Math.abs(row.amounts.at(-1)?.token.value ?? 0);
    const kind = kinds.get(row) ?? ROLE_KINDS[row.role];
    const item: InvoiceSummaryItem = {
      description,
      currency,
      amount: round(amount),
      ...(kind ? { kind } : {}),
    };
    const key = JSON.stringify(item);
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  return items;
}

/**
 * Reads page 1 of an invoice from its positioned text: who issued it, what kind of document it is, its ids and
 * dates, and the summary figures chosen by the arithmetic. Pure: same page in, same reading out.
 */
export function readInvoicePage(
  page: PageContent,
  continued?: { seller: Seller; firstPageText?: string },
): InvoiceReading {
  startPage();
  const model = buildPageModel(page);
  const text = modelText(model);
  const folded = fold(text);
  // A later page of a document page 1 already told the seller and kind of: it need not repeat them.
  const seller = continued?.seller ?? pageSeller(model, folded);
  if (!seller) return unsupported(text);
  const lines = model.lines.map(
    (line) =>
      `${Math.round(line.segments[0]?.x0 ?? 0)},${Math.round(line.y)}: ${line.segments.map((s) => s.text).join("   ")}`,
  );
  // Figures that cannot be read: the issuer and ids found keep their provenance (a later page or a second reader
  // may still give the figures).
  const unreadable = (): InvoiceReading => {
    const refused = unsupported(text, seller.provider, seller.name);
    return {
      ...refused,
      figures: {
        ...refused.figures,
        account_number: accountNumber?.value ?? null,
        invoice_number: invoiceNumber?.value ?? null,
        invoice_date: invoiceDate,
        provenance: Object.fromEntries(
          FROM_PAGE_ONE.flatMap((field) => (provenance[field] ? [[field, provenance[field]]] : [])),
        ),
      },
      lines,
      refusal: "figures",
    };
  };
  const index = indexPage(model);
  // A bare "$": the seller's own currency when its entry says, else the country of the tax identity printed.
  const taxDollar = seller.dollar ? null : dollarFromTaxIdentity(folded);
  const dollar = { ...localSymbols(seller, folded), dollar: seller.dollar ?? taxDollar ?? "USD" };
  const convention = decideConvention(index.segments.map((s) => blankNonAmounts(s.segment.text)));
  const allRows = findMoneyRows(index, convention, dollar);
  const kind = documentKind(model, folded, new Set(allRows.map((row) => row.label.segment)));
  if (kind === "not_an_invoice" && !continued) return unsupported(text, seller.provider, seller.name);
  // A later page's summary: page 1's statement of the currency ("Currency: Euros") holds for it too.
  const currencyText = continued?.firstPageText ? `${text}\n${continued.firstPageText}` : text;
  const { currency, votes } = decideCurrency(allRows, currencyText, dollar);
  const rows = inCurrency(allRows, currency);
  const unit = 10 ** -currencyDecimals(currency);
  const solution = solveSummary(rows, unit);

  const provenance: Provenance = {};
  const sellerSegment = index.segments.find((s) =>
    seller.patterns.some((re) => re.test(fold(s.segment.text))),
  );
  provenance.provider = providerProvenance(
    sellerSegment?.segment ?? null,
    seller.name,
    seller.strength === 2 ? "high" : "medium",
  );

  // Ids and the invoice date.
  const invoiceNumber = findId(index, "invoice_number") ?? findIdUnderTitle(index, TITLE_WORDS);
  const labelledAccount = findId(index, "account_number");
  const accountByFormat =
    labelledAccount || !seller.accountFormat ? null : findIdByFormat(index, seller.accountFormat);
  const accountNumber = labelledAccount ?? accountByFormat;
  if (invoiceNumber) provenance.invoice_number = foundProvenance(invoiceNumber, "high");
  // Read by its shape, without a label beside it: to be checked.
  if (accountNumber)
    provenance.account_number = foundProvenance(accountNumber, accountByFormat ? "medium" : "high");
  const allDates = index.segments.flatMap((s) => findDates(s.segment.text));
  const order = decideDateOrder(allDates, seller, pageLanguage(folded));
  const issued = findDate(index, "invoice_date") ?? findDateAfterId(index);
  // Only a date of supply or tax point printed: often the invoice date, but it may be another day.
  const supplied = issued ? null : findDate(index, "invoice_date", "supply");
  const dateFound = issued ?? supplied;
  const invoiceDate = dateFound ? toIsoDate(dateFound.token, order.order) : null;
  if (dateFound && invoiceDate) {
    const read: Confidence = isAmbiguous(dateFound.token) ? order.confidence : "high";
    const confidence: Confidence = supplied && read === "high" ? "medium" : read;
    provenance.invoice_date = foundProvenance(dateFound, confidence);
  }

  if (!solution) return unreadable();
  // A credit memo with no charges of its own, only a credit against an earlier invoice: not a month of spending.
  const totals = [solution.due, solution.net].filter((c) => c !== null);
  const creditDocument =
    kind === "credit_note" || (totals.length > 0 && totals.every((c) => c.amount.token.negative));
  if (creditDocument && onlyACredit(solution, unit)) return unsupported(text, seller.provider, seller.name);
  const summaryPage = { index, allRows, solution, convention, dollar, currency };
  const { figures, provenance: money } = summaryFigures(solution, {
    unit,
    ambiguous: solution.ambiguous,
    unusedDeductions: unusedDeductions(rows, solution) || strayNegative(summaryPage),
    unusedCharges: unusedCharges(rows, solution),
    itemsTotal: itemsTotal(summaryPage),
  });
  Object.assign(provenance, money);
  // A printed net the reading left out, with another value: the net read is to be checked, and the page says the
  // printed figures do not add up (the equation with the printed net fails).
  const otherNet = contradictingNet(rows, solution);
  const printedNet = otherNet?.amounts[0]?.token.value ?? null;
  if (otherNet && provenance.net_charges?.confidence === "high")
    provenance.net_charges = { ...provenance.net_charges, confidence: "medium" };
  // Refuse rather than guess: the charges and the net must be read at least with medium confidence.
  const unsure = (p: FieldProvenance | undefined) => !p || p.confidence === "low";
  if (unsure(provenance.total_charges) || unsure(provenance.net_charges)) return unreadable();
  const statement = currencyStatement(model, currency);
  provenance.currency = currencyProvenance(currency, votes, provenance.net_charges?.box ?? null, statement);
  // Only "$" printed and nothing on the page says which dollar: USD is an assumption, not a reading.
  const bareDollar =
    currency === dollar.dollar &&
    !seller.dollar &&
    !taxDollar &&
    !statement &&
    !new RegExp(`\\b${currency}\\b`).test(text);
  if (bareDollar && provenance.currency.confidence === "high")
    provenance.currency = { ...provenance.currency, confidence: "medium" };

  const negative = [solution.due, solution.net, solution.charges].some((c) => c?.amount.token.negative);
  const allNegative = negative && [solution.due, solution.net].every((c) => !c || c.amount.token.negative);
  // Negative totals under a title that says invoice, not credit note: read as a credit note, but whether the page
  // is a refund or an invoice whose deductions exceed its charges is a guess. The figures are flagged.
  if (allNegative && kind !== "credit_note") {
    for (const field of ["net_charges", "service_charges", "total_charges"] as const) {
      const p = provenance[field];
      if (p?.confidence === "high") provenance[field] = { ...p, confidence: "medium" };
    }
  }
  return {
    text,
    figures: {
      provider: seller.provider,
      account_number: accountNumber?.value ?? null,
      invoice_number: invoiceNumber?.value ?? null,
      invoice_date: invoiceDate,
      invoice_summary: summaryRows(rows, solution, currency),
      ...figures,
      currency,
      document_type: kind === "credit_note" || allNegative ? "credit_note" : "invoice",
      seller: seller.name,
      provenance,
      credits_balance: findCreditsBalance(index, allRows, currency),
    },
    refusal: figures.total_charges === null && figures.net_charges === null ? "figures" : null,
    lines,
    ...(printedNet !== null && otherNet
      ? {
          contradictions: [
            {
              field: "net_charges" as const,
              printed: Math.abs(printedNet),
              text: otherNet.label.segment.text,
            },
          ],
        }
      : {}),
  };
}

/**
 * A summary printed over pages (a billing console's bill printed whole: the total before tax and the amount due on
 * page 1, the tax total pages later): page 1 alone reads a printed net that contradicts its amount due. When a
 * later page prints a tax row equal to the difference, page 1 is read again with that row under its summary; the
 * tax keeps the page and words it was printed on.
 */
function withLaterTax(first: InvoiceReading, pages: readonly PageContent[]): InvoiceReading {
  const [page1, ...later] = pages;
  const printedNet = first.contradictions?.[0]?.printed;
  const due = first.figures.service_charges;
  if (!page1 || printedNet === undefined || first.figures.vat !== null || due === null) return first;
  const { currency } = first.figures;
  const unit = 10 ** -currencyDecimals(currency);
  const tax = round(due - printedNet);
  if (tax <= 0) return first;
  for (const [i, page] of later.slice(0, SUMMARY_PAGES - 1).entries()) {
    const row = taxRow(page, tax, unit, currency);
    if (!row) continue;
    const bottom = Math.min(...page1.items.map((item) => item.y));
    const moved = row.map((item) => ({ ...item, y: bottom - 2 * item.height }));
    const reading = readInvoicePage({ ...page1, items: [...page1.items, ...moved] });
    const read = reading.figures;
    if (reading.refusal !== null || reading.contradictions || read.vat === null) continue;
    if (Math.abs(read.vat - tax) > unit / 2) continue;
    const vat = read.provenance.vat;
    return {
      ...reading,
      text: first.text,
      lines: first.lines,
      figures: {
        ...read,
        provenance: {
          ...read.provenance,
          ...(vat ? { vat: { ...vat, page: i + 2, box: boxOf(row) } } : {}),
        },
      },
    };
  }
  return first;
}

/** The runs of a later page's row labelled as tax whose amount is `tax` in the invoice currency. */
function taxRow(page: PageContent, tax: number, unit: number, currency: string): PageContent["items"] | null {
  const index = indexPage(buildPageModel(page));
  const convention = decideConvention(index.segments.map((s) => blankNonAmounts(s.segment.text)));
  const rows = findMoneyRows(index, convention, currency);
  const row = rows.find(
    (r) =>
      r.role === "tax" &&
      r.amounts.some(
        (a) =>
          (a.token.currency === null || a.token.currency === currency) &&
          Math.abs(a.token.value - tax) <= unit / 2,
      ),
  );
  if (!row) return null;
  const y = row.label.segment.y;
  const items = page.items.filter((item) => Math.abs(item.y - y) <= Math.max(2, item.height / 2));
  return items.length > 0 ? items : null;
}

const boxOf = (items: PageContent["items"]): [number, number, number, number] => [
  Math.min(...items.map((item) => item.x)),
  Math.min(...items.map((item) => item.y)),
  Math.max(...items.map((item) => item.x + item.width)),
  Math.max(...items.map((item) => item.y + item.height)),
];

/** The most pages a summary is looked for on: totals may follow a page or more of lines. */
export const SUMMARY_PAGES = 10;

function pageSeller(model: PageModel, folded: string): Seller | null {
  const texts = sellerTexts(model, folded);
  return findSeller(texts.identity, texts.brands, folded);
}

/**
 * Reads a whole document: page 1 decides the seller, the kind and the ids; the summary is page 1's, or, when page
 * 1 holds none that can be read (a page of lines, the totals after it), the first later page's (up to
 * `SUMMARY_PAGES`), read with page 1's seller. Its figures say which page they were read on.
 */
export function readDocument(pages: readonly PageContent[]): InvoiceReading {
  // Pages read by OCR: their figures are only as sure as the words they were recognised from.
  return scanConfidence(withLaterDate(readSummary(pages), pages), pages);
}

/**
 * A page 1 that prints no invoice date (a console's bill, whose header gives the billing period and the print
 * date): the date a later page prints under its own label ("Invoice date" in the table of invoices), read with page
 * 1's seller.
 */
function withLaterDate(reading: InvoiceReading, pages: readonly PageContent[]): InvoiceReading {
  const [page1, ...later] = pages;
  if (reading.figures.invoice_date || reading.refusal !== null || !page1 || later.length === 0)
    return reading;
  const model = buildPageModel(page1);
  const seller = pageSeller(model, fold(modelText(model)));
  if (!seller) return reading;
  for (const [i, page] of later.slice(0, SUMMARY_PAGES - 1).entries()) {
    const other = readInvoicePage(page, { seller }).figures;
    const found = other.provenance.invoice_date;
    if (!other.invoice_date || !found || found.confidence === "low") continue;
    return {
      ...reading,
      figures: {
        ...reading.figures,
        invoice_date: other.invoice_date,
        provenance: { ...reading.figures.provenance, invoice_date: { ...found, page: i + 2 } },
      },
    };
  }
  return reading;
}

/**
 * Page 1 read figures none of which it is sure of (a row of the lines taken for a total, the summary being on a
 * later page): a later page whose summary reconciles is read instead.
 */
function unsureSummary(reading: InvoiceReading): boolean {
  const { provenance } = reading.figures;
  return (
    reading.refusal === null &&
    provenance.net_charges?.confidence !== "high" &&
    provenance.total_charges?.confidence !== "high"
  );
}

function readSummary(pages: readonly PageContent[]): InvoiceReading {
  const [page1, ...later] = pages;
  const first = withLaterTax(readInvoicePage(page1 ?? EMPTY_PAGE), pages);
  const unsure = unsureSummary(first);
  if (!page1 || (first.refusal !== "figures" && !unsure) || later.length === 0) return first;
  // Only on this path: page 1's seller again, to read the later pages with.
  const model = buildPageModel(page1);
  const seller = pageSeller(model, fold(modelText(model)));
  if (!seller) return first;
  for (const [i, page] of later.slice(0, SUMMARY_PAGES - 1).entries()) {
    const reading = readInvoicePage(page, { seller, firstPageText: first.text });
    if (reading.refusal !== null) continue;
    if (unsure && reading.figures.provenance.net_charges?.confidence !== "high") continue;
    const provenance: Provenance = { ...first.figures.provenance };
    for (const [field, p] of Object.entries(reading.figures.provenance) as Array<
      [ProvenanceField, FieldProvenance]
    >) {
      if (!(fromPageOne(field) && first.figures.provenance[field])) provenance[field] = { ...p, page: i + 2 };
    }
    return {
      ...reading,
      text: first.text,
      lines: first.lines,
      figures: {
        ...reading.figures,
        provider: first.figures.provider,
        seller: first.figures.seller,
        account_number: first.figures.account_number ?? reading.figures.account_number,
        invoice_number: first.figures.invoice_number ?? reading.figures.invoice_number,
        invoice_date: first.figures.invoice_date ?? reading.figures.invoice_date,
        provenance,
      },
    };
  }
  return first;
}
/**
 * The reading holds no charges, only a credit or discount that is itself the whole net (or the amount due before
 * tax): the document credits an earlier invoice, it does not bill anything.
 */
function onlyACredit(solution: Solution, unit: number): boolean {
  if (solution.charges) return false;
  const deducted = [solution.credits, solution.discount, solution.savingsPlan].reduce(
    (sum, c) => sum + (c?.value ?? 0),
    0,
  );
  if (deducted === 0) return !solution.net && !solution.due;
  const tax = solution.tax.reduce((sum, c) => sum + c.value, 0);
  const base = solution.net?.value ?? (solution.due ? solution.due.value - tax : deducted);
  return Math.abs(Math.abs(base) - deducted) <= unit * 1.01;
}
