// What one language contributes to the lexicon. Each language is one JSON file in languages/ (adding a language
// is that file plus fixtures; languages/README.md says why some of the words are there); languages/index.ts lists
// them and checks each against `languageSchema` below, and the lexicon modules (labels.ts, months.ts, documents.ts)
// combine them. Words are written as printed, accents and all ("Do zapłaty", "K úhradě", "請求金額"): the lexicon
// folds them the way it folds the page (lower case, no diacritics, punctuation as spaces). CJK words need no
// spaces: each ideograph, kana or Hangul syllable is a word of its own.
import { z } from "zod";

const moneyRole = z.enum([
  "charges",
  "subtotal",
  "credits",
  "discount",
  "savings_plan",
  "net",
  "tax",
  "due",
  "ignore",
]);
export const textRole = z.enum([
  "invoice_number",
  "invoice_date",
  "account_number",
  "due_date",
  "period",
  "not_an_id",
]);
const role = z.enum([...moneyRole.options, ...textRole.options]);
export type MoneyRole = z.infer<typeof moneyRole>;
export type TextRole = z.infer<typeof textRole>;
export type Role = z.infer<typeof role>;

// A word as printed: never empty (an empty label would stand in every line) nor padded with spaces.
const word = z
  .string()
  .min(1, "a word is empty")
  .refine((text) => text.trim() === text, "a word starts or ends with a space");
const words = z.array(word);

