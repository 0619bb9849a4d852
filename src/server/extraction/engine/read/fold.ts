import { memoByString } from "./memo.ts";

const CHAR_CACHE = new Map<string, string>();

// Letters NFD does not take apart: Polish ł, Danish and Norwegian ø and æ, Turkish dotless ı.
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
};

function foldChar(char: string): string {
  let out = CHAR_CACHE.get(char);
  if (out === undefined) {
    const code = char.charCodeAt(0);
    out = SPECIAL[char];
    if (out !== undefined) {
      CHAR_CACHE.set(char, out);
      return out;
    }
    // Full-width ASCII (０-９, Ａ-Ｚ, ，．): the plain character. CJK, kana and Hangul stay as they are (NFD would
    // take a Hangul syllable apart into jamo, and voiced kana into kana and a mark).
    if (code >= 0xff01 && code <= 0xff5e) {
      out = String.fromCharCode(code - 0xfee0).toLowerCase();
      CHAR_CACHE.set(char, out);
      return out;
    }
    if (code === 0x3000) {
      CHAR_CACHE.set(char, " ");
      return " ";
    }
    if (code >= 0x3000) {
      CHAR_CACHE.set(char, char);
      return char;
    }
    const base = char
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase();
    out = base.length === 1 ? base : (base[0] ?? " ");
    CHAR_CACHE.set(char, out);
  }
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
 * Lower case without diacritics ("März" -> "marz", "Número" -> "numero", "zł" -> "zl", full-width "１２" -> "12"),
 * same length as the input. CJK and Hangul are kept as printed.
 */
export const fold = memoByString(foldText);
