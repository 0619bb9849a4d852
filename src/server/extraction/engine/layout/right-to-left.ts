import { pageLanguage, RIGHT_TO_LEFT } from "../lexicon/page-language.ts";
import { fold } from "../read/fold.ts";
import type { PositionedText } from "./page-content.ts";
import type { Word } from "./page-model.ts";

// Arabic and Hebrew are written right to left. A PDF draws their glyphs where they are seen: pdf.js gives each run
// in logical order (its own bidi pass) but places it by its left edge, and a producer that positions glyph by glyph
// (Chromium, Skia) gives one run per glyph in visual order, left to right. A page set right to left (its label at
// the right, its amount to the left) is read mirrored: the words keep their boxes turned around the page's middle,
// so that reading "left to right" is reading right to left, and the runs of the other direction inside a segment
// (a Latin name, "USD 1,234.50", a word drawn glyph by glyph) are put back in their order.

const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const RTL_LETTERS = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/gu;
const LETTERS = /\p{L}/gu;

/** Whether the text holds a letter of a right-to-left script. */
export const hasRightToLeft = (text: string): boolean => RTL_LETTER.test(text);

/** A run mostly in a right-to-left script (pdf.js's own rule: 30% of its characters), its words laid right to left. */
export function isRightToLeftRun(text: string): boolean {
  if (!RTL_LETTER.test(text)) return false;
  const rtl = text.match(RTL_LETTERS)?.length ?? 0;
  return rtl / Math.max(1, text.replace(/\s/g, "").length) >= 0.3;
}

/**
 * A page set right to left: more of its letters are Arabic or Hebrew than of any other script, or its language (by
 * its function words) is written right to left, however much Latin its seller's address and footer print.
 */
export function isRightToLeftPage(items: PositionedText[]): boolean {
  let rtl = 0;
  let letters = 0;
  for (const item of items) {
    if (!RTL_LETTER.test(item.str)) {
      letters += item.str.match(LETTERS)?.length ?? 0;
      continue;
    }
    rtl += item.str.match(RTL_LETTERS)?.length ?? 0;
    letters += item.str.match(LETTERS)?.length ?? 0;
  }
  if (rtl === 0) return false;
  return (
    rtl > letters - rtl || RIGHT_TO_LEFT.has(pageLanguage(fold(items.map((item) => item.str).join(" "))))
  );
}

/** The words turned around the page's vertical middle (a right-to-left page read from its right edge). */
export function mirrorWords(words: Word[], width: number): Word[] {
  return words.map((word) => ({ ...word, x0: width - word.x1, x1: width - word.x0 }));
}

type Direction = "R" | "L" | "N";
const direction = (text: string): Direction =>
  RTL_LETTER.test(text) ? "R" : /\p{L}/u.test(text) ? "L" : "N";

/**
 * A segment's text from its printed words, each made of the pieces drawn without a space between them, in the
 * order they stand on the (possibly mirrored) line. The pieces of a word of the other direction than the line's are
 * reversed (a word drawn glyph by glyph); runs of such words are reversed as a whole: on a left-to-right line, the
 * right-to-left words with the numbers between them; on a mirrored line, the left-to-right words with the numbers
 * next to them.
 */
export function bidiText(groups: string[][], mirrored: boolean): string {
  const words = groups.map((pieces) => {
    const joined = pieces.join("");
    const dir = direction(joined);
    const reverse = mirrored ? dir !== "R" : dir === "R";
    return { text: reverse && pieces.length > 1 ? [...pieces].reverse().join("") : joined, dir };
  });
  const other: Direction = mirrored ? "L" : "R";
  const inRun = words.map((w) => w.dir === other);
  // Numbers and punctuation join a run: between two of its words (left-to-right line), or next to one (mirrored).
  for (let i = 0; i < words.length; i++) {
    if (words[i]?.dir !== "N") continue;
    let before: Direction | null = null;
    let after: Direction | null = null;
    for (let k = i - 1; k >= 0 && before === null; k--)
      if (words[k]?.dir !== "N") before = words[k]?.dir ?? null;
    for (let k = i + 1; k < words.length && after === null; k++)
      if (words[k]?.dir !== "N") after = words[k]?.dir ?? null;
    inRun[i] = mirrored ? before === "L" || after === "L" : before === "R" && after === "R";
  }
  const out: string[] = [];
  let i = 0;
  while (i < words.length) {
    if (!inRun[i]) {
      out.push(words[i]?.text ?? "");
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < words.length && inRun[j + 1]) j++;
    for (let k = j; k >= i; k--) out.push(words[k]?.text ?? "");
    i = j + 1;
  }
  return out.join(" ");
}
