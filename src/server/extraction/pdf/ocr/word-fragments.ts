import type { OcrWord } from "./recognizer.ts";

// Tesseract sizes the spaces of a line from the line's own letters: a large heading read on one line with a column
// of small print ("Faktura" beside "Fakturadato:") comes out in pieces ("Fa ktu ra"), its letter gaps taken for
// spaces. A space between words is about a third of the words' height or more; the gap between two letters of one
// word a tenth or so. Pieces of letters only, closer than FRAGMENT_GAP of the taller piece's height, are one word.
// Digits and signs are never joined: two figures are never merged by this rule.
const FRAGMENT_GAP = 0.2;
const LETTERS = /^\p{L}+$/u;

/** A line's words (left to right) with letter-only pieces of one word joined back into that word. */
export function joinFragments(line: readonly OcrWord[]): OcrWord[] {
  const out: OcrWord[] = [];
  for (const word of line) {
    const last = out.at(-1);
    if (last && LETTERS.test(last.text) && LETTERS.test(word.text)) {
      const gap = word.box.x0 - last.box.x1;
      const height = Math.max(last.box.y1 - last.box.y0, word.box.y1 - word.box.y0);
      if (gap >= 0 && gap < height * FRAGMENT_GAP) {
        out[out.length - 1] = {
          ...last,
          text: last.text + word.text,
          confidence: Math.min(last.confidence, word.confidence),
          box: {
            x0: last.box.x0,
            y0: Math.min(last.box.y0, word.box.y0),
            x1: word.box.x1,
            y1: Math.max(last.box.y1, word.box.y1),
          },
        };
        continue;
      }
    }
    out.push(word);
  }
  return out;
}
