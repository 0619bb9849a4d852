// The language files (lexicon/languages/*.json) are data: every one is read through one schema (`languageSchema`),
// and a file with a key or a role the schema does not know is refused, naming the file, instead of its words
// being silently unread.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseLanguage } from "#server/extraction/engine/lexicon/language.ts";
import { LANGUAGES } from "#server/extraction/engine/lexicon/languages/index.ts";

const DIR = new URL("../../../src/server/extraction/engine/lexicon/languages/", import.meta.url);
const FILES = readdirSync(DIR).filter((name) => name.endsWith(".json"));
const read = (file: string): Record<string, unknown> => JSON.parse(readFileSync(new URL(file, DIR), "utf8"));

describe("the language files", () => {
  it("are all listed, each once, English first", () => {
    expect(LANGUAGES.map((language) => `${language.code}.json`).sort()).toEqual([...FILES].sort());
    expect(LANGUAGES[0]?.code).toBe("en");
  });

  it.each(FILES)("%s fits the schema, every word kept", (file) => {
    const data = read(file);
    expect(parseLanguage(file, data)).toEqual(data);
  });

  it("refuses an unknown key, naming the file and the key", () => {
    expect(() => parseLanguage("de.json", { ...read("de.json"), functionWord: ["und"] })).toThrow(
      /lexicon\/languages\/de\.json is not a language file:\n.*Unrecognized key: "functionWord"/,
    );
  });

  it("refuses an unknown key inside a part (a misspelt qualifier)", () => {
    const de = read("de.json");
    const qualifiers = { ...(de.qualifiers as object), taxExclude: ["netto"] };
    expect(() => parseLanguage("de.json", { ...de, qualifiers })).toThrow(
      /de\.json is not a language file:\n.*Unrecognized key: "taxExclude"\n.*at qualifiers/,
    );
  });

  it("refuses a label role outside the list of roles", () => {
    const fr = read("fr.json");
    const labels = { ...(fr.labels as object), chargez: ["frais"] };
    expect(() => parseLanguage("fr.json", { ...fr, labels })).toThrow(
      /fr\.json is not a language file:\n.*Unrecognized key: "chargez"\n.*at labels/,
    );
  });

  it("refuses a file whose language is another's", () => {
    expect(() => parseLanguage("nl.json", read("de.json"))).toThrow(
      'lexicon/languages/nl.json holds the language "de": its file is de.json',
    );
  });

  it("refuses an empty word or one padded with spaces (it would stand in every line)", () => {
    const en = read("en.json");
    const labels = en.labels as Record<string, string[]>;
    expect(() => parseLanguage("en.json", { ...en, labels: { ...labels, tax: ["vat", ""] } })).toThrow(
      /en\.json is not a language file:\n.*a word is empty\n.*at labels\.tax\[1\]/,
    );
    expect(() => parseLanguage("en.json", { ...en, labels: { ...labels, tax: [" vat"] } })).toThrow(
      /a word starts or ends with a space/,
    );
  });

  it("refuses months that are not twelve (every month after a gap would be the wrong one)", () => {
    const es = read("es.json");
    const months = (es.months as string[][]).slice(1);
    expect(() => parseLanguage("es.json", { ...es, months })).toThrow(
      /es\.json is not a language file:\n.*months: twelve lists, January first, or none/,
    );
  });
});
