// Runs the invoices made by other PDF producers (tests/fixtures/independent: Chromium printing HTML, ReportLab;
// see tests/support/independent-invoices/README.md) through the engine and compares the contract fields of
// tests/fixtures/corpus/README.md. Prints accuracy per seller, language and producer at the end. Reads the
// committed PDFs only: neither Chromium nor Python is needed to run it.
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { analyzeInvoice, InvoiceRejectedError } from "#server/extraction/extract-invoice.ts";
import { createPdfTextPool } from "#server/extraction/pdf-text.ts";
import { Accuracy } from "#tests/support/invoice-corpus/accuracy.ts";
import { CONTRACT_KEYS, compareToTruth, formatDiffs } from "#tests/support/invoice-corpus/compare.ts";
import type { Truth } from "#tests/support/invoice-corpus/model.ts";

const DIR = new URL("../../fixtures/independent/", import.meta.url);
const files = readdirSync(DIR)
  .filter((name) => name.endsWith(".pdf"))
  .sort();
const pool = createPdfTextPool({ size: 2 });
const accuracy = new Accuracy();
let refusalsRight = 0;
let refusalsTotal = 0;

type ExpectedFile = (Truth | { rejected: "unsupported" }) & {
  _independent?: { seller?: string; language?: string; producer?: string };
};

afterAll(async () => {
  await pool.close();
  console.log(
    [
      "",
      "Independent invoices (contract fields right / fields; invoices with every field right)",
      accuracy.table("seller"),
      "",
      accuracy.table("language"),
      "",
      accuracy.table("producer"),
      "",
      `Fields wrong (invoices): ${accuracy.wrongFields()}`,
      "",
      `Refusals right: ${refusalsRight}/${refusalsTotal}`,
      "",
    ].join("\n"),
  );
});

describe("invoices from other PDF producers (tests/fixtures/independent) read as expected", () => {
  it("holds at least 30 invoices from two producers and 5 files to refuse, each with its expected JSON", () => {
    const names = readdirSync(DIR);
    const expectedFiles = files.map((name) => name.replace(/\.pdf$/, ".expected.json"));
    expect(expectedFiles.filter((name) => !names.includes(name))).toEqual([]);
    const refusals = files.filter((name) => name.includes("refuse-"));
    expect(files.length - refusals.length).toBeGreaterThanOrEqual(30);
    expect(refusals.length).toBeGreaterThanOrEqual(5);
    const producers = new Set(
      expectedFiles.map(
        (name) =>
          (JSON.parse(readFileSync(new URL(name, DIR), "utf8")) as ExpectedFile)._independent?.producer,
      ),
    );
    expect(producers.size).toBeGreaterThanOrEqual(2);
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
    const meta = expected._independent ?? {};
    const keys = {
      seller: meta.seller ?? "?",
      language: meta.language ?? "?",
      producer: meta.producer ?? "?",
    };
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
