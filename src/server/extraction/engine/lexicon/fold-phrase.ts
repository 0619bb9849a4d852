import { fold } from "../read/fold.ts";

/**
 * A lexicon phrase the way the page is compared with it: folded (lower case, no diacritics), punctuation as
 * single spaces. "Do zapłaty" -> "do zaplaty", "Nº de factura" -> "no de factura", "請求金額" stays.
 */
export function foldPhrase(phrase: string): string {
  return fold(phrase.replace(/[nN][º°]/g, "no"))
    .replace(/[^a-z0-9\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー々]+/gu, " ")
    .trim();
}

/** Folded phrases, each once, in first-seen order. */
export function foldAll(phrases: Iterable<string>): string[] {
  return [...new Set([...phrases].map(foldPhrase).filter((p) => p.length > 0))];
}
