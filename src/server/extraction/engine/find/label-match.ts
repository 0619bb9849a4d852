import {
  BEFORE_DEDUCTION_AFTER_WORDS,
  BEFORE_DEDUCTION_WORDS,
  COMMITMENT_WORDS,
  isTextRole,
  LABELS,
  NUMBER_WORDS,
  QUALIFIER_FILLERS,
  type Role,
  TAX_EXCLUDED_WORDS,
  TAX_INCLUDED_WORDS,
} from "../lexicon/labels.ts";
import { fold } from "../read/fold.ts";
import { memoByString } from "../read/memo.ts";

/** A word of a label key with its place in the original text. */
export type KeyToken = { word: string; start: number; end: number };

export type LabelMatch = {
  role: Role;
  weight: number;
  /** Token indexes [first, last). */
  first: number;
  last: number;
  /** Character offsets in the matched text. */
  start: number;
  end: number;
  words: number;
};

// "#" and the languages' abbreviations of "number" (numberWords) read as "no".
const NO_WORDS = new Set(["#", ...NUMBER_WORDS]);

// Letters and digits of any script that writes spaces between words: a-z and 0-9 (the folded text has no other Latin
// letters or digits), Greek, Cyrillic, Arabic, ... (CJK and Hangul below are words of one character; the ordinal
// indicators º and ª are the "no" of "nº").
const OTHER_WORD_CHAR = /^[\p{L}\p{Nd}]$/u;
const WORD_CHARS = new Int8Array(0x10000); // 0: not looked at yet, 1: a word character, 2: not one
function isWordChar(code: number): boolean {
  if (code < 0x80) return (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
  let known = WORD_CHARS[code];
  if (!known) {
    const word =
      code !== 0xba && code !== 0xaa && !isCjkChar(code) && OTHER_WORD_CHAR.test(String.fromCharCode(code));
    known = word ? 1 : 2;
    WORD_CHARS[code] = known;
  }
  return known === 1;
}

// Kana, CJK ideographs and Hangul syllables: written without spaces between words, each is a word of its own
// ("請求金額" is the words 請, 求, 金, 額), so a label matches inside a run of text glued to its value.
function isCjkChar(code: number): boolean {
  return (
    (code >= 0x3040 && code <= 0x30ff) ||
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    code === 0x3005
  );
}

// A "?" inside a word is a letter the producer could not encode ("?íslo faktury" for "Číslo faktury", enscript
// printing Czech in Latin-1): it stands for that one letter.
function isLostLetter(folded: string, i: number): boolean {
  return (
    folded.charCodeAt(i) === 0x3f &&
    (isWordChar(folded.charCodeAt(i - 1)) || isWordChar(folded.charCodeAt(i + 1)))
  );
}

// A name made of three or more parts joined by hyphens or underscores, with a digit or four parts or more
// ("credit-scoring-api-02", "total_recall_db_1", "grand-total-etl-prod-eu"): a host or project name in an item row,
// whose parts are not label words.
const SLUG = /(?<![a-z0-9_-])[a-z0-9]+(?:[-_][a-z0-9]+){2,}(?![a-z0-9_-])/g;
function slugSpans(folded: string): Map<number, number> {
  const spans = new Map<number, number>();
  for (const m of folded.matchAll(SLUG)) {
    const parts = m[0].split(/[-_]/);
    if (!parts.some((part) => /[a-z]{2}/.test(part))) continue;
    if (/\d/.test(m[0]) || parts.length >= 4) spans.set(m.index, m.index + m[0].length);
  }
  return spans;
}

function tokensOf(text: string): KeyToken[] {
  const folded = fold(text);
  const tokens: KeyToken[] = [];
  const n = folded.length;
  const slugs = folded.includes("-") || folded.includes("_") ? slugSpans(folded) : null;
  let i = 0;
  while (i < n) {
    const slugEnd = slugs?.get(i);
    if (slugEnd !== undefined) {
      tokens.push({ word: folded.slice(i, slugEnd), start: i, end: slugEnd });
      i = slugEnd;
      continue;
    }
    const code = folded.charCodeAt(i);
    if (isWordChar(code) || isLostLetter(folded, i)) {
      let end = i + 1;
      while (end < n && (isWordChar(folded.charCodeAt(end)) || isLostLetter(folded, end))) end++;
      const word = folded.slice(i, end);
      tokens.push({ word: NO_WORDS.has(word) ? "no" : word, start: i, end });
      i = end;
      continue;
    }
    if (code >= 0x3040 && isCjkChar(code)) tokens.push({ word: folded[i] as string, start: i, end: i + 1 });
    else if (code === 0x23) tokens.push({ word: "no", start: i, end: i + 1 });
    else if (code === 0xb0 || code === 0xba) {
      // "n°", "nº": the degree sign or ordinal indicator right after n/no makes one "no".
      const previous = tokens.at(-1);
      if (previous && previous.word === "no" && previous.end === i && folded[previous.start] === "n")
        previous.end = i + 1;
    }
    i++;
  }
  return tokens;
}

/**
 * How many words stand before `start` in `text`: space-separated words, a run of CJK or Hangul counting as one
 * ("請求先アカウント番号": one word before "アカウント番号", not three characters).
 */
export function wordsBefore(text: string, start: number): number {
  return text.slice(0, start).split(/\s+/).filter(Boolean).length;
}

/** Splits text into folded label words; "n°", "nº", "nr", "#" and "num" read as "no". */
export const keyTokens = memoByString(tokensOf);

type Phrase = { words: string[]; role: Role; weight: number };

const INDEX = new Map<string, Phrase[]>();
const ALL_PHRASES: Phrase[] = [];
/** Every word used in a label of the lexicon, folded. */
export const LABEL_WORDS = new Set<string>();
for (const entry of LABELS) {
  for (const phrase of entry.phrases) {
    const words = keyTokens(phrase).map((t) => t.word);
    for (const word of words) if (!/\d/.test(word)) LABEL_WORDS.add(word);
    const first = words[0];
    if (!first) continue;
    const list = INDEX.get(first) ?? [];
    const indexed: Phrase = { words, role: entry.role, weight: entry.weight };
    list.push(indexed);
    ALL_PHRASES.push(indexed);
    INDEX.set(first, list);
  }
}

/** A page word and a lexicon word: equal, or equal but for letters lost in encoding ("?islo" is "cislo"). */
function sameWord(page: string, lexicon: string): boolean {
  if (page === lexicon) return true;
  if (page.length !== lexicon.length || !page.includes("?")) return false;
  let known = 0;
  for (let i = 0; i < page.length; i++) {
    if (page[i] === "?") continue;
    if (page[i] !== lexicon[i]) return false;
    known++;
  }
  return known >= 2 && known > page.length / 2;
}

// Deduction words that languages glue to another word ("Avtalsrabatt", "Kampanjkredit", "Servicekredit",
// "Mengenrabatt"): a page word ending in one of them, three letters longer or more, is that deduction.
const COMPOUND_TAILS = ALL_PHRASES.filter(
  (p) =>
    p.words.length === 1 &&
    (p.words[0] ?? "").length >= 5 &&
    /^[a-z]+$/.test(p.words[0] ?? "") &&
    (p.role === "credits" || p.role === "discount"),
);

function compoundOf(word: string): Phrase | undefined {
  if (word.length < 8 || !/^[a-z]+$/.test(word)) return undefined;
  return COMPOUND_TAILS.find((p) => {
    const tail = p.words[0] as string;
    return word.length - tail.length >= 3 && word.endsWith(tail);
  });
}

/** Every lexicon phrase found in the tokens, at word boundaries. */
export function matchLabels(tokens: KeyToken[]): LabelMatch[] {
  const matches: LabelMatch[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]?.word ?? "";
    const phrases = word.includes("?") ? ALL_PHRASES : INDEX.get(word);
    if (!phrases) {
      const compound = compoundOf(word);
      if (compound)
        matches.push({
          role: compound.role,
          weight: compound.weight,
          first: i,
          last: i + 1,
          start: tokens[i]?.start ?? 0,
          end: tokens[i]?.end ?? 0,
          words: 1,
        });
      continue;
    }
    for (const phrase of phrases) {
      if (i + phrase.words.length > tokens.length) continue;
      let ok = true;
      for (let k = 0; k < phrase.words.length; k++) {
        if (!sameWord(tokens[i + k]?.word ?? "", phrase.words[k] ?? "")) {
          ok = false;
          break;
        }
      }
      if (!ok) continue;
      const last = i + phrase.words.length;
      matches.push({
        role: phrase.role,
        weight: phrase.weight,
        first: i,
        last,
        start: tokens[i]?.start ?? 0,
        end: tokens[last - 1]?.end ?? 0,
        words: phrase.words.length,
      });
    }
  }
  return matches;
}

