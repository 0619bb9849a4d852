// From an invoice spec to what the page says: chosen labels, formatted values, summary rows, distractors,
// and the truth (the expected JSON). Layouts (layouts.ts) then decide where each piece goes.

import type { SpendCategory } from "#shared/schemas/extracted-data.ts";
import { pickCustomer } from "./customers.ts";
import { addDays, type DateFormat, type Day, daysInMonth, formatDate, formatPeriod, isoOf } from "./dates.ts";
import { type Lang, LEXICON, type Role, TAX_WORDS, type TaxKind } from "./lexicon.ts";
import type {
  Deduction,
  Distractor,
  LayoutId,
  OrderId,
  Seller,
  Service,
  ServiceRow,
  TaxSpec,
  Truth,
} from "./model.ts";
import {
  decimalsOf,
  formatMoney,
  formatRate,
  formatUnsigned,
  inWords,
  type MoneyFormat,
  type MoneyStyle,
  type NegativeStyle,
  type NumberStyle,
  roundTo,
  SYMBOLS,
} from "./numbers.ts";
import { Rng } from "./random.ts";
import { sellerById } from "./sellers.ts";

/** What to generate; every field left out is chosen at random (from the seed) among what the seller does. */
export type InvoiceSpec = {
  seed: number;
  seller: string;
  lang?: Lang;
  layout?: LayoutId;
  order?: OrderId;
  numberStyle?: NumberStyle;
  negativeStyle?: NegativeStyle;
  moneyStyle?: MoneyStyle;
  /** The currency symbol, when a symbol style is used ("$" for AUD, say). */
  symbol?: string;
  dateFormat?: DateFormat;
  currency?: string;
  documentType?: "invoice" | "credit_note";
  /** Labels wrap onto two lines (narrow label column). */
  wrapLabels?: boolean;
  /** Two-column header the other way round (meta left, addresses right). */
  /** Amounts in full-width digits and separators (１２，３４５), as Japanese and Chinese invoices often print them. */
  fullWidthDigits?: boolean;
  reversedHeader?: boolean;
  /** Meta label and value drawn as one text run ("Invoice Number: 123"). */
  joined?: boolean;
  distractors?: Distractor[];
  deductions?: Deduction[];
  /** Order of magnitude of the charges: 10^magnitude (0 to 6.5). */
  magnitude?: number;
  /** Deductions printed as negative item lines instead of summary rows (Google style). */
  deductionsAsItems?: boolean;
};

export type SummaryRole = "charges" | "credits" | "discount" | "savingsPlan" | "net" | "tax" | "total";

export type SummaryRow = {
  role: SummaryRole;
  label: string;
  value: number;
  text: string;
  /** The same amount in the second column currency (AWS Canada). */
  second?: string;
  /** A sub-row, indented under the first row (AWS). */
  indent?: boolean;
};

export type MetaField = { role: Role; label: string; value: string };

export type Content = {
  seller: Seller;
  lang: Lang;
  /** Language(s) as reported in the accuracy table ("en+fr" for bilingual). */
  langTag: string;
  layout: LayoutId;
  order: OrderId;
  wrapLabels: boolean;
  wrapAnchor: "first" | "last";
  /** The currency code printed as its own column left of the numbers ("USD     1,234.56"). */
  codeColumn: boolean;
  reversedHeader: boolean;
  joined: boolean;
  money: MoneyFormat;
  title: string;
  sellerLines: string[];
  billToLabel: string;
  customerLines: string[];
  meta: MetaField[];
  periodText: string;
  periodLabel: string;
  summaryHeading: string;
  itemHeads: { description: string; quantity: string; unitPrice: string; amount: string };
  items: Array<{
    description: string;
    quantity: string;
    unitPrice: string;
    amount: string;
    negative?: boolean;
  }>;
  rows: SummaryRow[];
  /** The service rows of the item table with their true category (issue 25), as printed (negative on a credit note). */
  serviceRows: ServiceRow[];
  /** AWS header lines: TOTAL AMOUNT / TOTAL VAT (or TOTAL AMOUNT DUE ON date). */
  headerTotals: Array<{ label: string; text: string }>;
  /** Column heads when amounts are printed in two currencies. */
  columnHeads?: [string, string];
  /** Blocks of extra lines the engine must ignore, each a list of [label, value?] lines. */
  notes: Array<{
    kind: Distractor | "currency" | "reverseCharge" | "original" | "info";
    lines: Array<[string, string?]>;
  }>;
  remittance?: Array<[string, string]>;
  taxBreakdown?: { heads: string[]; rows: string[][] };
  footer: string[];
  truth: Truth;
  features: string[];
};

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function resolveCurrency(seller: Seller, r: Rng, wanted?: string): string {
  return wanted ?? r.pick(seller.currencies);
}

