// Every language the engine reads has invoices in our own fixtures from at least two sellers and two PDF producers
// (issue 31): the corpus writer (tests/fixtures/corpus), the real producers (tests/fixtures/producers) and the
// independent generators (tests/fixtures/independent), counted from each expected JSON's metadata.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#server/extraction/engine/lexicon/languages/index.ts";

type Meta = { seller?: string; language?: string; producer?: string };

function metas(folder: string, key: "_corpus" | "_independent", producer?: string): Meta[] {
  const dir = new URL(`../../fixtures/${folder}/`, import.meta.url);
  return readdirSync(dir)
    .filter((name) => name.endsWith(".expected.json"))
    .flatMap((name) => {
      const expected = JSON.parse(readFileSync(new URL(name, dir), "utf8")) as Record<string, unknown>;
      if ("rejected" in expected) return [];
      const meta = expected[key] as Meta | undefined;
      return meta?.language ? [{ ...meta, producer: producer ?? meta.producer }] : [];
    });
}

describe("every language has invoices from two sellers and two producers", () => {
  const all = [
    ...metas("corpus", "_corpus", "corpus writer"),
    ...metas("producers", "_independent"),
    ...metas("independent", "_independent"),
  ];

  it.each(LANGUAGES.map((language) => language.code))("%s", (code) => {
    const of = all.filter((meta) => meta.language?.split("+").includes(code));
    expect(new Set(of.map((meta) => meta.seller)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(of.map((meta) => meta.producer)).size).toBeGreaterThanOrEqual(2);
  });
});
