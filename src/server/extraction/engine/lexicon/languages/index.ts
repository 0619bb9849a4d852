// Every language the engine reads, one JSON file each (the fields are `languageSchema` in ../language.ts; why some
// words are there is in README.md). Adding a language: one file here (labels for every field role, month names,
// document kinds, refusal words), its line below, and fixtures in tests/fixtures/corpus. The files are checked
// here, once, when the lexicon is first built (with the first PDF, not at start-up).
import { type Language, parseLanguage } from "../language.ts";
import ar from "./ar.json" with { type: "json" };
import cs from "./cs.json" with { type: "json" };
import da from "./da.json" with { type: "json" };
import de from "./de.json" with { type: "json" };
import el from "./el.json" with { type: "json" };
import en from "./en.json" with { type: "json" };
import es from "./es.json" with { type: "json" };
import fi from "./fi.json" with { type: "json" };
import fr from "./fr.json" with { type: "json" };
import hu from "./hu.json" with { type: "json" };
import id from "./id.json" with { type: "json" };
import it from "./it.json" with { type: "json" };
import ja from "./ja.json" with { type: "json" };
import ko from "./ko.json" with { type: "json" };
import nb from "./nb.json" with { type: "json" };
import nl from "./nl.json" with { type: "json" };
import pl from "./pl.json" with { type: "json" };
import pt from "./pt.json" with { type: "json" };
import ro from "./ro.json" with { type: "json" };
import sv from "./sv.json" with { type: "json" };
import tr from "./tr.json" with { type: "json" };
import uk from "./uk.json" with { type: "json" };
import zh from "./zh.json" with { type: "json" };

// English first: the lexicon keeps the first language's reading when two give a word different meanings.
const FILES: Array<[file: string, data: unknown]> = [
  ["en.json", en],
  ["de.json", de],
  ["fr.json", fr],
  ["es.json", es],
  ["pt.json", pt],
  ["it.json", it],
  ["nl.json", nl],
  ["ja.json", ja],
  ["zh.json", zh],
  ["ko.json", ko],
  ["pl.json", pl],
  ["sv.json", sv],
  ["da.json", da],
  ["nb.json", nb],
  ["fi.json", fi],
  ["cs.json", cs],
  ["tr.json", tr],
  ["el.json", el],
  ["hu.json", hu],
  ["id.json", id],
  ["ar.json", ar],
  ["ro.json", ro],
  ["uk.json", uk],
];

export const LANGUAGES: readonly Language[] = FILES.map(([file, data]) => parseLanguage(file, data));
