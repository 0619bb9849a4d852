// Which Tesseract models read a page, from what a first pass found: the script (Tesseract's orientation and script
// detection), then the page's language (the engine's own function words), the currency and the seller. English is
// always loaded beside the page's language: cloud invoices name their services in English whatever their language.

/** The engine's language codes (lexicon/languages) with a Tesseract model shipped with the app. */
const MODEL_OF_LANGUAGE: Record<string, string> = {
  en: "eng",
  de: "deu",
  fr: "fra",
  es: "spa",
  pt: "por",
  it: "ita",
  nl: "nld",
  pl: "pol",
  sv: "swe",
  da: "dan",
  nb: "nor",
  fi: "fin",
  cs: "ces",
  tr: "tur",
  ro: "ron",
  hu: "hun",
  id: "ind",
  ja: "jpn",
  zh: "chi_sim",
  ko: "kor",
};

/** Every model the app ships, Tesseract's orientation and script model included. */
export const SHIPPED_MODELS = ["osd", ...new Set(Object.values(MODEL_OF_LANGUAGE))];

/** The model a script calls for before any word is read (Tesseract's script names), or English for Latin. */
export function modelOfScript(script: string | null): string {
  if (script === "Japanese" || script === "Katakana" || script === "Hiragana") return "jpn";
  if (script === "Han") return "chi_sim";
  if (script === "Hangul") return "kor";
  return "eng";
}

// Currencies that name their country's language when the words alone do not tell (a page of figures and names).
const LANGUAGE_OF_CURRENCY: Record<string, string> = {
  JPY: "ja",
  CNY: "zh",
  KRW: "ko",
  PLN: "pl",
  SEK: "sv",
  DKK: "da",
  NOK: "nb",
  CZK: "cs",
  TRY: "tr",
  RON: "ro",
  HUF: "hu",
  IDR: "id",
  BRL: "pt",
};

/** The currencies that name a language. */
export const CURRENCY_LANGUAGES: ReadonlySet<string> = new Set(Object.keys(LANGUAGE_OF_CURRENCY));

/**
 * The models for a page: the language its first pass reads as (the engine's code), else its currency's, else the
 * script's model; English beside it.
 */
export function modelsFor(first: {
  language: string;
  currency: string | null;
  script: string | null;
}): string[] {
  const byWords = first.language !== "en" ? MODEL_OF_LANGUAGE[first.language] : undefined;
  const byCurrency = first.currency
    ? MODEL_OF_LANGUAGE[LANGUAGE_OF_CURRENCY[first.currency] ?? ""]
    : undefined;
  // A CJK currency outranks the words: an English first pass reads no CJK word at all.
  const cjk = byCurrency && ["jpn", "chi_sim", "kor"].includes(byCurrency) ? byCurrency : undefined;
  const main = cjk ?? byWords ?? byCurrency ?? modelOfScript(first.script);
  return main === "eng" ? ["eng"] : [main, "eng"];
}

// A page the English first pass could not read: this share of its words (two characters or more) read with a
// confidence under UNSURE. A CJK page read by the English model comes out as half or more of such words; a clean
// Latin page has about a tenth, a fax up to about a third (its specks), which costs it the probe below only.
const GARBLED_SHARE = 0.25;
const UNSURE = 60;

/** Whether the English first pass left so many words unsure that the page may be in a CJK script. */
export function looksGarbled(words: ReadonlyArray<{ text: string; confidence: number }>): boolean {
  const long = words.filter((word) => word.text.length >= 2);
  return (
    long.length > 0 && long.filter((word) => word.confidence < UNSURE).length >= long.length * GARBLED_SHARE
  );
}

/** The words the English first pass was unsure of: where a CJK model is tried. */
export function unsureWords<T extends { text: string; confidence: number }>(words: readonly T[]): T[] {
  return words.filter((word) => word.text.length >= 2 && word.confidence < UNSURE);
}

// The probe: the unsure words read again by the Korean and the Chinese models; each counts the characters of its
// own script it reads with a confidence of at least PROBE_SURE. Tesseract's OSD names the script of a page of
// print, but not of a page whose CJK labels sit among Latin names, codes and figures (an AWS Japan bill).
const PROBE_SURE = 70;
const PROBE_MIN = 12;

/** Characters of `script` in words read with a confidence of at least PROBE_SURE. */
export function sureCharacters(
  words: ReadonlyArray<{ text: string; confidence: number }>,
  script: RegExp,
): number {
  let count = 0;
  for (const word of words)
    if (word.confidence >= PROBE_SURE) count += word.text.match(new RegExp(script.source, "gu"))?.length ?? 0;
  return count;
}

export const HANGUL = /\p{sc=Hangul}/u;
export const HAN = /\p{sc=Han}/u;
export const KANA = /[\p{sc=Hiragana}\p{sc=Katakana}]/u;

/**
 * The script the probe found: Hangul (read by the Korean model), Han (read by the Chinese model: Chinese or
 * Japanese, told apart by the kana of the Japanese reading, see `isJapanese`), or none (a Latin page, a fax).
 */
export function probedScript(counts: { hangul: number; han: number }): "Hangul" | "Han" | null {
  if (counts.hangul >= PROBE_MIN && counts.hangul > counts.han) return "Hangul";
  if (counts.han >= PROBE_MIN) return "Han";
  return null;
}

// Japanese writes its grammar and many nouns in kana; a Chinese page read by the Japanese model gets a few false
// kana, all unsure.
const KANA_MIN = 3;

/** Whether a page read with the Japanese model is Japanese: it holds kana read with confidence. */
export function isJapanese(words: ReadonlyArray<{ text: string; confidence: number }>): boolean {
  return sureCharacters(words, KANA) >= KANA_MIN;
}