/** The label that names the text: the earliest match, then the longest (the head of a label decides). */
export function headMatch(matches: LabelMatch[], family: "money" | "text"): LabelMatch | null {
  let best: LabelMatch | null = null;
  for (const match of matches) {
    if (isTextRole(match.role) !== (family === "text")) continue;
    if (
      !best ||
      match.first < best.first ||
      (match.first === best.first &&
        (match.words > best.words || (match.words === best.words && match.weight > best.weight)))
    ) {
      best = match;
    }
  }
  return best;
}

const COMMITMENT = new Set(COMMITMENT_WORDS);
const EXCLUDED = new Set(TAX_EXCLUDED_WORDS);
const INCLUDED = new Set(TAX_INCLUDED_WORDS);
const FILLERS = new Set(QUALIFIER_FILLERS);
const TAX_WORDS = new Set(
  LABELS.filter((entry) => entry.role === "tax").flatMap((entry) =>
    entry.phrases.filter((phrase) => !phrase.includes(" ")),
  ),
);

/**
 * How a tax word in the tokens is qualified: "excl" ("excl. VAT", "VAT excluded", one filler apart), "incl" (an
 * inclusion word before it: "incl. VAT", "after tax"), "included" (after it: "GST included", "GST inclusive").
 */
function taxQualifier(tokens: KeyToken[]): "excl" | "incl" | "included" | null {
  for (let i = 0; i < tokens.length; i++) {
    if (!TAX_WORDS.has(tokens[i]?.word ?? "")) continue;
    for (const step of [-1, 1]) {
      let k = i + step;
      if (FILLERS.has(tokens[k]?.word ?? "")) k += step;
      const word = tokens[k]?.word ?? "";
      if (EXCLUDED.has(word)) return "excl";
      if (INCLUDED.has(word)) return step < 0 ? "incl" : "included";
    }
  }
  return null;
}

