import type { OcrWord } from "./recognizer.ts";

// Tesseract sizes the spaces of a line from the line's own letters: a large heading read on one line with a column
// of small print ("Faktura" beside "Fakturadato:") comes out in pieces ("Fa ktu ra"), its letter gaps taken for
// spaces. A space between words is about a third of the words' height or more; the gap between two letters of one
// word a tenth or so. Pieces of letters only, closer than FRAGMENT_GAP of the taller piece's height, are one word.
// Digits and signs are never joined: two figures are never merged by this rule.
const FRAGMENT_GAP = 0.2;
const LETTERS = /^\p{L}+$/u;

/** Two neighbouring words as one, with `separator` between their texts: the box around both, the lower confidence. */
function mergeWords(last: OcrWord, word: OcrWord, separator: string): OcrWord {
  return {
    ...last,
    text: `${last.text}${separator}${word.text}`,
    confidence: Math.min(last.confidence, word.confidence),
    box: {
      x0: last.box.x0,
      y0: Math.min(last.box.y0, word.box.y0),
      x1: word.box.x1,
      y1: Math.max(last.box.y1, word.box.y1),
    },
  };
}

/** A line's words left to right, each joined to the one before when `joins` says so. */
function joinWhere(
  line: readonly OcrWord[],
  joins: (last: OcrWord, word: OcrWord) => boolean,
  separator: string,
): OcrWord[] {
  const out: OcrWord[] = [];
  for (const word of line) {
    const last = out.at(-1);
    if (last && joins(last, word)) out[out.length - 1] = mergeWords(last, word, separator);
    else out.push(word);
  }
  return out;
}

/** A line's words (left to right) with letter-only pieces of one word joined back into that word. */
export function joinFragments(line: readonly OcrWord[]): OcrWord[] {
  return joinWhere(
    line,
    (last, word) => {
      if (!LETTERS.test(last.text) || !LETTERS.test(word.text)) return false;
      const gap = word.box.x0 - last.box.x1;
      const height = Math.max(last.box.y1 - last.box.y0, word.box.y1 - word.box.y0);
      return gap >= 0 && gap < height * FRAGMENT_GAP;
    },
    "",
  );
}

// Words of one label printed letter-spaced (tracking) stand as far apart as a column gap measured in the line's
// height ("Savings   Plans"), and the page model would take them for two cells. Measured in the words' own
// letters they are one space apart: two words without digits of one Tesseract line, closer than SPACED_GAP of
// their mean letter width, are one run; so is a rate after a word ("Btw 21%"). Figures are never joined: a label
// never swallows an amount.
const SPACED_GAP = 1.5;
const NO_DIGIT = /^[^\d]+$/u;
const RATE = /^\(?\d{1,2}(?:[.,]\d{1,2})?\s?%\)?[:.]?$/u;

/** A line's words with the words of one letter-spaced label joined into one run ("Savings Plans"). */
export function joinSpacedWords(line: readonly OcrWord[]): OcrWord[] {
  return joinWhere(
    line,
    (last, word) => {
      if (!NO_DIGIT.test(last.text) || !(NO_DIGIT.test(word.text) || RATE.test(word.text))) return false;
      const gap = word.box.x0 - last.box.x1;
      const letters = [...last.text].length + [...word.text].length;
      const letterWidth = (last.box.x1 - last.box.x0 + word.box.x1 - word.box.x0) / Math.max(1, letters);
      return gap >= 0 && gap < letterWidth * SPACED_GAP;
    },
    " ",
  );
}

// A figure Tesseract was unsure of (a letter-spaced "1 5 . 5 9 8 , 5 4 €" read "155598,54"): its words on one line,
// with the signs beside them, are read again as one line of figures (Recognizer.words). At most MAX_REREAD a page.
const UNSURE_FIGURE = 60;
const FIGURE_PIECE =
  /^[-−–+(]?[€$£¥₩]?[-−–]?[\d.,:;'/()\-−]*\d[\d.,:;'/()\-−]*[%€$£¥₩]?\)?$|^[-−–]?[€$£¥₩]$/u;
export const MAX_REREAD = 12;
// A speck read as a digit or two is not a figure worth reading again.
const MIN_DIGITS = 3;

/** Whether a word is a piece of a figure: digits and separators, a sign, a currency symbol. */
export const isFigurePiece = (text: string) => FIGURE_PIECE.test(text);

/** Runs of neighbouring figure pieces on one line (index ranges, end exclusive) holding an unsure one. */
export function unsureFigures(line: readonly OcrWord[]): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  let start = -1;
  const close = (end: number) => {
    if (start < 0) return;
    const run = line.slice(start, end);
    const digits = run.map((w) => w.text.replace(/\D/g, "")).join("").length;
    if (digits >= MIN_DIGITS && run.some((w) => /\d/.test(w.text) && w.confidence < UNSURE_FIGURE))
      runs.push([start, end]);
    start = -1;
  };
  for (const [i, word] of line.entries()) {
    const previous = line[i - 1];
    const height = Math.max(1, word.box.y1 - word.box.y0);
    const near = previous !== undefined && word.box.x0 - previous.box.x1 < height * 1.5;
    if (!FIGURE_PIECE.test(word.text)) {
      close(i);
      continue;
    }
    if (start >= 0 && !near) close(i);
    if (start < 0) start = i;
  }
  close(line.length);
  return runs;
}