// Strict objects throughout: a misspelt key or role in a language file is an error, not a list silently unread.
export const languageSchema = z.strictObject({
  /** ISO 639-1 code. */
  code: z.string(),
  name: z.string(),
  /** Field labels per role (see labels.ts for what each role means). */
  labels: z.partialRecord(role, words),
  /**
   * Month names, January first: full, abbreviated, and inflected forms (Polish "stycznia", Czech "ledna",
   * Finnish "tammikuuta"). Empty for languages that write months as numbers (2026年3月1日, 2026년 3월 1일).
   */
  months: z
    .array(words)
    .refine(
      (months) => months.length === 0 || months.length === 12,
      "months: twelve lists, January first, or none",
    ),
  documents: z.strictObject({
    /** Words a page uses to call itself an invoice (a credit note is one too). */
    invoice: words,
    creditNote: words,
    /** Titles of documents that are not invoices: quotes, offers, order confirmations, receipts, pro formas, purchase orders, cost reports. */
    notInvoice: words,
    /**
     * What a look-alike prints to say it is not an invoice ("This report is not an invoice", "Dokument nie jest
     * fakturą VAT"), looked for anywhere on the page.
     */
    notInvoiceStatements: words.optional(),
    /** Heads of the customer's block ("Bill to", "Nabywca", "Kunde"). */
    customerHeads: words,
  }),
  /**
   * Labels of the date of supply, delivery or tax point ("Leistungsdatum", "DUZP", "Data sprzedaży", "Tax point"): a
   * date beside the invoice date, often another day. Read as the invoice date only when the page prints no date of
   * issue, and then to be checked.
   */
  supplyDates: words.optional(),
  /** The word for days after a number ("30 jours nets", "Net 30 days"): a payment term, never an amount. */
  days: words.optional(),
  /** The currency's minor unit as a column head ("øre", "öre", "cents"): amounts printed over two columns. */
  minorUnits: words.optional(),
  qualifiers: z
    .strictObject({
      /** A discount for a commitment is a savings plan. */
      commitment: words.optional(),
      /** Before or without tax ("excl.", "netto", "bez"). */
      taxExcluded: words.optional(),
      /** With tax ("incl.", "inkl.", "z"). */
      taxIncluded: words.optional(),
      /**
       * "Before" or "without" put in front of a deduction word ("Summa före rabatt", "Total excluding discounts",
       * "Celkem před slevou"): the row is the charges before deductions, never a deduction.
       */
      beforeDeductions: words.optional(),
      /** The same written after the deduction word ("할인 적용 전", "割引前", "indirim öncesi"). */
      beforeDeductionsAfter: words.optional(),
      /** Words that may stand between a qualifier and its tax word. */
      fillers: words.optional(),
      /**
       * Of the commitment words, those saying a commitment to use ("committed use", "zugesicherte Nutzung"), not a
       * reservation: a discount with one is a committed-use discount, reported with the discounts.
       */
      committedUse: words.optional(),
      /** One-word names of a committed-use discount ("Zusagerabatt", "toezeggingskorting"). */
      commitmentDiscounts: words.optional(),
    })
    .optional(),
  /**
   * Frequent words that tell a page in this language from the others (articles, prepositions, the words every
   * invoice of the language prints): the page's language is the one whose words it prints most.
   */
  functionWords: words,
  /**
   * How the language writes a date in numbers when the page does not tell (01/03/2026): "dmy", day first. None
   * when the seller's habit decides (English) or dates are written year first (2026/03/01: ja, zh, ko).
   */
  dateOrder: z.literal("dmy").optional(),
  /** Words between an id's label and the id that carry nothing ("No.", "of", "de", "nummer"). */
  idFillers: words.optional(),
  /** One-word labels that name a field only with their value right beside them ("Invoice", "Datum"). */
  weakLabels: words.optional(),
  /** Written right to left (a page in this language is read from its right edge). */
  direction: z.literal("rtl").optional(),
  /** Words a date written with a month name puts after its day ("1st", "1er") or between its parts ("1 de marzo de 2026"). */
  dateWords: z.strictObject({ ordinals: words.optional(), connectors: words.optional() }).optional(),
  /**
   * A balance of credits or prepayment left after the invoice: what the credits runway is measured from. Each label
   * is also a label to ignore: a balance is never this invoice's credits ("Remaining credits" is not "Credits").
   */
  creditsBalance: z
    .strictObject({
      /** Labels that name the credits' balance themselves ("Remaining credit balance", "Restguthaben"). */
      labels: words.optional(),
      /** A closing balance ("Closing balance", "Solde de clôture"): the credits' only under a heading in `heads`. */
      closing: words.optional(),
      /** Words of a heading over a balance of credits or a prepayment ("Prepayment", "Paiement anticipé"). */
      heads: words.optional(),
    })
    .optional(),
  /** Words a label's line may end with when the label goes on to the next line ("Credits and" / "discounts"). */
  openEnds: words.optional(),
  /** Words before the number of a law's article ("Art. 196", "artículo 84"): that number is never an amount. */
  lawArticles: words.optional(),
  /** Abbreviations of "number" that read as "no" in labels ("Nr.", "Nro.", "Num."; "nº" and "#" do everywhere). */
  numberWords: words.optional(),
  /** How the language names the invoice's currency, as printed (the page is matched with and without accents). */
  currency: z
    .strictObject({
      /** Labels before a code ("Currency: EUR", "Währung EUR", "Νόμισμα: EUR"). */
      labels: words.optional(),
      /** Column heads with the code in brackets ("Amount (USD)", "Betrag (EUR)"). */
      heads: words.optional(),
      /**
       * "The amounts" in a statement of the currency ("Alle Beträge in USD", "Όλα τα ποσά σε EUR"); with `amountsIn`,
       * the code comes after one of those words ("Amounts shown in INR"), else anywhere in the 30 characters after.
       */
      amounts: words.optional(),
      amountsIn: words.optional(),
      /** Currencies by name, in a statement of the currency ("All charges are in US Dollars"): ISO code -> names. */
      names: z.record(z.string(), words).optional(),
      /** Statements of the unit, printed anywhere ("単位:円", "人民币"): ISO code -> words (a space: any colon). */
      units: z.record(z.string(), words).optional(),
      /** Symbols this language's countries give their own currency ("kr" is NOK in Norwegian): symbol -> ISO code. */
      symbols: z.record(z.string(), z.string()).optional(),
      /** Words only this language's invoices print (folded), which say which country an ambiguous symbol is from. */
      symbolHints: words.optional(),
    })
    .optional(),
});
export type Language = z.infer<typeof languageSchema>;

/** A language file read through the schema: a file that does not fit is refused, named with what is wrong in it. */
export function parseLanguage(file: string, data: unknown): Language {
  const result = languageSchema.safeParse(data);
  if (!result.success)
    throw new Error(`lexicon/languages/${file} is not a language file:\n${z.prettifyError(result.error)}`);
  if (`${result.data.code}.json` !== file)
    throw new Error(
      `lexicon/languages/${file} holds the language "${result.data.code}": its file is ${result.data.code}.json`,
    );
  return result.data;
}