function symbolFor(seller: Seller, currency: string, r: Rng): string {
  if (currency === "USD") {
    const home = seller.currencies[0] === "USD" && seller.currencies.every((c) => c === "USD");
    return home && !r.chance(0.15) ? "$" : "US$";
  }
  return r.pick(seller.symbols?.[currency] ?? SYMBOLS[currency] ?? [currency]);
}

class Labels {
  constructor(
    private readonly seller: Seller,
    private readonly lang: Lang,
    private readonly r: Rng,
    private readonly currency: string,
  ) {}

  options(role: Role): string[] {
    const house = this.seller.words?.[this.lang]?.[role];
    const generic = LEXICON[this.lang][role];
    return house && house.length > 0 && this.r.chance(0.8) ? house : generic;
  }

  pick(role: Role, avoid: string[] = []): string {
    const fresh = (label: string) =>
      !avoid.some((a) => a.split(" ")[0]?.toLowerCase() === label.split(" ")[0]?.toLowerCase());
    const options = this.options(role);
    const usable = options.filter(fresh);
    const generic = LEXICON[this.lang][role].filter(fresh);
    const chosen = this.r.pick(usable.length > 0 ? usable : generic.length > 0 ? generic : options);
    const filled = chosen.replaceAll("{CUR}", this.currency);
    const fr = this.seller.bilingualFr?.[role];
    return fr ? `${filled} / ${fr}` : filled;
  }
}

function taxLabel(
  r: Rng,
  seller: Seller,
  lang: Lang,
  tax: TaxSpec,
  style: NumberStyle,
  single: boolean,
): string {
  if (seller.awsSummary === "legacy") return r.pick(["Tax *", "Tax", "Estimated tax"]);
  const words = TAX_WORDS[tax.kind as TaxKind];
  const word = r.pick(words[lang] ?? words.en ?? ["Tax"]);
  const spaced = lang === "de" || lang === "fr" ? r.chance(0.7) : r.chance(0.1);
  const rate = formatRate(tax.rate, style, spaced);
  let label: string;
  if (/(@|à|al)$/.test(word)) label = `${word} ${rate}`;
  else if (word.startsWith("zzgl.")) label = `${word.replace("zzgl. ", `zzgl. ${rate} `)}`;
  else
    label = r.pick([
      `${word} ${rate}`,
      `${word} (${rate})`,
      `${word} - ${rate}`,
      `${rate} ${word}`,
      ...(single && tax.rate > 0 ? [word] : []),
    ]);
  if (seller.bilingualFr) {
    const fr: Partial<Record<TaxKind, string>> = { gst: "TPS", hst: "TVH", qst: "TVQ" };
    label = `${label} / ${fr[tax.kind] ?? "Taxe"}`;
  }
  return label;
}

function currencyName(currency: string): string {
  const names: Record<string, string> = {
    USD: "US Dollars",
    EUR: "Euros",
    GBP: "Pounds Sterling",
    INR: "Rupees",
    JPY: "Japanese Yen",
    AUD: "Australian Dollars",
    CAD: "Canadian Dollars",
    SGD: "Singapore Dollars",
    BRL: "Reais",
  };
  return names[currency] ?? currency;
}

function amountInWords(value: number, currency: string): string {
  const whole = Math.floor(value);
  const fraction = Math.round((value - whole) * 100);
  if (currency === "INR") {
    const paise = fraction > 0 ? ` and ${inWords(fraction, true)} Paise` : "";
    return `Rupees ${inWords(whole, true)}${paise} Only`;
  }
  return `${currencyName(currency)} ${inWords(whole, false)} and ${String(fraction).padStart(2, "0")}/100`;
}

type Figures = {
  items: Array<{ description: string; category: SpendCategory; amount: number }>;
  charges: number;
  credits: number;
  discount: number;
  savingsPlan: number;
  net: number;
  taxes: Array<TaxSpec & { amount: number }>;
  vat: number;
  due: number;
};

