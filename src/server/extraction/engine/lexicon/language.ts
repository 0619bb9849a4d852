// What one language contributes to the lexicon. Each language is one file in languages/ (adding a language is
// that file plus fixtures); languages/index.ts lists them and the lexicon modules (labels.ts, months.ts,
// documents.ts) combine them. Words are written as printed, accents and all ("Do zapłaty", "K úhradě",
// "請求金額"): the lexicon folds them the way it folds the page (lower case, no diacritics, punctuation as spaces).
// CJK words need no spaces: each ideograph, kana or Hangul syllable is a word of its own.

export type MoneyRole =
  | "charges"
  | "subtotal"
  | "credits"
  | "discount"
  | "savings_plan"
  | "net"
  | "tax"
  | "due"
  | "ignore";
export type TextRole =
  | "invoice_number"
  | "invoice_date"
  | "account_number"
  | "due_date"
  | "period"
  | "not_an_id";
export type Role = MoneyRole | TextRole;

export type Language = {
  /** ISO 639-1 code. */
  code: string;
  name: string;
  /** Field labels per role (see labels.ts for what each role means). */
  labels: Partial<Record<Role, string[]>>;
  /**
   * Month names, January first: full, abbreviated, and inflected forms (Polish "stycznia", Czech "ledna",
   * Finnish "tammikuuta"). Empty for languages that write months as numbers (2026年3月1日, 2026년 3월 1일).
   */
  months: string[][];
  documents: {
    /** Words a page uses to call itself an invoice (a credit note is one too). */
    invoice: string[];
    creditNote: string[];
    /** Titles of documents that are not invoices: quotes, offers, order confirmations, receipts, pro formas, purchase orders, cost reports. */
    notInvoice: string[];
    /**
     * What a look-alike prints to say it is not an invoice ("This report is not an invoice", "Dokument nie jest
     * fakturą VAT"), looked for anywhere on the page.
     */
    notInvoiceStatements?: string[];
    /** Heads of the customer's block ("Bill to", "Nabywca", "Kunde"). */
    customerHeads: string[];
  };
  /**
   * Labels of the date of supply, delivery or tax point ("Leistungsdatum", "DUZP", "Data sprzedaży", "Tax point"): a
   * date beside the invoice date, often another day. Read as the invoice date only when the page prints no date of
   * issue, and then to be checked.
   */
  supplyDates?: string[];
  /** The word for days after a number ("30 jours nets", "Net 30 days"): a payment term, never an amount. */
  days?: string[];
  /** The currency's minor unit as a column head ("øre", "öre", "cents"): amounts printed over two columns. */
  minorUnits?: string[];
  qualifiers?: {
    /** A discount for a commitment is a savings plan. */
    commitment?: string[];
    /** Before or without tax ("excl.", "netto", "bez"). */
    taxExcluded?: string[];
    /** With tax ("incl.", "inkl.", "z"). */
    taxIncluded?: string[];
    /**
     * "Before" or "without" put in front of a deduction word ("Summa före rabatt", "Total excluding discounts",
     * "Celkem před slevou"): the row is the charges before deductions, never a deduction.
     */
    beforeDeductions?: string[];
    /** The same written after the deduction word ("할인 적용 전", "割引前", "indirim öncesi"). */
    beforeDeductionsAfter?: string[];
    /** Words that may stand between a qualifier and its tax word. */
    fillers?: string[];
    /**
     * Of the commitment words, those saying a commitment to use ("committed use", "zugesicherte Nutzung"), not a
     * reservation: a discount with one is a committed-use discount, reported with the discounts.
     */
    committedUse?: string[];
    /** One-word names of a committed-use discount ("Zusagerabatt", "toezeggingskorting"). */
    commitmentDiscounts?: string[];
  };
  /**
   * Frequent words that tell a page in this language from the others (articles, prepositions, the words every
   * invoice of the language prints): the page's language is the one whose words it prints most.
   */
  functionWords: string[];
  /**
   * How the language writes a date in numbers when the page does not tell (01/03/2026): "dmy", day first. None
   * when the seller's habit decides (English) or dates are written year first (2026/03/01: ja, zh, ko).
   */
  dateOrder?: "dmy";
  /** Words between an id's label and the id that carry nothing ("No.", "of", "de", "nummer"). */
  idFillers?: string[];
  /** One-word labels that name a field only with their value right beside them ("Invoice", "Datum"). */
  weakLabels?: string[];
  /** Written right to left (a page in this language is read from its right edge). */
  direction?: "rtl";
  /** Words a date written with a month name puts after its day ("1st", "1er") or between its parts ("1 de marzo de 2026"). */
  dateWords?: { ordinals?: string[]; connectors?: string[] };
  /**
   * A balance of credits or prepayment left after the invoice: what the credits runway is measured from. Each label
   * is also a label to ignore: a balance is never this invoice's credits ("Remaining credits" is not "Credits").
   */
  creditsBalance?: {
    /** Labels that name the credits' balance themselves ("Remaining credit balance", "Restguthaben"). */
    labels?: string[];
    /** A closing balance ("Closing balance", "Solde de clôture"): the credits' only under a heading in `heads`. */
    closing?: string[];
    /** Words of a heading over a balance of credits or a prepayment ("Prepayment", "Paiement anticipé"). */
    heads?: string[];
  };
  /** Words a label's line may end with when the label goes on to the next line ("Credits and" / "discounts"). */
  openEnds?: string[];
  /** Words before the number of a law's article ("Art. 196", "artículo 84"): that number is never an amount. */
  lawArticles?: string[];
  /** Abbreviations of "number" that read as "no" in labels ("Nr.", "Nro.", "Num."; "nº" and "#" do everywhere). */
  numberWords?: string[];
  /** How the language names the invoice's currency, as printed (the page is matched with and without accents). */
  currency?: {
    /** Labels before a code ("Currency: EUR", "Währung EUR", "Νόμισμα: EUR"). */
    labels?: string[];
    /** Column heads with the code in brackets ("Amount (USD)", "Betrag (EUR)"). */
    heads?: string[];
    /**
     * "The amounts" in a statement of the currency ("Alle Beträge in USD", "Όλα τα ποσά σε EUR"); with `amountsIn`,
     * the code comes after one of those words ("Amounts shown in INR"), else anywhere in the 30 characters after.
     */
    amounts?: string[];
    amountsIn?: string[];
    /** Currencies by name, in a statement of the currency ("All charges are in US Dollars"): ISO code -> names. */
    names?: Record<string, string[]>;
    /** Statements of the unit, printed anywhere ("単位:円", "人民币"): ISO code -> words (a space: any colon). */
    units?: Record<string, string[]>;
    /** Symbols this language's countries give their own currency ("kr" is NOK in Norwegian): symbol -> ISO code. */
    symbols?: Record<string, string>;
    /** Words only this language's invoices print (folded), which say which country an ambiguous symbol is from. */
    symbolHints?: string[];
  };
};
