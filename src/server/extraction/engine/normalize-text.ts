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
const COMPATIBILITY =
  /[\u2e80-\u2fdf\u3000\uf900-\ufaff\ufb50-\ufdff\ufe70-\ufefe\uff01-\uff5e\uffe0-\uffe6]/u;

// Arabic script: Arabic-Indic digits (٠-٩, ۰-۹) and the Arabic decimal, thousands and percent signs (٫ ٬ ٪) are
// read as the plain ones; the tatweel (a stretch between letters), vowel marks and directional marks carry no
// letter. Arabic presentation forms (a font's shaped letters) are made plain by NFKC above.
const ARABIC =
  /[\u0640\u064b-\u065f\u0660-\u066c\u0670\u06d6-\u06ed\u06f0-\u06f9\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

function arabicChar(char: string): string {
  const code = char.charCodeAt(0);
  if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
  if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0);
  if (code === 0x066b) return ".";
  if (code === 0x066c) return ",";
  if (code === 0x066a) return "%";
  return "";
}

/**
 * Ligatures, non-breaking spaces, typographic minus signs and apostrophes become plain characters; full-width
 * digits, letters and punctuation (CJK pages: "１２，３４５", "（税込）") their ASCII forms, through NFKC; Arabic
 * digits and separators plain ones ("١٬٢٣٤٫٥٠" is "1,234.50").
 */
export function normalizeText(text: string): string {
  const plain = text.replace(PATTERN, (char) => REPLACEMENTS[char] ?? char);
  const compatible = COMPATIBILITY.test(plain) ? plain.normalize("NFKC") : plain;
  if (!/[\u0600-\u06ff\u200e-\u206f\ufeff]/.test(compatible)) return compatible;
  // A lam-alef ligature some producers map back in the wrong order (LibreOffice: "الإجمالي" read "اإلجمالي"):
  // two alefs in a row before a lam are the article's lam-alef turned round.
  return compatible.replace(ARABIC, arabicChar).replace(/ا([اأإآ])ل/g, "ال$1");
}
