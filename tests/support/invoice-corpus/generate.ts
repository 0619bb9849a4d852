// seed or spec -> page runs -> PDF + truth.
import { writePdf } from "../invoice-generator/pdf-writer.ts";
import { buildContent, type Content, type InvoiceSpec } from "./document.ts";
import { layOut, PageOverflowError } from "./layouts.ts";
import { DISTRACTORS, type Truth } from "./model.ts";
import { streamOrder } from "./orders.ts";
import { Rng } from "./random.ts";
import { SELLERS } from "./sellers.ts";
import type { Run } from "./sheet.ts";

export type Generated = { spec: InvoiceSpec; content: Content; runs: Run[]; pdf: Uint8Array; truth: Truth };

export function generateInvoice(spec: InvoiceSpec): Generated {
  const content = buildContent(spec);
  const runs = streamOrder(layOut(content), content.order);
  const placements = runs.map(({ x, y, text, size }) => ({ x, y, text, size }));
  const pdf = writePdf(placements, { shuffleSeed: content.order === "shuffled" ? spec.seed : undefined });
  return { spec, content, runs, pdf, truth: content.truth };
}

/**
 * A random spec: sellers in turn (every seller equally often over consecutive seeds), random distractors; the
 * rest (language, layout, order, formats, figures) is chosen by buildContent from the seed.
 */
export function randomSpec(seed: number): InvoiceSpec {
  const r = new Rng(seed * 31 + 7);
  const seller = SELLERS[
    (((seed - 1) % SELLERS.length) + SELLERS.length) % SELLERS.length
  ] as (typeof SELLERS)[number];
  return {
    seed,
    seller: seller.id,
    distractors: DISTRACTORS.filter(() => r.chance(0.18)),
    deductionsAsItems: seller.provider === "GCP" && r.chance(0.3),
  };
}

/** The invoice of a round-trip seed; a spec whose content does not fit on one page is drawn again. */
export function generateFromSeed(seed: number): Generated {
  for (let attempt = 0; attempt < 20; attempt++) {
    const spec = randomSpec(seed + attempt * 100_003);
    try {
      return generateInvoice({ ...spec, seed: seed + attempt * 100_003 });
    } catch (error) {
      if (!(error instanceof PageOverflowError)) throw error;
    }
  }
  throw new Error(`seed ${seed}: no spec fits on a page`);
}
