import type { Box } from "../layout/page-model.ts";
import { segmentBox, unionBox } from "../layout/page-model.ts";
import { ID_FILLER_WORDS, SUPPLY_DATE_LABELS, type TextRole, WEAK_LABEL_WORDS } from "../lexicon/labels.ts";
import { type DateToken, findDates } from "../read/dates.ts";
import { fold } from "../read/fold.ts";
import { keyTokens, LABEL_WORDS, matchLabels, wordsBefore } from "./label-match.ts";
import { below, type IndexedSegment, type PageIndex, rightOf } from "./page-index.ts";

/** A value found for a text field, with where it was printed. */
export type TextValue = { value: string; text: string; box: Box; score: number; line: number };
export type DateValue = { token: DateToken; text: string; box: Box; score: number; line: number };

function looksLikeId(token: string): boolean {
  if (token.length < 3 || token.length > 40) return false;
  if (!/\d/.test(token)) return false;
  if (!/^[A-Za-z0-9][A-Za-z0-9\-/_.]*[A-Za-z0-9]$/.test(token)) return false;
  // Amounts (4.11, 1,234.56) and phone-like runs are not ids.
  if (/^\d{1,3}(?:[.,]\d{3})*[.,]\d{2}$/.test(token)) return false;
  if (findDates(token).length > 0) return false;
  return true;
}