function figuresFor(
  r: Rng,
  seller: Seller,
  taxes: TaxSpec[],
  currency: string,
  deductions: Deduction[],
  magnitude: number,
  credit: boolean,
): Figures {
  const decimals = decimalsOf(currency);
  const unit = currency === "JPY" ? 150 : currency === "INR" ? 85 : currency === "BRL" ? 5 : 1;
  const scale = 10 ** magnitude * unit;
  const count = credit ? r.int(1, 2) : r.int(1, 6);
  const names = r.shuffle(seller.services);
  const items = Array.from({ length: count }, (_, i) => ({
    description: (names[i % names.length] as Service)[0],
    category: (names[i % names.length] as Service)[1],
    amount: Math.max(10 ** -decimals, roundTo(scale * (0.05 + r.float() * 0.95), decimals)),
  }));
  const charges = roundTo(
    items.reduce((sum, item) => sum + item.amount, 0),
    decimals,
  );
  const part = (low: number, high: number) =>
    Math.max(10 ** -decimals, roundTo(charges * (low + r.float() * (high - low)), decimals));
  const savingsPlan = deductions.includes("savingsPlan") ? part(0.05, 0.3) : 0;
  const discount = deductions.includes("discount") ? part(0.02, 0.15) : 0;
  let credits = deductions.includes("credits") ? part(0.01, 0.4) : 0;
  if (credits > 0 && r.chance(0.1)) credits = roundTo(charges - savingsPlan - discount, decimals);
  const net = roundTo(charges - credits - discount - savingsPlan, decimals);
  const round = (v: number) =>
    seller.taxFloor ? Math.floor(v * 10 ** decimals + 1e-9) / 10 ** decimals : roundTo(v, decimals);
  const taxLines = taxes.map((t) => ({ ...t, amount: round(net * t.rate) }));
  const vat = roundTo(
    taxLines.reduce((sum, t) => sum + t.amount, 0),
    decimals,
  );
  return {
    items,
    charges,
    credits,
    discount,
    savingsPlan,
    net,
    taxes: taxLines,
    vat,
    due: roundTo(net + vat, decimals),
  };
}

function issueDates(r: Rng, credit: boolean): { issue: Day; start: Day; end: Day; due: Day } {
  const y = r.int(2024, 2026);
  const m = r.int(1, 12);
  const start = { y, m, d: 1 };
  const end = { y, m, d: daysInMonth(y, m) };
  const issue = credit
    ? addDays(end, r.int(3, 40))
    : addDays(end, r.chance(0.7) ? r.int(1, 5) : r.int(1, 14));
  const due = addDays(issue, r.pick([0, 14, 15, 21, 30]));
  return { issue, start, end, due };
}

/** Builds what the invoice says. Everything random comes from spec.seed. */
/** The committed-use discount wordings of the sellers' models (lexicon.ts, sellers.ts): discounts, not savings plans. */
const COMMITTED_USE_DISCOUNT =
  /committed use discount|zugesicherte Nutzung|engagement d'utilisation|compromiso de uso|impegno di utilizzo|toegezegd gebruik|compromisso de uso/i;

