import { memoByString } from "./memo.ts";

const CHAR_CACHE = new Map<string, string>();

// Letters Unicode's decompositions do not take apart: Polish ł, Danish and Norwegian ø and æ, Turkish dotless ı,
// Croatian đ; Greek final sigma is the sigma a capital folds to. The ordinal indicators stay as they are: "nº"
// is the word "no" to the label matcher, not "no" by NFKC. The numero sign "№" reads as "n" ("№ рахунку").
const SPECIAL: Record<string, string> = {
  ł: "l",
  Ł: "l",
  ø: "o",
  Ø: "o",
  æ: "a",
  Æ: "a",
  ı: "i",
  đ: "d",
  Đ: "d",
  ς: "σ",
  º: "º",
  ª: "ª",
  "№": "n",
  // Arabic decimal and thousands separators, percent sign: the page's own (normalizeText already makes them plain).
  "٫": ".",
  "٬": ",",
  "٪": "%",
};

const MARKS = /\p{M}/gu;
const OTHER_NUMBER = /\p{No}/u;

function foldChar(char: string): string {
  let out = CHAR_CACHE.get(char);
  if (out !== undefined) return out;
  const code = char.charCodeAt(0);
  const special = SPECIAL[char];
  if (special !== undefined) out = special;
  // Arabic-Indic and extended Arabic-Indic digits (٠-٩, ۰-۹): the digits they are.
  else if (code >= 0x0660 && code <= 0x0669) out = String(code - 0x0660);
  else if (code >= 0x06f0 && code <= 0x06f9) out = String(code - 0x06f0);
  // Full-width ASCII (０-９, Ａ-Ｚ, ，．): the plain character.
  else if (code >= 0xff01 && code <= 0xff5e) out = String.fromCharCode(code - 0xfee0).toLowerCase();
  else if (code === 0x3000) out = " ";
  // CJK, kana and Hangul stay as they are (NFD would take a Hangul syllable apart into jamo, and voiced kana into
  // kana and a mark); Arabic presentation forms and Latin ligatures (U+FB00-FEFF) are compatibility forms.
  else if (code >= 0x3000 && !(code >= 0xfb00 && code <= 0xfeff)) out = char;
  // Superscript and circled numbers, fractions: footnote marks ("IVA¹"), not digits of the word they follow.
  else if (OTHER_NUMBER.test(char)) out = char;
  else {
    // Any other script (Latin, Greek, Cyrillic, Arabic, ...): compatibility forms made plain (NFKC), diacritics
    // dropped (NFD without marks), lower case. One character in, one out: a form NFKC spells with several letters
    // keeps its first, a lone mark becomes a space.
    const base = char.normalize("NFKC").normalize("NFD").replace(MARKS, "").toLowerCase();
    out = base.length === 1 ? base : (base[0] ?? " ");
  }
  CHAR_CACHE.set(char, out);
  return out;
}

function foldText(text: string): string {
  const lower = text.toLowerCase();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: plain ASCII needs no more work
  if (lower.length === text.length && /^[\x00-\x7f]*$/.test(lower)) return lower;
  const parts: string[] = [];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80)
      parts.push(code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : (text[i] as string));
    else if (code >= 0xd800 && code <= 0xdbff) {
      parts.push("  ");
      i++;
    } else parts.push(foldChar(text[i] as string));
  }
  return parts.join("");
}

/**
 * Lower case without diacritics, in every script ("März" -> "marz", "Número" -> "numero", "zł" -> "zl",
 * "Χρεώσεις" -> "χρεωσεισ", "Январь" -> "январь", full-width "１２" -> "12", "١٢" -> "12"), same length as the input
 * (callers map offsets in the folded text back to the printed one). CJK and Hangul are kept as printed.
 */
export const fold = memoByString(foldText);
