import { CREDIT_NOTE_WORDS, INVOICE_WORDS, NOT_INVOICE_WORDS } from "../lexicon/documents.ts";
import { LABELS } from "../lexicon/labels.ts";
import { fold } from "../read/fold.ts";
import type { Word } from "./page-model.ts";

// Letter-spaced text (CSS `letter-spacing`, a typesetter's tracking: "I N V O I C E  D A T E") reaches us as one
// glyph per word: pdf.js puts a space between glyphs drawn further apart than usual, and a producer that draws
// glyph by glyph gives one run per letter. The spaces between words are then either a little wider than those
// between letters (glyph-by-glyph runs) or not visible at all (one run, evenly spread). Such runs are joined back
// into words; where no gap tells the words apart, the lexicon's own words do ("BILLINGACCOUNTID" is "billing
// account id"), and a run they cannot split stays one word.

const DICTIONARY = new Set<string>();
for (const phrase of [
  ...LABELS.flatMap((entry) => entry.phrases),
  ...INVOICE_WORDS,
  ...CREDIT_NOTE_WORDS,
  ...NOT_INVOICE_WORDS,
]) {
  for (const word of phrase.split(/[^\p{L}]+/u)) if (word.length >= 2) DICTIONARY.add(word);
}
const LONGEST = Math.max(...[...DICTIONARY].map((w) => w.length));

