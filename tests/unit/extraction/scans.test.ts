// Scanned invoices (tests/fixtures/scans: producer-corpus invoices printed, spoilt the way scanners and faxes spoil
// them, and wrapped back as pictures without a text layer; see tests/support/scan-corpus/build-scans.ts) read by
// OCR in the reader's scan lane. Every contract field is one check. CI reads a fixed subset (one of each way a page
// is spoilt: an office scan, fed in crooked, low resolution, fed in sideways; four languages, three producers);
// SCAN_CORPUS=all reads every scan, prints the figures per language, producer and spoiling, and fails under 95% of
// the checks. Either way no figure may be wrong at high confidence, and each figure says it was read from a scan.
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { extractInvoice } from "#server/extraction/extract-invoice.ts";
import { createPdfTextPool } from "#server/extraction/pdf/pdf-text.ts";
import type { ExtractedData } from "#shared/schemas/extracted-data.ts";
import { SCAN_FIXTURE_DIR } from "#tests/support/fixtures.ts";
import { Accuracy } from "#tests/support/invoice-corpus/accuracy.ts";
import { CONTRACT_KEYS, compareToTruth } from "#tests/support/invoice-corpus/compare.ts";
import type { Truth } from "#tests/support/invoice-corpus/model.ts";

const CI_SUBSET = [
  "enscript-cs-aws-emea-office",
  "cairo-tr-microsoft-crooked",
  "enscript-en-digitalocean-lowres",
  "pdftex-de-aws-emea-sideways",
];
const FLOOR = 0.95;
const SCAN_TIMEOUT_MS = 360_000;

type Meta = { seller?: string; language?: string; producer?: string };
type ScanMeta = { source: string; profile: string; pages: number };
type ExpectedScan = Truth & { _independent?: Meta; _scan: ScanMeta };

const DIR = new URL(`file://${SCAN_FIXTURE_DIR}`);
const all = readdirSync(DIR)
  .filter((name) => name.endsWith(".expected.json"))
  .map((name) => name.replace(/\.expected\.json$/, ""))
  .sort();
const names = process.env.SCAN_CORPUS === "all" ? all : CI_SUBSET;
const read = (name: string) =>
  JSON.parse(readFileSync(new URL(`${name}.expected.json`, DIR), "utf8")) as ExpectedScan;

const pool = createPdfTextPool({ size: 1 });
const accuracy = new Accuracy();
const tally = { checks: 0, right: 0, silent: [] as string[], misses: [] as string[] };

afterAll(async () => {
  await pool.close();
  console.log(
    [
      "",
      `Scans read by OCR: ${tally.right}/${tally.checks} checks (${((100 * tally.right) / Math.max(1, tally.checks)).toFixed(1)}%), ${names.length} scans`,
      accuracy.table("language"),
      "",
      accuracy.table("producer"),
      "",
      accuracy.table("profile"),
      "",
      `Wrong at high confidence: ${tally.silent.length === 0 ? "none" : tally.silent.join("; ")}`,
      `Misses (${tally.misses.length}):${tally.misses.length ? `\n  ${tally.misses.join("\n  ")}` : " none"}`,
      "",
    ].join("\n"),
  );
});

describe("scanned invoices read by OCR (tests/fixtures/scans)", () => {
  it("holds at least 30 scans in 8 languages from 3 producers, each with its expected JSON", () => {
    expect(all.length).toBeGreaterThanOrEqual(30);
    const metas = all.map(read);
    expect(new Set(metas.map((m) => m._independent?.language)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(metas.map((m) => m._independent?.producer)).size).toBeGreaterThanOrEqual(3);
    for (const name of all) expect(readdirSync(DIR)).toContain(`${name}.pdf`);
  });

  it.each(names)(
    "%s",
    async (name) => {
      const expected = read(name);
      const pdf = new Uint8Array(readFileSync(new URL(`${name}.pdf`, DIR)));
      const keys = {
        language: expected._independent?.language ?? "?",
        producer: expected._independent?.producer ?? "?",
        profile: expected._scan.profile,
      };
      const result = await extractInvoice(pdf, { pool, llm: null }).catch(() => null);
      tally.checks += CONTRACT_KEYS.length;
      if (!result) {
        accuracy.add(keys, CONTRACT_KEYS.length);
        tally.misses.push(`${name}: refused`);
        return;
      }
      const diffs = compareToTruth(expected, result as unknown as Record<string, unknown>);
      accuracy.add(keys, diffs.length);
      tally.right += CONTRACT_KEYS.length - diffs.length;
      const provenance = (result as ExtractedData).provenance ?? {};
      const silent = diffs.filter(
        (d) => provenance[d.field as keyof typeof provenance]?.confidence === "high",
      );
      for (const d of diffs)
        tally.misses.push(
          `${name}: ${d.field} ${JSON.stringify(d.actual)} for ${JSON.stringify(d.expected)} (${provenance[d.field as keyof typeof provenance]?.confidence ?? "no provenance"})`,
        );
      tally.silent.push(...silent.map((d) => `${name}: ${d.field}`));
      expect(silent, `${name}: wrong at high confidence`).toEqual([]);
      // Every figure read says it came from a scanned page.
      const read_ = Object.values(provenance).filter((p) => p && !p.text.includes("language model"));
      expect(read_.every((p) => p?.scan === true)).toBe(true);
    },
    SCAN_TIMEOUT_MS,
  );

  it("reads the checks of the scans above at or above the floor", () => {
    expect(tally.right / Math.max(1, tally.checks)).toBeGreaterThanOrEqual(FLOOR);
  });
});