// Words between an id's label and the id ("No.", "of", "de", "nummer": the language files' idFillers) and marks.
const ID_FILLERS = new Set(ID_FILLER_WORDS);
const ID_MARK = /^[#:\-/]$/;

// "n.º", "Nº", "N°": the ordinal indicators are letters to Unicode but punctuation here.
function wordsOf(text: string): string[] {
  return text.split(/\s+/).map((raw) => raw.replace(/^[:#.()[\]º°ª]+|[:,;()[\]º°ª]+$/g, ""));
}

// Punctuation, fillers ("No.", ":", "#") and the words of a second label ("Numéro de facture") carry no value.
function isLabelFiller(word: string): boolean {
  if (word === "" || ID_MARK.test(word) || /^[^\p{L}\p{N}]+$/u.test(word)) return true;
  const folded = fold(word);
  return ID_FILLERS.has(folded) || LABEL_WORDS.has(folded) || cjkLabelWord(folded);
}

// A CJK or Hangul word of a label ("청구서 번호", "請求書番号"): the lexicon holds each character as a word.
function cjkLabelWord(word: string): boolean {
  return (
    /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+$/u.test(word) &&
    [...word].every((c) => LABEL_WORDS.has(c))
  );
}

/** The first id-like word of `text` after any label fillers ("Tax Invoice Number / Numéro de facture: CAIN24-1"). */
function firstId(text: string): string | null {
  const word = wordsOf(text).find((w) => !isLabelFiller(w));
  return word !== undefined && looksLikeId(word) ? word : null;
}

/**
 * An id broken at a hyphen or slash where its column wrapped ("Organisation : 5e3f7c2a-91b8-4d0e-a6f4-" over
 * "2b8c1d9e7f30"): the first word of `text`, joined with the first word of the line under it that starts where
 * its segment starts. Null when the first word is not such a broken id.
 */
function wrappedId(index: PageIndex, segment: IndexedSegment, text: string): string | null {
  const word = wordsOf(text).find((w) => !isLabelFiller(w));
  // "HWC-" over "ID-7323-02289276": a prefix of capitals, or any part with a digit.
  if (!word || !/^[A-Za-z0-9][A-Za-z0-9\-/_.]*[-/_]$/.test(word) || !/\d|^[A-Z]{2,}[-/_]$/.test(word))
    return null;
  const next = below(index, segment, 1).find(
    (s) => Math.abs(s.segment.x0 - segment.segment.x0) < segment.segment.size * 1.5,
  );
  const rest = next?.segment.text.split(/\s+/)[0] ?? "";
  if (!/^[A-Za-z0-9][A-Za-z0-9\-/_.]*[A-Za-z0-9]$/.test(rest)) return null;
  const id = word + rest;
  return /\d/.test(id) && looksLikeId(id) ? id : null;
}

// Words and a closing colon, no figure: a label of its own, even one the lexicon does not know ("Pedido:").
function isOtherLabel(text: string): boolean {
  const trimmed = text.trim();
  return (
    trimmed.endsWith(":") && !/\d/.test(trimmed) && /\p{L}/u.test(trimmed) && trimmed.split(/\s+/).length <= 4
  );
}

function onlyLabelWords(text: string): boolean {
  return wordsOf(text).every(isLabelFiller);
}

// Where a label's value may be: after it in its own segment, to its right on the line, under it (a grid header
// or a label on its own line), beside the second line of a wrapped label, or on the next line further right.
function places(
  index: PageIndex,
  label: IndexedSegment,
  weak: boolean,
): Array<[IndexedSegment, string, number]> {
  const labelEnd = label.text?.end ?? 0;
  const rest = label.segment.text.slice(labelEnd);
  const out: Array<[IndexedSegment, string, number]> = [[label, rest, 0]];
  const right = rightOf(index, label);
  for (const [i, segment] of right.entries()) {
    if (segment.text && segment.text.first <= 2) break;
    if (segment.money && segment.money.first === 0) break;
    // Another label on the line ("ID de cuenta:   Pedido:   PO-2759567808"): what follows it is its value.
    if (isOtherLabel(segment.segment.text)) break;
    out.push([segment, segment.segment.text, 0.3 + i * 0.2]);
    if (weak) break;
  }
  const alone = onlyLabelWords(rest);
  if (weak && !alone) return out;
  const under = below(index, label);
  // A table's head wrapped onto a second line ("Data da fatura" over "(UTC)"): its value is under that line.
  const wrap = under.length === 1 && under[0] && isHeadWrap(under[0].segment.text) ? under[0] : null;
  if (wrap) for (const segment of below(index, wrap, 1)) out.push([segment, segment.segment.text, 0.6]);
  for (const segment of under) {
    if (!segment.text || segment.text.first > 2) out.push([segment, segment.segment.text, 0.5]);
    else if (onlyLabelWords(segment.segment.text)) {
      // "Invoice Date / Date de" / "facture:   2026/08/04"
      for (const next of rightOf(index, segment)) out.push([next, next.segment.text, 0.4]);
    }
  }
  if (alone && right.length === 0) {
    const line = index.page.lines[label.line.index + 1];
    if (line && label.segment.y - line.y < label.segment.size * 2.2) {
      for (const segment of index.byLine[label.line.index + 1] ?? []) {
        if (segment.segment.x0 > label.segment.x0 && !segment.text)
          out.push([segment, segment.segment.text, 0.8]);
      }
    }
  }
  return out;
}

/** A short run of words without a digit: the second line of a table's wrapped head, not a value. */
const isHeadWrap = (text: string) => !/\d/.test(text) && text.trim().split(/\s+/).length <= 3;

// A label starts its segment, or ends it ("Alibaba Cloud Account ID:").
function labelSegments(index: PageIndex, role: TextRole): IndexedSegment[] {
  return index.segments.filter((s) => {
    if (s.text?.role !== role) return false;
    const before = wordsBefore(s.segment.text, s.text.start);
    if (before <= 1) return true;
    return before <= 4 && onlyLabelWords(s.segment.text.slice(s.text.end));
  });
}

/**
 * The label stands in a payment line: its segment also names a bank detail ("Account number: 410 552 019, Branch
 * code: 051001, SWIFT: ...", "Account number / 계좌번호"). Its number is the seller's bank account, not the
 * customer's.
 */
function inBankLine(label: IndexedSegment): boolean {
  const tokens = keyTokens(label.segment.text);
  return matchLabels(tokens).some((m) => m.role === "not_an_id" && m.first >= (label.text?.last ?? 0));
}

function scoreOf(index: PageIndex, label: IndexedSegment, distance: number): number {
  const words = (label.text?.last ?? 0) - (label.text?.first ?? 0);
  // Earlier on the page wins ties: a remittance stub at the bottom repeats the invoice number.
  return (
    (label.text?.weight ?? 1) +
    words * 0.5 -
    distance -
    (label.line.index / Math.max(1, index.page.lines.length)) * 0.5
  );
}

/** The words and box a value was read from: its label's segment, and the value's own when that is another. */
function printedWith(label: IndexedSegment, segment: IndexedSegment): { text: string; box: Box } {
  if (segment === label) return { text: label.segment.text, box: unionBox([segmentBox(label.segment)]) };
  return {
    text: `${label.segment.text} ${segment.segment.text}`,
    box: unionBox([segmentBox(label.segment), segmentBox(segment.segment)]),
  };
}

/** Invoice number or account number: the id printed beside (or under) its best label. */
export function findId(index: PageIndex, role: "invoice_number" | "account_number"): TextValue | null {
  let best: TextValue | null = null;
  for (const label of labelSegments(index, role)) {
    const weak = isWeakLabel(label);
    if (weak && label.text?.first !== 0) continue;
    if (role === "account_number" && inBankLine(label)) continue;
    for (const [segment, text, distance] of places(index, label, weak)) {
      const id = firstId(text) ?? wrappedId(index, segment, text);
      if (!id) continue;
      const score = scoreOf(index, label, distance) - (weak ? 1.5 : 0);
      if (!best || score > best.score) {
        best = { value: id, ...printedWith(label, segment), score, line: label.line.index };
      }
      break;
    }
  }
  return best;
}

// One-word labels ("Invoice", "Date", "Rechnung": the language files' weakLabels) only count with their value right
// beside them.
const WEAK_WORDS = new Set(WEAK_LABEL_WORDS);

function isWeakLabel(label: IndexedSegment): boolean {
  if (!label.text || label.text.last - label.text.first !== 1) return false;
  return WEAK_WORDS.has(keyTokens(label.segment.text)[label.text.first]?.word ?? "");
}

/** A date field (invoice date, due date, period start): the date beside or under its best label. */
const SUPPLY_DATES = new Set(SUPPLY_DATE_LABELS);

/** The label names the date of supply or tax point ("Leistungsdatum", "DUZP"), not the date of issue. */
function isSupplyDateLabel(label: IndexedSegment): boolean {
  if (!label.text) return false;
  const words = keyTokens(label.segment.text)
    .slice(label.text.first, label.text.last)
    .map((t) => t.word);
  return SUPPLY_DATES.has(words.join(" "));
}

/**
 * The date printed beside (or under) the best label of `role`. For the invoice date, `kind` says which labels:
 * "issue" (the date of issue) or "supply" (the date of supply or tax point, read only when no date of issue is).
 */
export function findDate(
  index: PageIndex,
  role: "invoice_date" | "due_date" | "period",
  kind: "issue" | "supply" = "issue",
): DateValue | null {
  let best: DateValue | null = null;
  for (const label of labelSegments(index, role)) {
    if (role === "invoice_date" && isSupplyDateLabel(label) !== (kind === "supply")) continue;
    const weak = isWeakLabel(label);
    if (weak && label.text?.first !== 0) continue;
    for (const [segment, text, distance] of places(index, label, weak)) {
      const token = findDates(text)[0];
      if (!token) continue;
      const score = scoreOf(index, label, distance) - (weak ? 0.8 : 0);
      if (!best || score > best.score) {
        best = { token, ...printedWith(label, segment), score, line: label.line.index };
      }
      break;
    }
  }
  return best;
}

// Between an invoice number and its date: nothing, or one short word ("du", "vom", "del", "of", "dated").
const ID_TO_DATE = /^[\s:,-]*[\p{L}.]{0,6}[\s:,-]*$/u;

/**
 * The date printed right after the invoice number on its segment, for pages with no date label of their own:
 * "Facture FR60012345 du 04/03/2026", "Rechnung Nr. 123 vom 04.03.2026", "Invoice 881 dated March 1, 2026".
 */
export function findDateAfterId(index: PageIndex): DateValue | null {
  for (const label of labelSegments(index, "invoice_number")) {
    const rest = label.segment.text.slice(label.text?.end ?? 0);
    const id = firstId(rest);
    if (!id) continue;
    const after = rest.slice(rest.indexOf(id) + id.length);
    const token = findDates(after)[0];
    if (!token || !ID_TO_DATE.test(after.slice(0, token.start))) continue;
    return {
      token,
      text: label.segment.text,
      box: unionBox([segmentBox(label.segment)]),
      score: 0,
      line: label.line.index,
    };
  }
  return null;
}

/**
 * A bare number mark and an id, alone on their segment: "Nr. R0024417781", "č. 2026-00418", "# 2026-0412" (the
 * marks are "#" and each language's abbreviations of "number", read as "no" by `keyTokens`).
 */
function markedId(text: string): string | null {
  const words = text.trim().split(/\s+/);
  if (words.length !== 2 && !(words.length === 1 && words[0]?.startsWith("#"))) return null;
  const mark = words.length === 2 ? (words[0] as string) : "#";
  const id = (words.length === 2 ? words[1] : words[0]?.slice(1))?.replace(/^[:#.]+/, "") ?? "";
  if (keyTokens(mark)[0]?.word !== "no" || keyTokens(mark).length !== 1) return null;
  return looksLikeId(id) ? id : null;
}

/**
 * The invoice number printed as a bare number mark under or beside the document's title ("Faktura VAT" over
 * "nr 2026/0417", "Opravný daňový doklad" over "č. 2026-00418"), for pages with no number label:
 * the mark belongs to the title, within two lines of it.
 */
export function findIdUnderTitle(index: PageIndex, titleWords: readonly string[]): TextValue | null {
  const titled = (line: number) =>
    (index.byLine[line] ?? []).some((s) => {
      const words = keyTokens(s.segment.text)
        .map((t) => t.word)
        .join(" ");
      return titleWords.some((w) => ` ${words} `.includes(` ${w} `));
    });
  for (const segment of index.segments) {
    const id = markedId(segment.segment.text);
    if (!id) continue;
    const line = segment.line.index;
    if (![line, line - 1, line - 2].some(titled)) continue;
    return { value: id, text: segment.segment.text, box: segmentBox(segment.segment), score: 0, line };
  }
  return null;
}

/**
 * The seller's billing account by its shape alone (`accountFormat`), for pages where no label names it beside the
 * value (the label printed under it, or none): the first word of that shape outside a payment line.
 */
export function findIdByFormat(index: PageIndex, format: RegExp): TextValue | null {
  for (const segment of index.segments) {
    const id = wordsOf(segment.segment.text).find((w) => format.test(w));
    if (!id || inBankLine(segment)) continue;
    return {
      value: id,
      text: segment.segment.text,
      box: segmentBox(segment.segment),
      score: 0,
      line: segment.line.index,
    };
  }
  return null;
}