// One glyph, or a pair/triple a kerning table drew closer than the tracking ("TO", "AY", "PAY").
function spacedPiece(text: string): boolean {
  if (text.length === 1) return /[\p{L}\p{N}()&/\-.:'’%]/u.test(text);
  return (text.length === 2 && /^\p{L}+$/u.test(text)) || (text.length === 3 && /^\p{Lu}+$/u.test(text));
}

/** The fewest lexicon words that spell `letters` (folded, letters only), or null. */
function wordBreak(letters: string): number[] | null {
  const n = letters.length;
  const best: Array<{ count: number; from: number } | null> = [{ count: 0, from: -1 }];
  for (let end = 1; end <= n; end++) {
    best[end] = null;
    for (let start = Math.max(0, end - LONGEST); start < end - 1; start++) {
      const before = best[start];
      if (!before || !DICTIONARY.has(letters.slice(start, end))) continue;
      const current = best[end];
      if (!current || before.count + 1 < current.count) best[end] = { count: before.count + 1, from: start };
    }
  }
  if (!best[n]) return null;
  const cuts: number[] = [];
  for (let end = n; end > 0; end = best[end]?.from ?? 0) cuts.unshift(end);
  return cuts;
}

/**
 * Splits a letter-spaced word where the lexicon's words end ("BILLINGACCOUNTID" -> BILLING ACCOUNT ID);
 * punctuation stays with the word before it ("SUBTOTAL(PRE-TAX)" -> "SUBTOTAL(" "PRE-" "TAX)"), numbers stand apart
 * ("VAT23%" -> "VAT" "23%").
 */
function pieces(text: string): string[] {
  const out: string[] = [];
  for (const part of text.match(/\p{L}+|[^\p{L}]+/gu) ?? []) {
    const cuts = /\p{L}/u.test(part) && part.length > 3 ? wordBreak(fold(part)) : null;
    if (!cuts || cuts.length < 2) {
      if (/[\p{L}\p{N}]/u.test(part) || out.length === 0) out.push(part);
      else out[out.length - 1] += part;
      continue;
    }
    let start = 0;
    for (const cut of cuts) {
      out.push(part.slice(start, cut));
      start = cut;
    }
  }
  return out;
}

// Words rebuilt from letter-spaced glyphs (kept aside so every word keeps one shape).
const TRACKED = new WeakSet<Word>();

/** Whether the word was rebuilt from letter-spaced glyphs: the spaces next to it are widened by the tracking. */
export function isTracked(word: Word | undefined): boolean {
  return word !== undefined && TRACKED.has(word);
}

function layOut(text: string, from: Word, to: Word, size: number): Word[] {
  const parts = pieces(text);
  const gap = parts.length > 1 ? size * 0.4 : 0;
  const span = Math.max(to.x1 - from.x0 - gap * (parts.length - 1), 1);
  const perChar = span / Math.max(1, text.length);
  const words: Word[] = [];
  let x = from.x0;
  for (const part of parts) {
    const word = { text: part, x0: x, x1: x + part.length * perChar, y: from.y, size };
    TRACKED.add(word);
    words.push(word);
    x += part.length * perChar + gap;
  }
  return words;
}

// A figure drawn glyph by glyph with tracking ("2 3 , 4 1 8 . 7 5", "1 ' 2 3 4 . 5 0", "− 4 5 , 5 7"): pdf.js
// reports each glyph as a word. Joined, it must read as one amount (grouped in threes, or with decimals) or one
// date, so that a column of single digits or an identifier printed digit by digit is never glued into a number.
const FIGURE_GLYPH = /^[\d.,'’\-−()€$£¥₩]$/u;
const JOINED_FIGURE = [
  /^[-−(]?[€$£¥₩]?\d{1,3}(?:([.,'’])\d{3})*[.,]\d{1,2}\)?[€$£¥₩]?$/u,
  /^[-−(]?[€$£¥₩]?\d{1,3}(?:[.,'’]\d{3})+\)?[€$£¥₩]?$/u,
  /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/u,
];

const SPACED_FIGURE_TEXT = /(?<!\S)[\d.,'’\-−()€$£¥₩](?: [\d.,'’\-−()€$£¥₩]){3,}(?!\S)/gu;

/** The same join on plain text (the page's text for a reader model): "1 . 4 0 5 , 3 5" -> "1.405,35". */
export function collapseSpacedFigures(text: string): string {
  if (!/\d \S \d/.test(text)) return text;
  return text.replace(SPACED_FIGURE_TEXT, (run) => {
    const joined = run.replace(/ /g, "");
    return JOINED_FIGURE.some((re) => re.test(joined)) ? joined : run;
  });
}

/** Joins glyph-by-glyph figures (see FIGURE_GLYPH): runs of single glyphs evenly spaced closer than a column gap. */
function joinSpacedFigures(words: Word[]): Word[] {
  const out: Word[] = [];
  let i = 0;
  while (i < words.length) {
    const first = words[i] as Word;
    let j = i;
    let tracking: number | null = null;
    if (FIGURE_GLYPH.test(first.text)) {
      while (j + 1 < words.length) {
        const a = words[j] as Word;
        const b = words[j + 1] as Word;
        const gap = b.x0 - a.x1;
        // Evenly tracked: every gap within 0.15 em of the first (a wider one ends the figure: "€").
        if (!FIGURE_GLYPH.test(b.text) || gap > Math.max(a.size, b.size) * 0.7) break;
        if (tracking !== null && Math.abs(gap - tracking) > a.size * 0.15) break;
        tracking ??= gap;
        j++;
      }
    }
    const run = words.slice(i, j + 1);
    const text = run.map((w) => w.text).join("");
    const digits = text.replace(/\D/g, "").length;
    if (run.length >= 4 && digits >= 3 && JOINED_FIGURE.some((re) => re.test(text))) {
      const last = run.at(-1) as Word;
      const word = { text, x0: first.x0, x1: last.x1, y: first.y, size: first.size };
      TRACKED.add(word);
      out.push(word);
      // A currency sign after a tracked figure is spaced by the same tracking: it stays in the figure's cell.
      const next = words[j + 1];
      if (next && /^[€$£¥₩]$/u.test(next.text) && next.x0 - last.x1 <= first.size * 1.6) TRACKED.add(next);
      i = j + 1;
    } else {
      out.push(first);
      i++;
    }
  }
  return out;
}

/** Joins letter-spaced runs of a line (words sorted left to right) back into words. */
export function joinLetterSpacing(input: Word[]): Word[] {
  let glyphDigits = 0;
  for (const w of input) if (w.text.length === 1 && w.text >= "0" && w.text <= "9") glyphDigits++;
  const words = glyphDigits >= 3 ? joinSpacedFigures(input) : input;
  let letters = 0;
  for (const w of words) if (w.text.length === 1 && w.text.toLowerCase() !== w.text.toUpperCase()) letters++;
  if (letters < 3) return words;
  const out: Word[] = [];
  let i = 0;
  while (i < words.length) {
    const first = words[i] as Word;
    let j = i;
    if (spacedPiece(first.text)) {
      while (j + 1 < words.length) {
        const a = words[j] as Word;
        const b = words[j + 1] as Word;
        if (!spacedPiece(b.text) || b.x0 - a.x1 > Math.max(a.size, b.size) * 1.6) break;
        j++;
      }
    }
    const run = words.slice(i, j + 1);
    // At least three letters drawn one by one ("V A T"), and most of the run single glyphs.
    const singles = run.filter((w) => w.text.length === 1 && /\p{L}/u.test(w.text)).length;
    const glyphs = run.filter((w) => w.text.length === 1).length;
    if (singles < 3 || glyphs < run.length / 2) {
      out.push(first);
      i++;
      continue;
    }
    // Wider gaps than the tracking between letters are the spaces between words.
    const size = run.map((w) => w.size).sort((a, b) => a - b)[Math.floor(run.length / 2)] ?? first.size;
    const gaps = run.slice(1).map((w, k) => w.x0 - (run[k] as Word).x1);
    const median = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 0;
    let start = 0;
    for (let k = 1; k <= run.length; k++) {
      if (k < run.length && (gaps[k - 1] ?? 0) <= median + size * 0.25) continue;
      const chunk = run.slice(start, k);
      out.push(...layOut(chunk.map((w) => w.text).join(""), chunk[0] as Word, chunk.at(-1) as Word, size));
      start = k;
    }
    i = j + 1;
  }
  return out;
}
