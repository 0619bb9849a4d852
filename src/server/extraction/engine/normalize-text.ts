const REPLACEMENTS: Record<string, string> = {
  "\uFB00": "ff",
  "\uFB01": "fi",
  "\uFB02": "fl",
  "\uFB03": "ffi",
  "\uFB04": "ffl",
  "\uFB05": "st",
  "\uFB06": "st",
  "\u00A0": " ",
  "\u2007": " ",
  "\u2009": " ",
  "\u202F": " ",
  "\u2212": "-",
  // Swiss grouping is often typeset with a right single quotation mark: CHF 2’150.00.
  "\u2019": "'",
  "\u2013": "-",
};
const PATTERN = new RegExp(`[${Object.keys(REPLACEMENTS).join("")}]`, "g");
// Full-width ASCII (CJK pages: "１２，３４５", "（税込）") and the ideographic space.
const FULL_WIDTH = /[\uFF01-\uFF5E\u3000]/g;
const narrow = (char: string) => (char === "\u3000" ? " " : String.fromCharCode(char.charCodeAt(0) - 0xfee0));

/**
 * Ligatures, non-breaking spaces, typographic minus signs and apostrophes become plain characters; full-width
 * digits, letters and punctuation their ASCII forms.
 */
export function normalizeText(text: string): string {
  return text.replace(PATTERN, (char) => REPLACEMENTS[char] ?? char).replace(FULL_WIDTH, narrow);
}
