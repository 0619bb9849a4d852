import type { SpendCategory } from "#shared/schemas/extracted-data.ts";
import type { DateFormat } from "./dates.ts";
import type { Lang, Role, TaxKind } from "./lexicon.ts";
import type { MoneyStyle, NegativeStyle, NumberStyle } from "./numbers.ts";
import type { Rng } from "./random.ts";

export type Provider =
  | "AWS"
  | "GCP"
  | "Azure"
  | "Oracle"
  | "IBM"
  | "DigitalOcean"
  | "Hetzner"
  | "OVHcloud"
  | "Scaleway"
  | "Linode"
  | "Vultr"
  | "Alibaba Cloud"
  | "Tencent Cloud"
  | "Huawei Cloud";

/** The expected JSON contract: the only keys the corpus tests compare. Amounts absolute. */
export type Truth = {
  provider: Provider;
  document_type: "invoice" | "credit_note";
  account_number: string | null;
  invoice_number: string;
  invoice_date: string;
  currency: string;
  total_charges: number;
  credits: number | null;
  discount: number | null;
  savings_plan: number | null;
  net_charges: number;
  vat: number | null;
  service_charges: number;
};

/** Page geometries (layouts.ts). */
export type LayoutId = "split-header" | "details-table" | "stacked" | "letter" | "columns" | "side-by-side";
export const LAYOUT_IDS: LayoutId[] = [
  "split-header",
  "details-table",
  "stacked",
  "letter",
  "columns",
  "side-by-side",
];

/** Orders in which the page's text runs are written to the content stream. */
export type OrderId = "natural" | "footer-first" | "right-first" | "bottom-up" | "shuffled" | "amounts-first";
export const ORDER_IDS: OrderId[] = [
  "natural",
  "footer-first",
  "right-first",
  "bottom-up",
  "shuffled",
  "amounts-first",
];

export type Deduction = "credits" | "discount" | "savingsPlan";

export type Distractor =
  | "balance" // previous balance, payments received, balance due
  | "savingsNote" // "estimated savings" note
  | "secondCurrencyTax" // VAT again in another currency
  | "amountInWords"
  | "remittance" // stub repeating the total and the invoice number
  | "taxBreakdown" // table repeating net, tax and total
  | "bank"; // IBAN / BIC block

export const DISTRACTORS: Distractor[] = [
  "balance",
  "savingsNote",
  "secondCurrencyTax",
  "amountInWords",
  "remittance",
  "taxBreakdown",
  "bank",
];

export type TaxSpec = { kind: TaxKind; rate: number };

export type Seller = {
  id: string;
  provider: Provider;
  legalName: string;
  /** The brand line printed big at the top (logo text), when it differs from the legal name. */
  brand: string;
  address: string[];
  domain: string;
  /** Printed tax identity, e.g. "VAT: LU26888617", "GSTIN: 07AAICA...". */
  taxId: string;
  phone: string;
  registry?: string;
  bank?: { iban: string; bic: string; name: string };
  langs: Lang[];
  currencies: string[];
  numberStyles: Partial<Record<Lang, NumberStyle[]>>;
  moneyStyles: MoneyStyle[];
  /** Symbols this seller prints for a currency, when not the usual ones (numbers.ts SYMBOLS). */
  symbols?: Record<string, string[]>;
  negativeStyles: NegativeStyle[];
  dateFormats: Partial<Record<Lang, DateFormat[]>>;
  layouts: LayoutId[];
  invoiceNumber: (r: Rng, year: number, credit: boolean) => string;
  accountId: ((r: Rng) => string) | null;
  taxes: (r: Rng, lang: Lang, currency: string) => TaxSpec[];
  /** Tax rounded down (Japanese consumption tax) instead of half up. */
  taxFloor?: boolean;
  /** The service rows the seller prints, each with its true spending category. */
  services: Service[];
  deductions: Deduction[];
  creditNotes: boolean;
  /** House wordings per language, preferred over the generic lexicon. */
  words?: Partial<Record<Lang, Partial<Record<Role, string[]>>>>;
  /** French half of bilingual labels ("Invoice Number / Numéro de facture"). */
  bilingualFr?: Partial<Record<Role, string>>;
  /** Currencies in which the seller may repeat the tax ("VAT in KES"), with a rate per invoice-currency unit. */
  secondCurrencies?: Array<{ code: string; rate: number }>;
  /** The country of the seller's customers when it only bills locally (for the bill-to block). */
  customerCountry?: string;
  /** AWS summary habits: the amount incl. tax first ("AWS Service Charges"), TOTAL AMOUNT / TOTAL VAT in the header. */
  awsSummary?: "modern" | "legacy";
  /** Seller prints every row in two currencies (AWS Canada). */
  twoColumns?: { code: string; rate: number }[];
};

/** A service name a seller prints and the category its charges truly belong to (issue 25's breakdown). */
export type Service = readonly [name: string, category: SpendCategory];

/** A printed service row and its true category: the expected breakdown's rows (`_breakdown`). */
export type ServiceRow = { description: string; category: SpendCategory; amount: number };
