// Runs every file of the fixed corpus (tests/fixtures/corpus, see its README) through the engine and compares
// the contract fields. Prints accuracy per seller and per language at the end.
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { analyzeInvoice, InvoiceRejectedError } from "#server/extraction/extract-invoice.ts";
import { createPdfTextPool } from "#server/extraction/pdf-text.ts";
import { Accuracy } from "#tests/support/invoice-corpus/accuracy.ts";
import { CONTRACT_KEYS, compareToTruth, formatDiffs } from "#tests/support/invoice-corpus/compare.ts";
import { expectedJson, generatedCorpus } from "#tests/support/invoice-corpus/corpus-files.ts";
import type { Truth } from "#tests/support/invoice-corpus/model.ts";

const DIR = new URL("../../fixtures/corpus/", import.meta.url);
const files = readdirSync(DIR)
  .filter((name) => name.endsWith(".pdf"))
  .sort();
const pool = createPdfTextPool({ size: 2 });
const accuracy = new Accuracy();
let refusalsRight = 0;
let refusalsTotal = 0;

type ExpectedFile = (Truth | { rejected: "unsupported" }) & {
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
      `Refusals right: ${refusalsRight}/${refusalsTotal}`,
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

  it("holds exactly what the generator writes (after changing tests/support/invoice-corpus, run its build.ts)", () => {
    const stale = generatedCorpus().filter(
      (file) =>
        !files.includes(`${file.name}.pdf`) ||
        !Buffer.from(file.pdf).equals(readFileSync(new URL(`${file.name}.pdf`, DIR))) ||
        expectedJson(file.expected) !== readFileSync(new URL(`${file.name}.expected.json`, DIR), "utf8"),
    );
    expect(stale.map((file) => file.name)).toEqual([]);
  });

  it.each(files)("%s", async (name) => {
    const expected = JSON.parse(
      readFileSync(new URL(name.replace(/\.pdf$/, ".expected.json"), DIR), "utf8"),
    ) as ExpectedFile;
    const pdf = new Uint8Array(readFileSync(new URL(name, DIR)));
    const outcome = await analyzeInvoice(pdf, { pool, llm: null, estimatedEsr: null }).then(
      (value) => ({ value, error: null }),
      (error: unknown) => ({ value: null, error }),
    );
    if ("rejected" in expected) {
      refusalsTotal++;
      const refused = outcome.error instanceof InvoiceRejectedError && outcome.error.reason === "unsupported";
      if (refused) refusalsRight++;
      expect(
        refused,
        `${name}: must be refused as unsupported, got ${outcome.error ? String(outcome.error) : JSON.stringify(outcome.value?.provider)}`,
      ).toBe(true);
      return;
    }
    const keys = { seller: expected._corpus?.seller ?? "?", language: expected._corpus?.language ?? "?" };
    if (!outcome.value) {
      accuracy.add(keys, CONTRACT_KEYS.length);
      accuracy.fieldsWrong(CONTRACT_KEYS);
      expect.fail(`${name}: refused (${String(outcome.error)}), expected provider ${expected.provider}`);
    }
    const diffs = compareToTruth(expected, outcome.value as unknown as Record<string, unknown>);
    accuracy.add(keys, diffs.length);
    accuracy.fieldsWrong(diffs.map((d) => d.field));
    expect(diffs, `${name}: ${formatDiffs(diffs)}`).toEqual([]);
  });
});
