import { memoByString } from "./memo.ts";

const CHAR_CACHE = new Map<string, string>();

function foldChar(char: string): string {
  let out = CHAR_CACHE.get(char);
  if (out === undefined) {
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

/** Lower case without diacritics ("März" -> "marz", "Número" -> "numero"), same length as the input. */
export const fold = memoByString(foldText);
