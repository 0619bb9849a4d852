// Runs every file of the fixed corpus (tests/fixtures/corpus, see its README) through the engine and compares
// the contract fields. Prints accuracy per seller and per language at the end.
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { createPdfTextPool } from "#server/extraction/pdf/pdf-text.ts";
import { Accuracy } from "#tests/support/invoice-corpus/accuracy.ts";
import { expectedJson, generatedCorpus } from "#tests/support/invoice-corpus/corpus-files.ts";
import { coverageReport } from "#tests/support/invoice-corpus/coverage.ts";
import {
  checkFixture,
  type ExpectedFixture,
  type Refusals,
} from "#tests/support/invoice-corpus/fixture-check.ts";
import { LANGS } from "#tests/support/invoice-corpus/lexicon.ts";

const DIR = new URL("../../fixtures/corpus/", import.meta.url);
const files = readdirSync(DIR)
  .filter((name) => name.endsWith(".pdf"))
  .sort();
const pool = createPdfTextPool({ size: 2 });
const accuracy = new Accuracy();
const refusals: Refusals = { right: 0, total: 0 };

type ExpectedFile = ExpectedFixture & {
  _corpus?: { seller?: string; language?: string };
};

afterAll(async () => {
  await pool.close();
  console.log(
    [
      "",
      "Corpus accuracy (contract fields right / fields; invoices with every field right)",
      accuracy.table("seller"),
      "",
      accuracy.table("language"),
      "",
      `Fields wrong (invoices): ${accuracy.wrongFields()}`,
      "",
      `Refusals right: ${refusals.right}/${refusals.total}`,
      "",
    ].join("\n"),
  );
});

describe("the invoice corpus (tests/fixtures/corpus) reads as expected", () => {
  it("holds at least 60 invoices and 10 files to refuse, each with its expected JSON", () => {
    const expectedFiles = files.map((name) => name.replace(/\.pdf$/, ".expected.json"));
    expect(expectedFiles.filter((name) => !readdirSync(DIR).includes(name))).toEqual([]);
    expect(files.filter((name) => !name.startsWith("refuse-")).length).toBeGreaterThanOrEqual(60);
    expect(files.filter((name) => name.startsWith("refuse-")).length).toBeGreaterThanOrEqual(10);
  });

  it("covers all 23 languages (at least three invoices each) and every phenomenon the coverage list names", () => {
    const generated = generatedCorpus();
    const perLanguage = new Map<string, number>();
    for (const file of generated) {
      const language = file.features.find((f) => f.startsWith("lang:"))?.slice(5) ?? "?";
      perLanguage.set(language, (perLanguage.get(language) ?? 0) + 1);
    }
    expect(LANGS).toHaveLength(23);
    expect(LANGS.filter((lang) => (perLanguage.get(lang) ?? 0) < 3)).toEqual([]);
    expect(coverageReport(generated.map((file) => file.features)).missing).toEqual([]);
  });

  it("holds exactly what the generator writes (after changing tests/support/invoice-corpus, run its build.ts)", () => {
    const stale = generatedCorpus().filter(
      (file) =>
        !files.includes(`${file.name}.pdf`) ||
        !Buffer.from(file.pdf).equals(readFileSync(new URL(`${file.name}.pdf`, DIR))) ||
        expectedJson(file.expected) !== readFileSync(new URL(`${file.name}.expected.json`, DIR), "utf8"),
    );
    expect(stale.map((file) => file.name)).toEqual([]);
  });

  it.each(files)("%s", (name) =>
    checkFixture<ExpectedFile>({
      dir: DIR,
      name,
      pool,
      accuracy,
      refusals,
      keysOf: (expected) => ({
        seller: expected._corpus?.seller ?? "?",
        language: expected._corpus?.language ?? "?",
      }),
    }),
  );
});
