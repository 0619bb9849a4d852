// Small word lists of the language files (languages/*.json) that other readers test text against, as regular
// expressions on the printed text (any case).
import { LANGUAGES } from "./languages/index.ts";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const alternation = (key: "openEnds" | "lawArticles") =>
  [...new Set(LANGUAGES.flatMap((language) => language[key] ?? []))]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|");

/** A label's line ending in a word that goes on to the next line ("Credits and", "Total excl."). */
export const OPEN_END = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation("openEnds")})\\.?\\s*$`, "iu");

/** The end of a text that names a law's article ("Art.", "artículo", "§"): the number after it is no amount. */
export const LAW_ARTICLE_BEFORE = new RegExp(
  `(?:(?<![\\p{L}\\p{N}])(?:${alternation("lawArticles")})\\.?|§)\\s*$`,
  "iu",
);
