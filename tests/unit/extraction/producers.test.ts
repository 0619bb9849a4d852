// Runs the invoices printed by real PDF producers (tests/fixtures/producers: groff, Ghostscript from PostScript,
// enscript, LibreOffice, pdfTeX, cairo, librsvg, wkhtmltopdf, WeasyPrint, Apache FOP, Tesseract's OCR layer, Chromium; see
// tests/support/producer-invoices/README.md) through the engine and compares the contract fields. Prints accuracy
// per producer, language and seller. Reads the committed PDFs only: none of the producers is needed to run it.
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { createPdfTextPool } from "#server/extraction/pdf/pdf-text.ts";
import { analyzeInvoice } from "#tests/support/analyze-invoice.ts";
import { Accuracy } from "#tests/support/invoice-corpus/accuracy.ts";
import { compareToTruth, formatDiffs } from "#tests/support/invoice-corpus/compare.ts";
import {
  checkFixture,
  type ExpectedFixture,
  type Refusals,
} from "#tests/support/invoice-corpus/fixture-check.ts";
import type { Truth } from "#tests/support/invoice-corpus/model.ts";

const DIR = new URL("../../fixtures/producers/", import.meta.url);
const files = readdirSync(DIR)
  .filter((name) => name.endsWith(".pdf"))
  .sort();
const pool = createPdfTextPool({ size: 2 });
const accuracy = new Accuracy();
const awaitingAccuracy = new Accuracy();
const refusals: Refusals = { right: 0, total: 0 };

type Meta = { seller?: string; language?: string; producer?: string; traits?: string[] };
type ExpectedFile = ExpectedFixture & { _independent?: Meta };

const read = (name: string): ExpectedFile =>
  JSON.parse(readFileSync(new URL(name.replace(/\.pdf$/, ".expected.json"), DIR), "utf8")) as ExpectedFile;

// Languages whose labels the engine's lexicon does not have yet (issue 20 item 3 adds them). Their invoices must
// never give a wrong figure at high confidence; refusing them or flagging a figure is acceptable until then.
const AWAITING_LEXICON = new Set<string>([]);
const awaiting = files.filter((name) => AWAITING_LEXICON.has(read(name)._independent?.language ?? ""));
const strict = files.filter((name) => !awaiting.includes(name));
const awaitingOutcome: string[] = [];

const keysOf = (expected: ExpectedFile) => ({
  producer: expected._independent?.producer ?? "?",
  language: expected._independent?.language ?? "?",
  seller: expected._independent?.seller ?? "?",
});

afterAll(async () => {
  await pool.close();
  console.log(
    [
      "",
      "Producer invoices (contract fields right / fields; invoices with every field right)",
      accuracy.table("producer"),
      "",
      accuracy.table("language"),
      "",
      accuracy.table("seller"),
      "",
      `Fields wrong (invoices): ${accuracy.wrongFields()}`,
      "",
      `Awaiting lexicon (${[...AWAITING_LEXICON].join(", ")}): ${awaiting.length} invoices; refused or flagged is acceptable, wrong at high confidence is not`,
      awaitingAccuracy.table("producer"),
      "",
      awaitingAccuracy.table("language"),
      "",
      ...awaitingOutcome.sort(),
      "",
    ].join("\n"),
  );
});

describe("invoices from real PDF producers (tests/fixtures/producers) read as expected", () => {
  it("holds at least 60 invoices from at least 8 producers in 23 languages, each with its expected JSON", () => {
    const names = readdirSync(DIR);
    expect(files.map((n) => n.replace(/\.pdf$/, ".expected.json")).filter((n) => !names.includes(n))).toEqual(
      [],
    );
    expect(files.length).toBeGreaterThanOrEqual(60);
    const metas = files.map((name) => read(name)._independent ?? {});
    expect(new Set(metas.map((m) => m.producer)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(metas.map((m) => m.language)).size).toBe(23);
  });

  it.each(strict)("%s", (name) =>
    checkFixture<ExpectedFile>({ dir: DIR, name, pool, accuracy, refusals, keysOf }),
  );

  it.each(awaiting)("%s (awaiting lexicon: never wrong at high confidence)", async (name) => {
    const expected = read(name) as Truth & { _independent?: Meta };
    const pdf = new Uint8Array(readFileSync(new URL(name, DIR)));
    const result = await analyzeInvoice(pdf, { pool, llm: null, estimatedEsr: null }).catch(() => null);
    if (!result) {
      awaitingAccuracy.add(keysOf(expected), 13);
      awaitingOutcome.push(`  ${name}: refused`);
      return;
    }
    const diffs = compareToTruth(expected, result as unknown as Record<string, unknown>);
    awaitingAccuracy.add(keysOf(expected), diffs.length);
    const provenance = (result as { provenance?: Record<string, { confidence?: string }> }).provenance ?? {};
    const silent = diffs.filter((d) => provenance[d.field]?.confidence === "high");
    awaitingOutcome.push(
      `  ${name}: ${diffs.length === 0 ? "all right" : `${diffs.length} wrong (${diffs.map((d) => d.field).join(", ")})`}`,
    );
    expect(silent, `${name}: wrong at high confidence: ${formatDiffs(silent)}`).toEqual([]);
  });
});
