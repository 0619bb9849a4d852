// seed or spec -> page runs -> PDF + truth.
import { writePdf } from "../invoice-generator/pdf-writer.ts";
import { buildContent, type Content, type InvoiceSpec } from "./document.ts";
import { layOut, PageOverflowError } from "./layouts.ts";
import { textWidth } from "./metrics.ts";
import { DISTRACTORS, type Truth } from "./model.ts";
import { streamOrder } from "./orders.ts";
import { Rng } from "./random.ts";
import { SELLERS } from "./sellers.ts";
import type { Run } from "./sheet.ts";

export type Generated = { spec: InvoiceSpec; content: Content; runs: Run[]; pdf: Uint8Array; truth: Truth };

// Full-width digits and separators widen an amount; right-aligned amounts keep their right edge.
// An amount that would then run into the text before it on its line (a currency code column) stays as it was.
function fullWidthAmounts(runs: Run[]): Run[] {
  return runs.map((run) => {
    if (!run.amount) return run;
    const text = run.text.replace(/[0-9,.]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    const size = run.size ?? 9;
    const x = Math.round((run.x - (textWidth(text, size) - textWidth(run.text, size))) * 100) / 100;
    const collides = runs.some(
      (o) =>
        o !== run &&
        Math.abs(o.y - run.y) < 1 &&
        o.x < run.x &&
        o.x + textWidth(o.text, o.size ?? 9) > x - size * 0.8,
    );
    return collides ? run : { ...run, text, x };
  });
}

// Right-to-left languages are set from the right edge: each run keeps its width, placed as in a mirror (labels at
// the right, amounts to their left). The PDF writer draws their glyphs in visual order.
const PAGE_WIDTH = 612;
function mirrored(runs: Run[]): Run[] {
  return runs.map((run) => ({
    ...run,
    x: Math.round((PAGE_WIDTH - run.x - textWidth(run.text, run.size ?? 9)) * 100) / 100,
  }));
}

/** How the PDF writer draws the page (the round trip varies it; the fixed corpus keeps the plain writer). */
export type WriterVariant = { compress?: boolean };

export function generateInvoice(spec: InvoiceSpec, writer: WriterVariant = {}): Generated {
  const content = buildContent(spec);
  const wide =
    spec.fullWidthDigits ??
    ((content.langTag === "ja" || content.langTag === "zh") && new Rng(spec.seed ^ 0x2545f491).chance(0.35));
  const laidOut = content.lang === "ar" ? mirrored(layOut(content)) : layOut(content);
  const widened = wide ? fullWidthAmounts(laidOut) : laidOut;
  if (widened.some((run, i) => run !== laidOut[i])) content.features.push("fullwidth-digits");
  const runs = streamOrder(widened, content.order);
  const placements = runs.map(({ x, y, text, size }) => ({ x, y, text, size }));
  const pdf = writePdf(placements, {
    shuffleSeed: content.order === "shuffled" ? spec.seed : undefined,
    compress: writer.compress,
    rightToLeft: content.lang === "ar",
  });
  return { spec, content, runs, pdf, truth: content.truth };
}

/**
 * A random spec: sellers in turn (every seller equally often over consecutive seeds), each round of sellers in the
 * next of each seller's languages (so a window of a few rounds draws every language), random distractors; the rest
 * (layout, order, formats, figures) is chosen by buildContent from the seed.
 */
export function randomSpec(seed: number): InvoiceSpec {
  const r = new Rng(seed * 31 + 7);
  const turn = (((seed - 1) % SELLERS.length) + SELLERS.length) % SELLERS.length;
  const round = Math.floor((seed - 1 - turn) / SELLERS.length);
  const seller = SELLERS[turn] as (typeof SELLERS)[number];
  return {
    seed,
    seller: seller.id,
    lang: seller.langs[(((round + seed) % seller.langs.length) + seller.langs.length) % seller.langs.length],
    distractors: DISTRACTORS.filter(() => r.chance(0.18)),
    deductionsAsItems: seller.provider === "GCP" && r.chance(0.3),
  };
}

/** The invoice of a round-trip seed; a spec whose content does not fit on one page is drawn again. */
export function generateFromSeed(seed: number): Generated {
  for (let attempt = 0; attempt < 20; attempt++) {
    const spec = randomSpec(seed + attempt * 100_003);
    try {
      // The writer's variants: a Flate-compressed content stream or a plain one (runs outside WinAnsi are drawn
      // in the writer's Type0 font whichever is chosen).
      const compress = new Rng(seed * 7 + 3).chance(0.5);
      return generateInvoice({ ...spec, seed: seed + attempt * 100_003 }, { compress });
    } catch (error) {
      if (!(error instanceof PageOverflowError)) throw error;
    }
  }
  throw new Error(`seed ${seed}: no spec fits on a page`);
}
