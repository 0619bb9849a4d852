import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { seedDatabase } from "#server/db/seed.ts";
import { extractInvoice } from "#server/extraction/extract-invoice.ts";
import { createPdfTextPool } from "#server/extraction/pdf/pdf-text.ts";
import { assembleServices, type Services } from "#server/services.ts";
import { analyzeFigures } from "#shared/savings/analyze-figures.ts";
import { CORRECTABLE_FIELDS } from "#shared/schemas/correctable-fields.ts";
import { ExtractedDataSchema, FiguresSchema } from "#shared/schemas/extracted-data.ts";
import { MONEY_FIELDS } from "#shared/schemas/money-fields.ts";
import { ResultMonthSchema } from "#shared/schemas/result-months.ts";
import { openTestDatabase } from "#tests/support/test-db.ts";

// One shape for a reading: what the engine hands on, the API's zod schema and the OpenAPI description must name
// the same fields, so a field renamed or added in one place and not the others fails here.

type JsonSchema = { $ref?: string; properties?: Record<string, JsonSchema>; anyOf?: JsonSchema[] };
type OpenApiDocument = {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }> }>
  >;
  components?: { schemas?: Record<string, JsonSchema> };
};

const INVOICE = new URL("../fixtures/invoices/synthetic-aws-legacy-credits.pdf", import.meta.url);
const pool = createPdfTextPool({ size: 1, timeoutMs: 20_000 });
let app: FastifyInstance;
let services: Services;
let dataDir: string;
let doc: OpenApiDocument;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "cbc-figures-names-"));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", API_DOCS: "public" });
  const database = await openTestDatabase();
  await seedDatabase(database.db);
  services = await assembleServices(config, database);
  app = await buildApp(config, services, { clientDir: null });
  await app.ready();
  const res = await app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(res.statusCode, res.body).toBe(200);
  doc = res.json() as OpenApiDocument;
});
afterAll(async () => {
  await pool.close();
  await app.close();
  await services.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function resolve(schema: JsonSchema): JsonSchema {
  if (schema.$ref) {
    const name = schema.$ref.replace("#/components/schemas/", "");
    const target = doc.components?.schemas?.[name];
    if (!target) throw new Error(`${schema.$ref} is not described`);
    return resolve(target);
  }
  const object = schema.anyOf?.find((option) => resolve(option).properties);
  return object ? resolve(object) : schema;
}

/** The properties the description gives `extracted_data` in GET /api/results/{id}'s answer. */
function describedExtractedData(): string[] {
  const answer =
    doc.paths["/api/results/{id}"]?.get?.responses?.["200"]?.content?.["application/json"]?.schema;
  if (!answer) throw new Error("GET /api/results/{id} has no described answer");
  const extracted = resolve(answer).properties?.extracted_data;
  if (!extracted) throw new Error("the described answer has no extracted_data");
  return Object.keys(resolve(extracted).properties ?? {});
}

const sorted = (names: Iterable<string>) => [...names].sort();

describe("the figures' field names", () => {
  it("are the same in the engine's reading, the API schema and the OpenAPI description", async () => {
    const reading = await pool.readPdf(new Uint8Array(readFileSync(INVOICE)));
    expect(reading.refusal).toBeNull();
    expect(sorted(Object.keys(reading.figures))).toEqual(sorted(Object.keys(FiguresSchema.shape)));

    const analysis = analyzeFigures(
      await extractInvoice(new Uint8Array(readFileSync(INVOICE)), { pool, llm: null }),
      0.3,
    );
    const apiFields = sorted(Object.keys(ExtractedDataSchema.shape));
    // Every field but the one the review step adds when a visitor confirms the figures beside the page.
    expect(sorted([...Object.keys(analysis), "visitor_review"])).toEqual(apiFields);
    expect(sorted(describedExtractedData())).toEqual(apiFields);
  });

  it("are the API's for the seven amounts, the correctable figures and the months", () => {
    const figures = Object.keys(FiguresSchema.shape);
    for (const names of [MONEY_FIELDS, CORRECTABLE_FIELDS])
      expect(figures).toEqual(expect.arrayContaining([...names]));
    // A month's own counts (how many invoices of one period make it, what credit notes took off it) are the
    // names a single invoice has not.
    const monthOnly = new Set(["invoices", "correction", "credit_notes"]);
    expect(Object.keys(ExtractedDataSchema.shape)).toEqual(
      expect.arrayContaining(Object.keys(ResultMonthSchema.shape).filter((name) => !monthOnly.has(name))),
    );
  });
});
