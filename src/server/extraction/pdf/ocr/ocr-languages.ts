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