export function buildContent(spec: InvoiceSpec): Content {
  const seller = sellerById(spec.seller);
  const r = new Rng(spec.seed);
  // Choices added after the corpus was first generated draw from a second stream, so older draws stay as they were.
  const r2 = new Rng(spec.seed ^ 0x5bd1e995);
  const lang = spec.lang ?? r.pick(seller.langs);
  if (!seller.langs.includes(lang)) throw new Error(`${seller.id} does not write ${lang}`);
  const layout = spec.layout ?? r.pick(seller.layouts);
  const order =
    spec.order ??
    r.pick(["natural", "footer-first", "right-first", "bottom-up", "shuffled", "amounts-first"] as const);
  const currency = resolveCurrency(seller, r, spec.currency);
  const decimals = decimalsOf(currency);
  const numberStyle = spec.numberStyle ?? r.pick(seller.numberStyles[lang] ?? ["en"]);
  const money: MoneyFormat = {
    currency,
    numberStyle,
    negativeStyle: spec.negativeStyle ?? r.pick(seller.negativeStyles),
    moneyStyle: spec.moneyStyle ?? r.pick(seller.moneyStyles),
    symbol: ((chosen: string) => spec.symbol ?? chosen)(symbolFor(seller, currency, r)),
    decimals,
  };
  money.symbolSpace = money.symbol !== "$" && r2.chance(0.35);
  const fmt = (v: number) => formatMoney(v, money);
  const dateFormat = spec.dateFormat ?? r.pick(seller.dateFormats[lang] ?? ["iso"]);
  const credit =
    (spec.documentType ?? (seller.creditNotes && r.chance(0.15) ? "credit_note" : "invoice")) ===
    "credit_note";
  const deductions = credit ? [] : (spec.deductions ?? seller.deductions.filter(() => r.chance(0.35)));
  const magnitude = spec.magnitude ?? r.float() * 6.3;
  const taxes = seller.taxes(r, lang, currency);
  const fig = figuresFor(r, seller, taxes, currency, deductions, magnitude, credit);
  const dates = issueDates(r, credit);
  const labels = new Labels(seller, lang, r, currency);
  const invoiceNumber = seller.invoiceNumber(r, dates.issue.y, credit);
  const account = seller.accountId ? seller.accountId(r) : null;
  const features: string[] = [];

  // Printed sign: credit notes print negative totals most of the time (AWS always).
  const sign = credit && (seller.provider === "AWS" || r.chance(0.5)) ? -1 : 1;
  const positiveDeductions = !credit && r.chance(0.15);
  const dedSign = positiveDeductions ? 1 : -1;

  const twoCol = seller.twoColumns?.[0];
  const secondCode = twoCol ? (currency === twoCol.code ? "USD" : twoCol.code) : undefined;
  const secondRate = twoCol ? (currency === twoCol.code ? 1 / twoCol.rate : twoCol.rate) : 1;
  const secondFmt = (v: number) =>
    secondCode
      ? formatMoney(roundTo(v * secondRate, decimalsOf(secondCode)), {
          ...money,
          currency: secondCode,
          moneyStyle: "code-before",
          decimals: decimalsOf(secondCode),
        })
      : undefined;

  // Summary rows.
  const rows: SummaryRow[] = [];
  const used: string[] = [];
  let planLabel: string | null = null;
  const row = (role: SummaryRow["role"], label: string, value: number, indent = false) => {
    used.push(label);
    rows.push({ role, label, value, text: fmt(value), second: secondFmt(value), indent });
  };
  const anyDeduction = fig.credits + fig.discount + fig.savingsPlan > 0;
  const asItems = !!spec.deductionsAsItems && anyDeduction;
  const printCharges = !asItems && (anyDeduction || r.chance(0.5));
  const totalLabel = labels.pick(
    credit && seller.awsSummary !== "modern"
      ? "creditTotal"
      : spec.distractors?.includes("balance")
        ? "currentTotal"
        : "total",
  );
  const awsFirst =
    seller.awsSummary === "modern" &&
    /AWS|Frais de service|Cobranças de serviços|Cargos por servicios|Addebiti per/.test(totalLabel);
  if (awsFirst) row("total", totalLabel, sign * fig.due);
  const legacyAws = seller.awsSummary === "legacy";
  if (legacyAws) row("total", "AWS Service Charges", fig.due);
  const sub = awsFirst || legacyAws;
  if (printCharges) row("charges", labels.pick("charges"), sign * fig.charges, sub);
  if (!asItems) {
    if (fig.credits > 0) row("credits", labels.pick("credits"), dedSign * fig.credits, sub);
    if (fig.discount > 0) row("discount", labels.pick("discount", used), dedSign * fig.discount, sub);
    if (fig.savingsPlan > 0) {
      planLabel = labels.pick("savingsPlan", used);
      row("savingsPlan", planLabel, dedSign * fig.savingsPlan, sub);
    }
  }
  const printNet = !printCharges || !(seller.awsSummary === "legacy" || r.chance(0.15));
  if (printNet) row("net", labels.pick("net", printCharges ? used : []), sign * fig.net, sub);
  if (fig.taxes.length === 0) {
    features.push("reverse-charge");
  }
  const printZeroTax = fig.taxes.length === 0 && r.chance(0.5);
  for (const tax of fig.taxes)
    row("tax", taxLabel(r, seller, lang, tax, numberStyle, fig.taxes.length === 1), sign * tax.amount, sub);
  if (printZeroTax)
    row("tax", taxLabel(r, seller, lang, { kind: "vat", rate: 0 }, numberStyle, false), 0, sub);
  if (!awsFirst) row("total", totalLabel, sign * fig.due);
  if (positiveDeductions && anyDeduction) features.push("deductions-positive");
  if (asItems) features.push("deductions-as-items");
  if (fig.taxes.length > 1) features.push("several-taxes");

  // Header totals (AWS).
  const headerTotals: Content["headerTotals"] = [];
  if (seller.awsSummary === "modern") {
    headerTotals.push({
      label: seller.bilingualFr ? "TOTAL AMOUNT / MONTANT TOTAL" : "TOTAL AMOUNT",
      text: fmt(sign * fig.due),
    });
    if (fig.taxes.length > 0)
      headerTotals.push({
        label: seller.bilingualFr
          ? "TOTAL TAX / TAXE TOTALE"
          : fig.taxes[0]?.kind === "vat"
            ? "TOTAL VAT"
            : "TOTAL TAX",
        text: fmt(sign * fig.vat),
      });
  } else if (seller.awsSummary === "legacy") {
    headerTotals.push({
      label: `TOTAL AMOUNT DUE ON ${formatDate(dates.due, dateFormat)}`,
      text: fmt(fig.due),
    });
  }

  // Meta fields.
  const meta: MetaField[] = [];
  meta.push({
    role: "invoiceNumber",
    label: labels.pick(credit ? "creditNumber" : "invoiceNumber"),
    value: invoiceNumber,
  });
  meta.push({
    role: "invoiceDate",
    label: labels.pick(credit ? "creditDate" : "invoiceDate"),
    value: formatDate(dates.issue, dateFormat),
  });
  if (account) meta.push({ role: "account", label: labels.pick("account"), value: account });
  const joiners: Record<Lang, string[]> = {
    en: [" - ", " – ", " to "],
    de: [" - ", " bis ", " – "],
    fr: [" - ", " au "],
    es: [" - ", " al "],
    it: [" - ", " al "],
    nl: [" - ", " t/m "],
    pt: [" - ", " a "],
    ja: [" - ", "～", " ～ "],
    zh: [" - ", " 至 ", "～"],
    ko: [" ~ ", " - "],
    pl: [" - ", " – "],
    sv: [" - ", " – "],
    da: [" - ", " til "],
    nb: [" - ", " – "],
    fi: [" - ", " – "],
    cs: [" - ", " – "],
    tr: [" - ", " / "],
    el: [" - ", " έως "],
    hu: [" - ", " – "],
    id: [" - ", " s.d. "],
    ar: [" - ", " إلى "],
    ro: [" - ", " – "],
    uk: [" - ", " – "],
  };
  const joiner = r.pick(joiners[lang]);
  const periodText = formatPeriod(dates.start, dates.end, dateFormat, joiner);
  const periodLabel = labels.pick("period");
  if (r.chance(0.8) || dateFormat === "dmy-slash" || dateFormat === "mdy-slash")
    meta.push({ role: "dueDate", label: labels.pick("dueDate"), value: formatDate(dates.due, dateFormat) });
  if (r.chance(0.3))
    meta.push({
      role: "paymentTerms",
      label: labels.pick("paymentTerms"),
      value: labels.pick("paymentTermsValue"),
    });
  if (r.chance(0.2))
    meta.push({ role: "orderNumber", label: labels.pick("orderNumber"), value: `PO-${r.digits(10)}` });

  const notes: Content["notes"] = [];
  if (credit) {
    const original = seller.invoiceNumber(r, dates.issue.y, false);
    notes.push({ kind: "original", lines: [[labels.pick("originalInvoice"), original]] });
  }

  // Distractors.
  const distractors = spec.distractors ?? [];
  for (const d of distractors) features.push(`distractor:${d}`);
  if (distractors.includes("balance")) {
    const previous = roundTo(fig.due * (0.5 + r.float()), decimals);
    const paid = r.chance(0.6) ? previous : roundTo(previous * r.float(), decimals);
    notes.push({
      kind: "balance",
      lines: [
        [labels.pick("previousBalance"), fmt(previous)],
        [labels.pick("paymentsReceived"), fmt(-paid)],
        [labels.pick("balanceDue"), fmt(roundTo(fig.due + previous - paid, decimals))],
      ],
    });
  }
  if (distractors.includes("savingsNote")) {
    notes.push({
      kind: "savingsNote",
      lines: [[labels.pick("savingsNote"), fmt(roundTo(fig.charges * (0.05 + r.float() * 0.3), decimals))]],
    });
  }
  if (distractors.includes("secondCurrencyTax") && seller.secondCurrencies && fig.vat > 0) {
    const other = r.pick(seller.secondCurrencies);
    const rate = currency === "EUR" ? other.rate : roundTo(other.rate * 0.92, 4);
    const text = formatMoney(roundTo(fig.vat * rate, 2), {
      ...money,
      currency: other.code,
      moneyStyle: "code-before",
      decimals: 2,
      negativeStyle: "minus",
    });
    const label =
      other.code === "KES"
        ? `VAT in KES (1 ${currency} = ${formatUnsigned(rate, "en", 1)} KES)`
        : lang === "de"
          ? `USt.-Betrag in ${other.code} (Kurs ${formatUnsigned(rate, "de", 4)})`
          : `VAT amount in ${other.code} (1 ${currency} = ${formatUnsigned(rate, "en", 4)} ${other.code})`;
    notes.push({ kind: "secondCurrencyTax", lines: [[label, text]] });
  }
  if (distractors.includes("amountInWords")) {
    notes.push({ kind: "amountInWords", lines: [[`Amount in words: ${amountInWords(fig.due, currency)}`]] });
  }
  if (distractors.includes("bank") && seller.bank) {
    notes.push({
      kind: "bank",
      lines: [
        [`${seller.bank.name}`],
        [
          /^[A-Z]{2}\d\d/.test(seller.bank.iban)
            ? `IBAN: ${seller.bank.iban}`
            : `ACH/Wire: ${seller.bank.iban}`,
        ],
        [`${/^[A-Z]{2}\d\d/.test(seller.bank.iban) ? "BIC" : "SWIFT"}: ${seller.bank.bic}`],
      ],
    });
  }
  let taxBreakdown: Content["taxBreakdown"];
  if (distractors.includes("taxBreakdown") && fig.taxes.length > 0) {
    taxBreakdown = {
      heads: [
        labels.pick("taxRate"),
        labels.pick("netAmount"),
        labels.pick("taxAmount"),
        labels.pick("grossAmount"),
      ],
      rows: fig.taxes.map((t) => [
        `${fig.taxes.length > 1 ? `${t.kind.toUpperCase()} ` : ""}${formatRate(t.rate, numberStyle, lang !== "en")}`,
        formatUnsigned(fig.net, numberStyle, decimals),
        formatUnsigned(t.amount, numberStyle, decimals),
        formatUnsigned(roundTo(fig.net + t.amount, decimals), numberStyle, decimals),
      ]),
    };
  }
  let remittance: Content["remittance"];
  if (distractors.includes("remittance")) {
    remittance = [
      [labels.pick("remittance"), ""],
      [labels.pick("billTo"), pickCustomer(r, lang)[0] as string],
      [labels.pick("invoiceNumber"), invoiceNumber],
      ...(account ? ([[labels.pick("account"), account]] as Array<[string, string]>) : []),
      [
        labels.pick("total"),
        formatMoney(sign * fig.due, {
          ...money,
          moneyStyle: money.moneyStyle === "bare" ? "symbol-before" : money.moneyStyle,
        }),
      ],
    ];
  }
  if (fig.taxes.length === 0) notes.push({ kind: "reverseCharge", lines: [[labels.pick("reverseCharge")]] });
  const symbolStyle = money.moneyStyle === "symbol-before" || money.moneyStyle === "symbol-after";
  const needsCurrencyNote = money.moneyStyle === "bare" || (symbolStyle && money.symbol === "$");
  if (symbolStyle && money.symbol === "$" && currency !== "USD") features.push("dollar-sign-not-usd");
  if (needsCurrencyNote) {
    const note =
      seller.awsSummary === "legacy"
        ? "All charges and prices are in US Dollars"
        : currency === "USD" || lang !== "en"
          ? labels.pick("currencyNote")
          : `All amounts are in ${currencyName(currency)} (${currency})`;
    notes.push({ kind: "currency", lines: [[note]] });
  }

  // Items.
  const itemHeads = {
    description: labels.pick("description"),
    quantity: labels.pick("quantity"),
    unitPrice: labels.pick("unitPrice"),
    amount: `${labels.pick("amount")}${money.moneyStyle === "bare" ? ` (${currency})` : ""}`,
  };
  const items: Content["items"] = fig.items.map((item) => {
    const quantity = r.chance(0.5) ? "1" : String(r.int(2, 744));
    const unit = item.amount / Number(quantity);
    return {
      description: item.description,
      quantity,
      unitPrice: formatUnsigned(unit, numberStyle, unit < 1 ? 4 : decimals),
      amount: fmt(sign * item.amount),
    };
  });
  if (asItems) {
    const add = (role: Role, value: number) => {
      if (value <= 0) return;
      const description = labels.pick(role);
      if (role === "savingsPlan") planLabel = description;
      items.push({
        description,
        quantity: "1",
        unitPrice: "",
        amount: fmt(-value),
        negative: true,
      });
    };
    add("credits", fig.credits);
    add("discount", fig.discount);
    add("savingsPlan", fig.savingsPlan);
  }

  const sellerLines = [seller.legalName, ...seller.address, seller.taxId];
  const footer = [
    `${seller.legalName} · ${seller.address.join(", ")}`,
    `${seller.taxId}${seller.registry ? ` · ${seller.registry}` : ""}`,
    `${labels.pick("phone")} ${seller.phone} · ${seller.domain}`,
    labels.pick("page"),
  ];

  const commitmentDiscount = planLabel !== null && COMMITTED_USE_DISCOUNT.test(planLabel);
  const truth: Truth = {
    provider: seller.provider,
    document_type: credit ? "credit_note" : "invoice",
    account_number: account,
    invoice_number: invoiceNumber,
    invoice_date: isoOf(dates.issue),
    currency,
    total_charges: fig.charges,
    credits: fig.credits || null,
    // EXTRACTION.md: a committed-use discount is a discount, not a savings plan.
    discount: Math.round((fig.discount + (commitmentDiscount ? fig.savingsPlan : 0)) * 100) / 100 || null,
    savings_plan: commitmentDiscount ? null : fig.savingsPlan || null,
    net_charges: fig.net,
    vat: fig.taxes.length > 0 ? fig.vat : null,
    service_charges: fig.due,
  };

  const title = capital(labels.pick(credit ? "creditTitle" : "title"));
  features.push(
    `seller:${seller.id}`,
    `lang:${seller.bilingualFr ? "en+fr" : lang}`,
    `layout:${layout}`,
    `order:${order}`,
    `number:${numberStyle}${decimals === 0 ? "/0dp" : ""}`,
    `money:${money.moneyStyle}`,
    `date:${dateFormat}`,
    `doc:${credit ? "credit_note" : "invoice"}`,
  );
  if (anyDeduction && (dedSign < 0 || credit)) features.push(`negative:${money.negativeStyle}`);
  if (credit && sign < 0) features.push(`negative:${money.negativeStyle}`);
  if (secondCode) features.push("two-currency-columns");
  if (money.moneyStyle === "symbol-before" || money.moneyStyle === "symbol-after")
    features.push(`symbol:${money.symbol}`);
  if (rows.some((row) => row.label.includes(currency))) features.push("currency-in-label");
  if (dates.issue.d <= 12 && /^(dmy-slash|mdy-slash|dmy-dot)$/.test(dateFormat))
    features.push("ambiguous-date");

  return {
    seller,
    lang,
    langTag: seller.bilingualFr ? "en+fr" : lang,
    layout,
    order,
    wrapLabels: spec.wrapLabels ?? r.chance(0.3),
    wrapAnchor: r.chance(0.5) ? "first" : "last",
    codeColumn: money.moneyStyle === "code-before" && !secondCode && r2.chance(0.4),
    reversedHeader: spec.reversedHeader ?? r.chance(0.3),
    joined: spec.joined ?? r.chance(0.3),
    money,
    title,
    sellerLines,
    billToLabel: labels.pick("billTo"),
    customerLines: pickCustomer(r, lang, seller.customerCountry),
    meta,
    periodText,
    periodLabel,
    summaryHeading: labels.pick("summaryHeading"),
    itemHeads,
    items,
    rows,
    serviceRows: fig.items.map((item) => ({
      description: item.description,
      category: item.category,
      amount: roundTo(sign * item.amount, decimals),
    })),
    headerTotals,
    columnHeads: secondCode ? (r.chance(0.7) ? [currency, secondCode] : [secondCode, currency]) : undefined,
    notes,
    remittance,
    taxBreakdown,
    footer,
    truth,
    features,
  };
}
