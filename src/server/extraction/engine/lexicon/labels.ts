// Field labels as printed on invoices, per role, combined from the language files in languages/ (one file per
// language). Phrases are folded (lower case, no accents; "n°", "nº", "nr", "#" all read as "no") with
// punctuation as spaces. `weight` says how much a label of the role alone can be trusted (generic words like
// "total" or "date" are weak).
import { foldAll } from "./fold-phrase.ts";
import { type Role, textRole } from "./language.ts";
import { LANGUAGES } from "./languages/index.ts";

export type { MoneyRole, Role, TextRole } from "./language.ts";

import type { TextRole } from "./language.ts";

type Entry = { role: Role; weight: number; phrases: string[] };

// Money roles first, then text roles; the order is the lexicon's order of preference for equal matches.
const ROLE_WEIGHTS: Array<[Role, number]> = [
  ["charges", 2],
  ["subtotal", 2],
  ["credits", 2],
  ["discount", 2],
  ["savings_plan", 2],
  ["net", 3],
  ["tax", 2],
  ["due", 2],
  ["ignore", 3],
  ["invoice_number", 3],
  ["invoice_date", 3],
  ["due_date", 3],
  ["period", 2],
  ["account_number", 3],
  ["not_an_id", 3],
];

const creditsBalanceWords = (kind: "labels" | "closing" | "heads") =>
  foldAll(LANGUAGES.flatMap((language) => language.creditsBalance?.[kind] ?? []));
/** Labels naming the balance of credits left ("Remaining credit balance", "Restguthaben"), folded. */
export const CREDITS_BALANCE_LABELS = creditsBalanceWords("labels");
/** A closing balance's labels ("Closing balance", "Solde de clôture"), folded: credits only under a credits heading. */
export const CLOSING_BALANCE_LABELS = creditsBalanceWords("closing");
/** Words of a heading over a balance of credits or a prepayment, folded. */
export const CREDITS_BALANCE_HEADS = creditsBalanceWords("heads");

/** Labels of the date of supply or tax point (languages' `supplyDates`), folded: never before a date of issue. */
export const SUPPLY_DATE_LABELS = foldAll(LANGUAGES.flatMap((language) => language.supplyDates ?? []));

export const LABELS: Entry[] = ROLE_WEIGHTS.map(([role, weight]) => ({
  role,
  weight,
  phrases: foldAll([
    ...LANGUAGES.flatMap((language) => language.labels[role] ?? []),
    // A balance is never a figure of this invoice; the credits balance reader takes it from the rows ignored.
    ...(role === "ignore" ? [...CREDITS_BALANCE_LABELS, ...CLOSING_BALANCE_LABELS] : []),
    ...(role === "invoice_date" ? SUPPLY_DATE_LABELS : []),
  ]),
}));

type QualifierKind =
  | "commitment"
  | "taxExcluded"
  | "taxIncluded"
  | "fillers"
  | "beforeDeductions"
  | "beforeDeductionsAfter"
  | "committedUse"
  | "commitmentDiscounts";
const qualifiers = (kind: QualifierKind) =>
  foldAll(LANGUAGES.flatMap((language) => language.qualifiers?.[kind] ?? []));

/** A discount for a commitment ("Descontos por compromisso de uso", "Remise d'engagement") is a savings plan. */
export const COMMITMENT_WORDS = qualifiers("commitment");
// Words that say a figure is before or without tax ("Amount excl. VAT", "Total before tax", "Importe sin IVA")
// or with it ("Amount incl. VAT", "Total after tax", "IVA incluida"), next to a tax word (any one-word tax label
// above). The first make a total or a tax label the net amount; the second make a tax label the amount due.
export const TAX_EXCLUDED_WORDS = qualifiers("taxExcluded");
export const TAX_INCLUDED_WORDS = qualifiers("taxIncluded");
/** "Before" or "without" in front of a deduction word: the row is the charges before deductions. */
export const BEFORE_DEDUCTION_WORDS = qualifiers("beforeDeductions");
/** The same written after the deduction word ("할인 적용 전", "割引前"). */
export const BEFORE_DEDUCTION_AFTER_WORDS = qualifiers("beforeDeductionsAfter");
/** Words for days after a number: "30 jours nets" is a payment term, never an amount (as printed, not folded). */
export const DAY_WORDS = [...new Set(LANGUAGES.flatMap((language) => language.days ?? []))];
/** Names of a currency's minor unit as a column head ("øre", "öre", "cents"): amounts split over two columns. */
export const MINOR_UNIT_WORDS = foldAll(LANGUAGES.flatMap((language) => language.minorUnits ?? []));
/** Words that may stand between a qualifier and its tax word ("before all taxes", "antes de impuestos"). */
export const QUALIFIER_FILLERS = qualifiers("fillers");
/** Words of a commitment to use, not a reservation ("committed", "zugesicherte", "engagement"). */
export const COMMITTED_USE_WORDS = qualifiers("committedUse");
/** One-word names of a committed-use discount ("Zusagerabatt"). */
export const COMMITMENT_DISCOUNT_WORDS = qualifiers("commitmentDiscounts");
/** The one-word discount labels ("discount", "Rabatt", "remise", "sconto", "korting"). */
export const DISCOUNT_WORDS = (LABELS.find((entry) => entry.role === "discount")?.phrases ?? []).filter(
  (phrase) => /^[\p{L}\p{N}]+$/u.test(phrase),
);
/** Words between an id's label and the id that carry nothing ("No.", "of", "de", "nummer"), folded. */
export const ID_FILLER_WORDS = foldAll(LANGUAGES.flatMap((language) => language.idFillers ?? []));
/** One-word labels that name a field only with their value right beside them ("Invoice", "Datum"), folded. */
export const WEAK_LABEL_WORDS = foldAll(LANGUAGES.flatMap((language) => language.weakLabels ?? []));
/** Abbreviations of "number" ("nr", "nro", "num"), folded: a label reads them as "no". */
export const NUMBER_WORDS = foldAll(LANGUAGES.flatMap((language) => language.numberWords ?? []));

const ROLE_OF_TEXT_FIELDS: ReadonlySet<Role> = new Set(textRole.options);
export const isTextRole = (role: Role): role is TextRole => ROLE_OF_TEXT_FIELDS.has(role);