const wordsOf = (phrase: string) => keyTokens(phrase).map((t) => t.word);
const BEFORE_DEDUCTIONS = BEFORE_DEDUCTION_WORDS.map(wordsOf);
const BEFORE_DEDUCTIONS_AFTER = BEFORE_DEDUCTION_AFTER_WORDS.map(wordsOf);
const DEDUCTION_ROLES = new Set<Role>(["credits", "discount", "savings_plan"]);

/** The tokens at `at` spell the phrase. */
function spells(tokens: KeyToken[], at: number, phrase: string[]): boolean {
  return at >= 0 && phrase.every((word, k) => tokens[at + k]?.word === word);
}

/**
 * A deduction word with "before" or "without" in front of it ("Summa före rabatt", "Total excluding discounts",
 * "Celkem před slevou"), or after it in languages that put it there ("할인 적용 전", "割引前", "indirim öncesi"),
 * not about tax ("Discount before tax"): the row is the charges before deductions.
 */
function beforeDeductions(matches: LabelMatch[], tokens: KeyToken[]): boolean {
  const taxAt = (i: number) => TAX_WORDS.has(tokens[i]?.word ?? "");
  for (const match of matches) {
    if (!DEDUCTION_ROLES.has(match.role)) continue;
    for (const phrase of BEFORE_DEDUCTIONS) {
      // Right before the deduction word, or one word apart ("before all discounts"), that word not a tax.
      if (spells(tokens, match.first - phrase.length, phrase)) return true;
      if (!taxAt(match.first - 1) && spells(tokens, match.first - 1 - phrase.length, phrase)) return true;
    }
    // After it, within three words ("할인 적용 전"), and not saying "before tax".
    for (const phrase of BEFORE_DEDUCTIONS_AFTER)
      for (let at = match.last; at <= match.last + 3; at++)
        if (spells(tokens, at, phrase) && !taxAt(at + phrase.length)) return true;
  }
  return false;
}

/** Whether the label's first word is a total of its own ("Total IVA", "Totale IVA"). */
function startsWithTotal(matches: LabelMatch[], head: LabelMatch): boolean {
  return matches.some((m) => m.role === "due" && m.words === 1 && m.first === head.first);
}

/**
 * The money label that names the text, read the way its words are meant: a bare "Total" before another
 * label is that label's total ("Total service charges", "Total Azure credits applied"); a total or a tax
 * label qualified as before or without tax is the net amount ("Amount excl. VAT", "Total amount before tax"),
 * a tax label qualified as with tax the amount due ("Amount incl. VAT"); a discount for a commitment is a
 * savings plan.
 */
export function moneyHead(matches: LabelMatch[], tokens: KeyToken[]): LabelMatch | null {
  let head = headMatch(matches, "money");
  if (!head) return null;
  // A one-word heading to ignore ("Savings", "Payment") before a deduction named in full ("Savings programs:
  // committed use discounts"): the deduction is what the row is.
  if (head.role === "ignore" && head.words === 1) {
    const named = matches.find(
      (m) => DEDUCTION_ROLES.has(m.role) && m.first > (head?.first ?? 0) && m.words >= 2,
    );
    if (named) head = named;
  }
  if (beforeDeductions(matches, tokens)) return { ...head, role: "charges" };
  const qualifier =
    head.role === "due" || head.role === "tax" || head.role === "subtotal" ? taxQualifier(tokens) : null;
  if (head.role === "due" && head.words === 1) {
    const { first } = head;
    const next = matches.find(
      (m) => !isTextRole(m.role) && m.role !== "due" && m.first > first && m.first <= first + 2,
    );
    // "Total VAT" is the tax; "Total (GST inclusive)" and "Total excl. VAT" are totals, the tax word their qualifier.
    if (next && !(next.role === "tax" && qualifier !== null))
      head = { ...head, role: next.role, end: Math.max(head.end, next.end), last: next.last };
  }
  const taxed = head.role === "due" || head.role === "tax" || head.role === "subtotal";
  if (taxed && qualifier === "excl") return { ...head, role: "net" };
  // "Amount incl. VAT" and "Total IVA incluido" are the amount due; "GST included" names the tax a total includes
  // and stays a tax line.
  if (head.role === "tax" && qualifier === "incl") return { ...head, role: "due" };
  if (head.role === "tax" && qualifier === "included" && startsWithTotal(matches, head))
    return { ...head, role: "due" };
  if (head.role === "discount" && tokens.some((t) => COMMITMENT.has(t.word)))
    return { ...head, role: "savings_plan" };
  return head;
}
