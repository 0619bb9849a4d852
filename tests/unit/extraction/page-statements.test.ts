import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TAKEN_OFF_LINES, UNITEMISED } from "#server/extraction/engine/breakdown/find-breakdown.ts";
import { createPdfTextPool } from "#server/extraction/pdf/pdf-text.ts";
import { formatMoney } from "#shared/format/money.ts";
import type { ExtractedData } from "#shared/schemas/extracted-data.ts";
import { analyzeInvoice } from "#tests/support/analyze-invoice.ts";

// Every statement the result page makes about an invoice, checked on the real invoices and the independent corpus
// (files made by people who did not read the engine): one test per kind of statement.

type Case = { name: string; file: string };
const INDEPENDENT = "tests/fixtures/independent-sets";
const REAL = "/work/shared/invoices/real";

function cases(): Case[] {
  const found: Case[] = [];
  for (const set of readdirSync(INDEPENDENT).filter((name) => name.startsWith("set"))) {
    const truth = JSON.parse(readFileSync(path.join(INDEPENDENT, set, "truth.json"), "utf8")) as {
      file: string;
      refuse?: boolean;
      ocr?: boolean;
    }[];
    for (const entry of truth)
      if (!entry.refuse && !entry.ocr)
        found.push({ name: `${set}/${entry.file}`, file: path.join(INDEPENDENT, set, entry.file) });
  }
  for (const name of readdirSync("tests/fixtures/invoices").filter((n) => /^real-.*\.pdf$/.test(n)))
    found.push({ name, file: path.join("tests/fixtures/invoices", name) });
  if (existsSync(REAL))
    for (const name of readdirSync(REAL).filter((n) => n.endsWith(".pdf")))
      found.push({ name: `real/${name}`, file: path.join(REAL, name) });
  return found;
}

type Read = { data: ExtractedData; pages: string[] };
const pool = createPdfTextPool({ size: 1, timeoutMs: 30_000 });
const results = new Map<string, Read>();
const all = cases();

beforeAll(async () => {
  for (const { name, file } of all) {
    const pdf = new Uint8Array(readFileSync(file));
    try {
      const data = await analyzeInvoice(pdf, { pool, llm: null, estimatedEsr: 0.25 });
      const local = await pool.readPdf(pdf);
      results.set(name, { data, pages: local.pages ?? [local.text] });
    } catch {
      // Refused (a format the engine does not read): the page makes no statement about it.
    }
  }
}, 600_000);
afterAll(() => pool.close());

// Service names as sellers print them (written here, not taken from the engine's lexicon), at the start of a line
// that ends with an amount: an invoice printing one has per-service detail.
const SERVICE_LINE =
  /^(?:Amazon Elastic Compute Cloud|Amazon EC2|Amazon Simple Storage Service|Amazon Relational Database Service|AWS Lambda|Amazon CloudFront|Compute Engine|Cloud Storage|Cloud SQL|BigQuery|Virtual Machines|Azure SQL Database|Storage|Droplets?|Managed Databases?|Kubernetes)\b.*\d[.,]\d\d\s*(?:[A-Z]{3}|€|\$)?$/;
// Lines no commitment or change reduces: control-plane fees, support, marketplace, tax, the cold storage tier.
const NOT_REDUCIBLE =
  /kubernetes|\beks\b|\baks\b|\bgke\b|uptime sla|support|marketplace|\btax\b|glacier|archive|coldline/i;

const linesNamed = (method: string) => method.split(" a month")[0]?.split("; ") ?? [];

