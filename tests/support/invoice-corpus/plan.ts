// The fixed corpus: which invoices tests/fixtures/corpus holds. Each entry pins what it must cover; the seed
// chooses the rest. Content-stream orders cycle through all six unless an entry names one.
import type { InvoiceSpec } from "./document.ts";
import { ORDER_IDS } from "./model.ts";

type Entry = Omit<InvoiceSpec, "seed">;

const ENTRIES: Entry[] = [
  // AWS, Inc. (US legacy layout, "$" only)
  { seller: "aws-us", dateFormat: "month-d-aws-legacy", deductions: ["credits"], negativeStyle: "minus" },
  { seller: "aws-us", dateFormat: "month-d-en", distractors: ["balance"], order: "footer-first" },
  { seller: "aws-us", magnitude: 5.5, deductions: ["credits"], negativeStyle: "parens", wrapLabels: true },
  // AWS EMEA SARL (EUR/USD, VAT invoice), with Spanish and Italian branch invoices
  {
    seller: "aws-emea",
    lang: "en",
    currency: "EUR",
    deductions: ["savingsPlan", "credits"],
    distractors: ["secondCurrencyTax"],
  },
  {
    seller: "aws-emea",
    lang: "en",
    currency: "USD",
    distractors: ["secondCurrencyTax", "bank"],
    reversedHeader: true,
  },
  {
    seller: "aws-emea",
    lang: "en",
    currency: "EUR",
    dateFormat: "iso",
    wrapLabels: true,
    deductions: ["discount"],
  },
  {
    seller: "aws-emea",
    lang: "es",
    currency: "EUR",
    numberStyle: "de",
    dateFormat: "d-month-es",
    deductions: ["credits"],
  },
  { seller: "aws-emea", lang: "it", currency: "EUR", dateFormat: "d-month-it", deductions: ["savingsPlan"] },
  { seller: "aws-emea", lang: "en", documentType: "credit_note", currency: "EUR" },
  // AWS UK credit notes (GBP, negative amounts)
  { seller: "aws-uk", documentType: "credit_note", moneyStyle: "code-before", negativeStyle: "minus" },
  {
    seller: "aws-uk",
    documentType: "credit_note",
    moneyStyle: "symbol-before",
    negativeStyle: "parens",
    dateFormat: "dmy-slash",
  },
  {
    seller: "aws-uk",
    documentType: "invoice",
    deductions: ["credits", "savingsPlan"],
    dateFormat: "d-month-en",
  },
  // AWS Japan (JPY without decimals, consumption tax)
  { seller: "aws-jp", currency: "JPY", dateFormat: "ymd-slash", moneyStyle: "code-before", magnitude: 3.5 },
  { seller: "aws-jp", currency: "JPY", moneyStyle: "symbol-before", deductions: ["credits"], magnitude: 5 },
  { seller: "aws-jp", currency: "USD", dateFormat: "month-d-en" },
  // AWS India (INR, Indian grouping, IGST or CGST+SGST)
  {
    seller: "aws-in",
    numberStyle: "in",
    magnitude: 4.5,
    distractors: ["amountInWords"],
    dateFormat: "dmy-slash",
  },
  {
    seller: "aws-in",
    numberStyle: "in",
    magnitude: 3.3,
    moneyStyle: "bare",
    dateFormat: "dd-mon-yyyy",
    deductions: ["credits"],
  },
  { seller: "aws-in", numberStyle: "in", magnitude: 5.8, wrapLabels: true, dateFormat: "d-month-en" },
  // AWS Brazil (BRL, 1.234,56, Portuguese)
  { seller: "aws-br", dateFormat: "dmy-slash", moneyStyle: "symbol-before", magnitude: 3.8 },
  { seller: "aws-br", dateFormat: "d-month-pt", moneyStyle: "code-before", deductions: ["discount"] },
  {
    seller: "aws-br",
    dateFormat: "dmy-slash",
    deductions: ["credits", "savingsPlan"],
    wrapLabels: true,
    magnitude: 5.2,
  },
  // AWS Canada (bilingual, two currency columns, 2026/08/01)
  { seller: "aws-ca", currency: "USD", wrapLabels: true },
  { seller: "aws-ca", currency: "CAD", moneyStyle: "symbol-before", deductions: ["credits"] },
  { seller: "aws-ca", currency: "USD", deductions: ["savingsPlan", "discount"], order: "right-first" },
  // AWS Australia (A$, day-first dates)
  { seller: "aws-au", currency: "AUD", moneyStyle: "symbol-before", dateFormat: "dmy-slash" },
  {
    seller: "aws-au",
    currency: "USD",
    moneyStyle: "symbol-before",
    dateFormat: "d-month-en",
    deductions: ["credits"],
  },
  // Google LLC
  {
    seller: "google-llc",
    moneyStyle: "bare",
    deductionsAsItems: true,
    deductions: ["savingsPlan", "credits"],
    distractors: ["remittance"],
  },
  {
    seller: "google-llc",
    moneyStyle: "symbol-before",
    dateFormat: "month-d-en",
    distractors: ["savingsNote"],
  },
  {
    seller: "google-llc",
    moneyStyle: "bare",
    deductions: ["discount"],
    negativeStyle: "parens",
    magnitude: 6.2,
  },
  // Google Cloud EMEA (EUR, VAT, committed-use discounts), local languages
  { seller: "google-emea", lang: "en", deductions: ["savingsPlan"], distractors: ["secondCurrencyTax"] },
  {
    seller: "google-emea",
    lang: "de",
    layout: "letter",
    deductions: ["savingsPlan", "credits"],
    dateFormat: "d-month-de",
  },
  {
    seller: "google-emea",
    lang: "fr",
    numberStyle: "fr-nbsp",
    moneyStyle: "symbol-after",
    dateFormat: "d-month-fr",
  },
  {
    seller: "google-emea",
    lang: "es",
    layout: "details-table",
    deductions: ["savingsPlan"],
    dateFormat: "dmy-slash",
  },
  { seller: "google-emea", lang: "it", layout: "letter", dateFormat: "d-month-it", deductions: ["discount"] },
  {
    seller: "google-emea",
    lang: "nl",
    dateFormat: "d-month-nl",
    deductions: ["savingsPlan", "credits"],
    wrapLabels: true,
  },
  { seller: "google-emea", lang: "en", documentType: "credit_note", moneyStyle: "code-after" },
  // Google Cloud India (CGST+SGST)
  {
    seller: "google-in",
    numberStyle: "in",
    magnitude: 5,
    deductions: ["savingsPlan"],
    distractors: ["amountInWords", "remittance"],
  },
  {
    seller: "google-in",
    numberStyle: "in",
    magnitude: 3,
    dateFormat: "dmy-slash",
    moneyStyle: "code-before",
  },
  // Microsoft Ireland Operations (MCA, EUR) in several languages
  { seller: "ms-ie", lang: "en", layout: "stacked", deductions: ["credits"], distractors: ["bank"] },
  { seller: "ms-ie", lang: "de", layout: "stacked", dateFormat: "dmy-dot", moneyStyle: "symbol-after" },
  {
    seller: "ms-ie",
    lang: "fr",
    layout: "split-header",
    numberStyle: "fr-space",
    moneyStyle: "code-after",
    deductions: ["discount"],
  },
  {
    seller: "ms-ie",
    lang: "nl",
    layout: "stacked",
    dateFormat: "d-month-nl",
    deductions: ["credits", "savingsPlan"],
  },
  { seller: "ms-ie", lang: "it", layout: "stacked", dateFormat: "dmy-slash", wrapLabels: true },
  {
    seller: "ms-ie",
    lang: "es",
    layout: "split-header",
    dateFormat: "dmy-slash",
    reversedHeader: true,
    deductions: ["credits"],
  },
  // Microsoft Corporation (US MCA, MM/DD/YYYY) and the legacy pay-as-you-go layout
  {
    seller: "ms-us",
    layout: "stacked",
    dateFormat: "mdy-slash",
    deductions: ["credits"],
    distractors: ["balance"],
  },
  {
    seller: "ms-us",
    layout: "split-header",
    dateFormat: "mdy-slash",
    moneyStyle: "bare",
    negativeStyle: "parens",
    deductions: ["discount"],
  },
  { seller: "ms-legacy", layout: "split-header", dateFormat: "mdy-slash", deductions: ["credits"] },
  { seller: "ms-legacy", layout: "columns", dateFormat: "month-d-en", deductions: ["discount"] },
  // DigitalOcean (2024 layout, EU VAT)
  {
    seller: "digitalocean",
    layout: "details-table",
    currency: "USD",
    dateFormat: "month-d-en",
    deductions: ["credits"],
  },
  { seller: "digitalocean", layout: "columns", currency: "EUR", moneyStyle: "code-before" },
  {
    seller: "digitalocean",
    layout: "details-table",
    currency: "USD",
    distractors: ["balance", "savingsNote"],
  },
  // Hetzner (German, 1.234,56 €, 01.03.2026)
  {
    seller: "hetzner",
    lang: "de",
    dateFormat: "dmy-dot",
    moneyStyle: "symbol-after",
    distractors: ["taxBreakdown", "bank"],
  },
  {
    seller: "hetzner",
    lang: "de",
    dateFormat: "d-month-de",
    reversedHeader: true,
    deductions: ["discount"],
    negativeStyle: "trailing",
  },
  { seller: "hetzner", lang: "en", dateFormat: "dmy-slash", moneyStyle: "symbol-before", numberStyle: "en" },
  { seller: "hetzner", lang: "de", documentType: "credit_note", dateFormat: "dmy-dot" },
  // Oracle (OCI, 30-APR-2026)
  { seller: "oracle", layout: "columns", deductions: ["credits"], negativeStyle: "parens" },
  {
    seller: "oracle",
    layout: "columns",
    numberStyle: "plain",
    deductions: ["discount"],
    negativeStyle: "trailing",
  },
  { seller: "oracle", layout: "split-header", magnitude: 6, distractors: ["balance"] },
  // IBM United Kingdom / IBM Cloud
  { seller: "ibm", layout: "columns", currency: "GBP", deductions: ["discount"], negativeStyle: "cr" },
  {
    seller: "ibm",
    layout: "split-header",
    currency: "GBP",
    moneyStyle: "symbol-before",
    deductions: ["credits"],
    negativeStyle: "cr",
  },
  {
    seller: "ibm",
    layout: "columns",
    currency: "USD",
    documentType: "credit_note",
    moneyStyle: "code-before",
  },
  // OVH (French: 1 234,56 €, 1er mars 2026), Spanish and Italian entities
  { seller: "ovh-fr", lang: "fr", numberStyle: "fr-space", dateFormat: "d-month-fr", magnitude: 3.6 },
  {
    seller: "ovh-fr",
    lang: "fr",
    numberStyle: "fr-nbsp",
    dateFormat: "dmy-slash",
    deductions: ["discount"],
    distractors: ["bank"],
  },
  { seller: "ovh-fr", lang: "fr", documentType: "credit_note", numberStyle: "fr-space", magnitude: 2 },
  { seller: "ovh-fr", lang: "en", layout: "columns", dateFormat: "d-month-en" },
  { seller: "ovh-es", dateFormat: "d-month-es", deductions: ["discount"], distractors: ["taxBreakdown"] },
  { seller: "ovh-es", dateFormat: "dmy-slash", layout: "letter", reversedHeader: true },
  { seller: "ovh-it", dateFormat: "d-month-it", deductions: ["credits"] },
  { seller: "ovh-it", dateFormat: "dmy-slash", layout: "columns" },
  // Scaleway (French/English/Dutch)
  { seller: "scaleway", lang: "fr", layout: "stacked", dateFormat: "d-month-fr", deductions: ["credits"] },
  { seller: "scaleway", lang: "en", layout: "letter", dateFormat: "iso", deductions: ["discount"] },
  { seller: "scaleway", lang: "nl", layout: "letter", dateFormat: "dmy-slash" },
  // Summary box beside payment information (two-column body)
  {
    seller: "digitalocean",
    layout: "side-by-side",
    currency: "EUR",
    distractors: ["balance"],
    deductions: ["credits"],
  },
  { seller: "ms-us", layout: "side-by-side", dateFormat: "mdy-slash", distractors: ["balance", "bank"] },
  { seller: "scaleway", lang: "fr", layout: "side-by-side", distractors: ["bank"], numberStyle: "fr-nbsp" },
  {
    seller: "alibaba",
    layout: "side-by-side",
    currency: "USD",
    moneyStyle: "code-before",
    deductions: ["savingsPlan"],
  },
  {
    seller: "vultr",
    layout: "side-by-side",
    distractors: ["savingsNote", "balance"],
    deductions: ["credits"],
  },
  // Linode / Akamai, Vultr, Alibaba Cloud
  { seller: "linode", layout: "details-table", dateFormat: "iso", deductions: ["credits"] },
  { seller: "linode", layout: "columns", dateFormat: "month-d-en", distractors: ["balance"] },
  { seller: "vultr", layout: "details-table", dateFormat: "mon-d-en", deductions: ["credits"] },
  { seller: "vultr", layout: "columns", dateFormat: "iso" },
  { seller: "alibaba", layout: "split-header", currency: "USD", deductions: ["discount", "savingsPlan"] },
  {
    seller: "alibaba",
    layout: "columns",
    currency: "SGD",
    moneyStyle: "symbol-before",
    dateFormat: "ymd-slash",
  },
  {
    seller: "alibaba",
    layout: "stacked",
    currency: "USD",
    deductions: ["credits"],
    distractors: ["savingsNote"],
  },
  // Added later (kept at the end so the files above keep their seeds)
  { seller: "aws-kr", currency: "KRW", magnitude: 4, dateFormat: "iso", deductions: ["credits"] },
  { seller: "aws-kr", currency: "KRW", magnitude: 6, dateFormat: "ymd-slash", moneyStyle: "code-after" },
  {
    seller: "aws-au",
    currency: "AUD",
    moneyStyle: "symbol-before",
    symbol: "$",
    dateFormat: "dmy-slash",
    deductions: ["discount"],
  },
  // More invoices in languages other than English
  {
    seller: "hetzner",
    lang: "de",
    reversedHeader: true,
    distractors: ["balance", "taxBreakdown"],
    order: "shuffled",
  },
  {
    seller: "hetzner",
    lang: "de",
    dateFormat: "dmy-dot",
    deductions: ["credits"],
    wrapLabels: true,
    magnitude: 4.5,
  },
  { seller: "google-emea", lang: "nl", layout: "details-table", deductions: ["credits"], dateFormat: "iso" },
  {
    seller: "google-emea",
    lang: "de",
    layout: "details-table",
    moneyStyle: "bare",
    deductions: ["savingsPlan"],
  },
  { seller: "ms-ie", lang: "de", layout: "split-header", deductions: ["credits"], distractors: ["bank"] },
  { seller: "ms-ie", lang: "nl", layout: "split-header", deductions: ["discount"], order: "bottom-up" },
  { seller: "scaleway", lang: "nl", layout: "stacked", deductions: ["credits"], dateFormat: "d-month-nl" },
  { seller: "scaleway", lang: "fr", layout: "letter", dateFormat: "iso", distractors: ["taxBreakdown"] },
  { seller: "aws-br", moneyStyle: "code-before", deductions: ["credits"], order: "amounts-first" },
  {
    seller: "aws-br",
    moneyStyle: "symbol-before",
    deductions: ["discount"],
    dateFormat: "d-month-pt",
    magnitude: 2.5,
  },
  { seller: "ovh-fr", lang: "fr", layout: "side-by-side", numberStyle: "fr-space", distractors: ["bank"] },
  { seller: "aws-emea", lang: "es", documentType: "credit_note", currency: "EUR", dateFormat: "dmy-slash" },
];

export type PlannedInvoice = { name: string; spec: InvoiceSpec };

export function corpusPlan(): PlannedInvoice[] {
  const counts = new Map<string, number>();
  return ENTRIES.map((entry, i) => {
    const n = (counts.get(entry.seller) ?? 0) + 1;
    counts.set(entry.seller, n);
    return {
      name: `${entry.seller}-${String(n).padStart(2, "0")}`,
      spec: { order: ORDER_IDS[i % ORDER_IDS.length], ...entry, seed: 1000 + i * 17 },
    };
  });
}
