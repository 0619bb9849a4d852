// Every language the engine reads. Adding a language: one file here (labels for every field role, month
// names, document kinds, refusal words), its line below, and fixtures in tests/fixtures/corpus.
import type { Language } from "../language.ts";
import { ar } from "./ar.ts";
import { cs } from "./cs.ts";
import { da } from "./da.ts";
import { de } from "./de.ts";
import { el } from "./el.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { fi } from "./fi.ts";
import { fr } from "./fr.ts";
import { hu } from "./hu.ts";
import { id } from "./id.ts";
import { it } from "./it.ts";
import { ja } from "./ja.ts";
import { ko } from "./ko.ts";
import { nb } from "./nb.ts";
import { nl } from "./nl.ts";
import { pl } from "./pl.ts";
import { pt } from "./pt.ts";
import { ro } from "./ro.ts";
import { sv } from "./sv.ts";
import { tr } from "./tr.ts";
import { uk } from "./uk.ts";
import { zh } from "./zh.ts";

// English first: the lexicon keeps the first language's reading when two give a word different meanings.
export const LANGUAGES: readonly Language[] = [
  en,
  de,
  fr,
  es,
  pt,
  it,
  nl,
  ja,
  zh,
  ko,
  pl,
  sv,
  da,
  nb,
  fi,
  cs,
  tr,
  el,
  hu,
  id,
  ar,
  ro,
  uk,
];
