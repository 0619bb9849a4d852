// Runs the invoices made by other PDF producers (tests/fixtures/independent: Chromium printing HTML, ReportLab;
// see tests/support/independent-invoices/README.md) through the engine and compares the contract fields of
// tests/fixtures/corpus/README.md. Prints accuracy per seller, language and producer at the end. Reads the
// committed PDFs only: neither Chromium nor Python is needed to run it.
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { createPdfTextPool } from "#server/extraction/pdf/pdf-text.ts";
import { Accuracy } from "#tests/support/invoice-corpus/accuracy.ts";
import {
  checkFixture,
  type ExpectedFixture,
  type Refusals,
} from "#tests/support/invoice-corpus/fixture-check.ts";

const DIR = new URL("../../fixtures/independent/", import.meta.url);
const files = readdirSync(DIR)
  .filter((name) => name.endsWith(".pdf"))
  .sort();
const pool = createPdfTextPool({ size: 2 });
const accuracy = new Accuracy();
const refusals: Refusals = { right: 0, total: 0 };

type ExpectedFile = ExpectedFixture & {
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
      `Refusals right: ${refusals.right}/${refusals.total}`,
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

  it.each(files)("%s", (name) =>
    checkFixture<ExpectedFile>({
      dir: DIR,
      name,
      pool,
      accuracy,
      refusals,
      keysOf: (expected) => ({
        seller: expected._independent?.seller ?? "?",
        language: expected._independent?.language ?? "?",
        producer: expected._independent?.producer ?? "?",
      }),
    }),
  );
});