describe("what the result page says is true of each invoice", () => {
  it("reads the corpus", () => {
    expect(all.length).toBeGreaterThan(60);
    expect(results.size).toBeGreaterThan(50);
  });

  it("categories: every categorised line is printed on the invoice, and a server's name is never a category", () => {
    for (const [name, { data, pages }] of results) {
      const text = pages.join("\n");
      for (const entry of data.breakdown ?? [])
        for (const line of entry.lines) {
          if (line.description === UNITEMISED) continue;
          // Said only when the rest is what the printed deductions come to.
          if (line.description === TAKEN_OFF_LINES) {
            const deductions = (data.total_charges ?? 0) - (data.net_charges ?? 0);
            expect(Math.abs(line.amount - deductions), `${name}: ${line.description}`).toBeLessThan(0.06);
            continue;
          }
          expect(text, `${name}: ${line.description}`).toContain(line.description);
          // "Database-Live (2GB)" is a droplet someone named: it runs on a server, so it is compute.
          if (/^\p{L}[\p{L}\d]*-[\p{L}\d-]+(?:\s|$)/u.test(line.description))
            expect(entry.category, `${name}: ${line.description}`).toBe("compute");
        }
      const sum = (data.breakdown ?? []).reduce((total, entry) => total + entry.amount, 0);
      if (data.breakdown && data.breakdown.length > 0)
        expect(Math.round(sum * 100) / 100, name).toBe(data.total_charges ?? data.service_charges);
    }
  });

  it("'no per-service detail' only when the invoice prints no service line", () => {
    for (const [name, { data, pages }] of results) {
      if (!data.breakdown || data.breakdown.length > 0) continue;
      const printed = pages
        .flatMap((page) => page.split("\n"))
        .map((line) => line.trim())
        .filter((line) => SERVICE_LINE.test(line));
      expect(printed, `${name} says it has no per-service detail`).toEqual([]);
    }
  });

  it("a credit note gets no spending analysis", () => {
    const notes = [...results].filter(([, { data }]) => data.document_type === "credit_note");
    expect(notes.length).toBeGreaterThanOrEqual(2);
    for (const [name, { data }] of notes) {
      expect(data.breakdown, name).toBeUndefined();
      expect(data.opportunities ?? [], name).toEqual([]);
      expect(data.credits_cliff ?? null, name).toBeNull();
    }
  });

  it("lever eligibility: every idea names lines of the invoice that it can reduce, and no more than they hold", () => {
    for (const [name, { data }] of results) {
      const money = (amount: number) => formatMoney(amount, { currency: data.currency });
      for (const item of data.opportunities ?? []) {
        if (item.lever.startsWith("Smaller ideas")) continue;
        const named = linesNamed(item.method);
        // An invoice may print two lines under one name (EC2 Windows in two regions): each named line is matched by
        // its name and amount, and counted once.
        const lines = (data.breakdown ?? []).flatMap((entry) => entry.lines);
        let held = 0;
        for (const text of named) {
          const at = lines.findIndex((l) => text === `${l.description} ${money(l.amount)}`);
          const line = at < 0 ? undefined : lines.splice(at, 1)[0];
          expect(line, `${name}: ${item.lever} names "${text}"`).toBeDefined();
          expect(line?.description, `${name}: ${item.lever}`).not.toMatch(NOT_REDUCIBLE);
          held += line?.amount ?? 0;
        }
        expect(
          item.eligible_amount ?? Number.POSITIVE_INFINITY,
          `${name}: ${item.lever}`,
        ).toBeLessThanOrEqual(held + 0.01);
        expect(item.assumption, `${name}: ${item.lever}`).toBeTruthy();
        if (/CloudFront/.test(named.join())) expect(item.lever).not.toMatch(/in front/i);
      }
    }
  });

  it("every amount in the method text is in the invoice's currency, written as the page writes money", () => {
    for (const [name, { data }] of results) {
      const sample = formatMoney(1234.5, { currency: data.currency });
      const prefix = sample.slice(0, sample.search(/\d/)).replace(/[.*+?^${}()|[\]\\$]/g, "\\$&");
      const money = new RegExp(`-?${prefix}\\d[\\d,.]*`, "g");
      for (const item of data.opportunities ?? []) {
        const text = `${item.method} ${item.assumption ?? ""}`;
        // No bare figures: every number of four digits and more, or with decimals, is written as money.
        const bare = text.replace(money, "").replace(/\d+(?:\.\d+)?%/g, "");
        expect(bare, `${name}: ${item.lever}`).not.toMatch(/\d{4,}|\d\.\d\d/);
      }
    }
  });
});
