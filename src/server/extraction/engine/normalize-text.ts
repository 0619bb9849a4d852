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
  "\u2002": " ",
  "\u2003": " ",
  "\u2008": " ",
  "\u200A": " ",
  "\u202F": " ",
  "\u2212": "-",
  // Swiss grouping is often typeset with a right single quotation mark: CHF 2’150.00.
  "\u2019": "'",
  "\u02BC": "'",
  "\u2010": "-",
  "\u2011": "-",
  "\u2013": "-",
};
const PATTERN = new RegExp(`[${Object.keys(REPLACEMENTS).join("")}]`, "g");

// Compatibility characters a font's ToUnicode map may give for ordinary ones: Kangxi radicals and CJK radicals for
// the ideographs they look like (⽇ for 日, ⾦ for 金), CJK compatibility ideographs, full-width forms (１２３,
// ￥, ＄) and the ideographic space. NFKC maps them back; it runs only on text that has one (it costs time).
const COMPATIBILITY = /[\u2e80-\u2fdf\u3000\uf900-\ufaff\uff01-\uff5e\uffe0-\uffe6]/u;

/**
 * Ligatures, non-breaking spaces, typographic minus signs and apostrophes become plain characters; full-width
 * digits, letters and punctuation (CJK pages: "１２，３４５", "（税込）") their ASCII forms, through NFKC.
 */
export function normalizeText(text: string): string {
  const plain = text.replace(PATTERN, (char) => REPLACEMENTS[char] ?? char);
  return COMPATIBILITY.test(plain) ? plain.normalize("NFKC") : plain;
}
