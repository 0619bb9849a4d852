import { afterAll, describe, expect, it } from "vitest";
import { createPdfTextPool } from "#server/extraction/pdf/pdf-text.ts";
import { analyzeFigures } from "#shared/savings/analyze-figures.ts";
import { analyzeInvoice } from "#tests/support/analyze-invoice.ts";
import { comparable } from "#tests/support/comparable-extraction.ts";
import { knownExtraction } from "#tests/support/invoice-generator/model.ts";
import { seededRandom, writePdf } from "#tests/support/invoice-generator/pdf-writer.ts";
import { randomFigures } from "#tests/support/invoice-generator/random-figures.ts";
import { LAYOUTS } from "#tests/support/invoice-generator/variants.ts";

// 40 seeds per layout passed when this was written; 12 keep the suite quick.
const SEEDS = Array.from({ length: 12 }, (_, i) => i + 1);
const pool = createPdfTextPool({ size: 2 });
afterAll(() => pool.close());

describe("every layout round-trips random figures (generated PDF -> extracted_data)", () => {
  const cases = LAYOUTS.flatMap((layout) => SEEDS.map((seed) => [layout.name, seed, layout] as const));
  it.each(cases)("%s, seed %i", async (_name, seed, layout) => {
    const { placements, known } = layout.build(randomFigures(seededRandom(seed * 7919), layout));
    const pdf = writePdf(placements, { shuffleSeed: seed % 2 === 0 ? seed : undefined });
    const expected = analyzeFigures(knownExtraction(known), 0.2);
    expect(comparable(await analyzeInvoice(pdf, { pool, llm: null, estimatedEsr: 0.2 }))).toEqual(
      comparable(expected),
    );
  });
});
