import { fold } from "../read/fold.ts";

/**
 * A lexicon phrase the way the page is compared with it: folded (lower case, no diacritics, in any script),
 * everything but letters and digits as single spaces. "Do zapłaty" -> "do zaplaty", "Nº de factura" -> "no de
 * factura", "Καθαρές χρεώσεις" -> "καθαρεσ χρεωσεισ", "請求金額" stays.
 */
export function foldPhrase(phrase: string): string {
  return fold(phrase.normalize("NFC").replace(/[nN][º°]/g, "no"))
    .replace(/[^\p{L}\p{Nd}]+|[ºª]/gu, " ")
    .replace(/ {2,}/g, " ")
    .trim();
}

/** Folded phrases, each once, in first-seen order. */
export function foldAll(phrases: Iterable<string>): string[] {
  return [...new Set([...phrases].map(foldPhrase).filter((p) => p.length > 0))];
}

/**
 * The phrases that fold to nothing (no letter or digit left): a language file's word that could never match.
 * The lexicon's test lists them; none is allowed.
 */
export function emptyPhrases(phrases: Iterable<string>): string[] {
  return [...phrases].filter((p) => foldPhrase(p) === "");
}

// For regular expressions with the `v` flag over folded text: a letter or digit of a script that spaces its words,
// and anything else. CJK and Hangul characters are words of their own ("ご請求書" holds the word "請求書"), so they
// never stand against a phrase the way a letter of the same word does.
const SPACED_WORD = String.raw`[\p{L}\p{N}]--[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}ー]`;
export const WORD_CLASS = `[${SPACED_WORD}]`;
export const NON_WORD_CLASS = `[^${SPACED_WORD}]`;
