// Runs the trap invoices (tests/fixtures/traps, made by tests/support/trap-invoices: Chromium, WeasyPrint,
// wkhtmltopdf and enscript printing invoices with traps such as tax-inclusive totals, trailing minus and CR/DR
// amounts, totals printed first, summaries over two columns or on page 2, bank ids beside the account, several
// dates, currencies named in words, second-currency totals, previous balances) through the engine. Prints fields
// right / total and wrong at high confidence; fails on any figure wrong at high confidence and on any look-alike
// read as an invoice. A field merely missed or flagged is counted, not failed: honest beats wrong.
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { InvoiceRejectedError } from "#server/extraction/extract-invoice.ts";
import { createPdfTextPool } from "#server/extraction/pdf/pdf-text.ts";
import type { ProvenanceField } from "#shared/schemas/extracted-data.ts";
import { analyzeInvoice } from "#tests/support/analyze-invoice.ts";
import { Accuracy } from "#tests/support/invoice-corpus/accuracy.ts";
import { CONTRACT_KEYS, compareToTruth, formatDiffs } from "#tests/support/invoice-corpus/compare.ts";
import type { ExpectedFixture } from "#tests/support/invoice-corpus/fixture-check.ts";

const DIR = new URL("../../fixtures/traps/", import.meta.url);
const files = readdirSync(DIR)
  .filter((name) => name.endsWith(".pdf"))
  .sort();
const pool = createPdfTextPool({ size: 2 });
const accuracy = new Accuracy();

type Meta = { seller?: string; language?: string; producer?: string; traits?: string[] };
type ExpectedFile = ExpectedFixture & { _independent?: Meta };

const read = (name: string): ExpectedFile =>
  JSON.parse(readFileSync(new URL(name.replace(/\.pdf$/, ".expected.json"), DIR), "utf8")) as ExpectedFile;

const tally = { fields: 0, right: 0, wrongAtHigh: 0, refusedInvoices: 0, lookAlikes: 0, lookAlikesRead: 0 };
const outcomes: string[] = [];

afterAll(async () => {
  await pool.close();
  console.log(
    [
      "",
      "Trap invoices (contract fields right / fields; invoices with every field right)",
      accuracy.table("producer"),
      "",
      accuracy.table("language"),
      "",
      `Fields right ${tally.right}/${tally.fields} · wrong at high ${tally.wrongAtHigh} · readable invoices refused ${tally.refusedInvoices} · look-alikes read as invoices ${tally.lookAlikesRead}/${tally.lookAlikes}`,
      `Fields wrong (invoices): ${accuracy.wrongFields()}`,
      ...outcomes.sort(),
      "",
    ].join("\n"),
  );
});

describe("trap invoices (tests/fixtures/traps): never wrong at high confidence, look-alikes refused", () => {
  it("holds at least 24 invoices and 4 look-alikes in at least 10 languages from at least 4 producers", () => {
    const expected = files.map(read);
    const lookAlikes = expected.filter((e) => "rejected" in e);
    expect(files.length - lookAlikes.length).toBeGreaterThanOrEqual(24);
    expect(lookAlikes.length).toBeGreaterThanOrEqual(4);
    expect(new Set(expected.map((e) => e._independent?.language)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(expected.map((e) => e._independent?.producer)).size).toBeGreaterThanOrEqual(4);
  });

  it.each(files)("%s", async (name) => {
    const expected = read(name);
    const pdf = new Uint8Array(readFileSync(new URL(name, DIR)));
    const outcome = await analyzeInvoice(pdf, { pool, llm: null, estimatedEsr: null }).then(
      (value) => ({ value, error: null as unknown }),
      (error: unknown) => ({ value: null, error }),
    );
    if ("rejected" in expected) {
      tally.lookAlikes++;
      const refused = outcome.error instanceof InvoiceRejectedError && outcome.error.reason === "unsupported";
      if (!refused) tally.lookAlikesRead++;
      outcomes.push(
        `  ${name}: ${refused ? "refused" : `READ as ${outcome.value?.provider ?? String(outcome.error)}`}`,
      );
      expect(refused, `${name}: a look-alike must be refused as unsupported`).toBe(true);
      return;
    }
    const keys = {
      producer: expected._independent?.producer ?? "?",
      language: expected._independent?.language ?? "?",
    };
    tally.fields += CONTRACT_KEYS.length;
    if (!outcome.value) {
      tally.refusedInvoices++;
      accuracy.add(keys, CONTRACT_KEYS.length);
      accuracy.fieldsWrong(CONTRACT_KEYS);
      outcomes.push(`  ${name}: refused (${String(outcome.error)})`);
      return;
    }
    const data = outcome.value;
    const diffs = compareToTruth(expected, data as unknown as Record<string, unknown>);
    tally.right += CONTRACT_KEYS.length - diffs.length;
    accuracy.add(keys, diffs.length);
    accuracy.fieldsWrong(diffs.map((d) => d.field));
    const silent = diffs.filter(
      (d) =>
        d.field !== "document_type" && data.provenance?.[d.field as ProvenanceField]?.confidence === "high",
    );
    tally.wrongAtHigh += silent.length;
    outcomes.push(
      `  ${name}: ${diffs.length === 0 ? "all right" : formatDiffs(diffs)}${silent.length ? ` [HIGH: ${silent.map((d) => d.field).join(", ")}]` : ""}`,
    );
    expect(silent, `${name}: wrong at high confidence: ${formatDiffs(silent)}`).toEqual([]);
  });
});
