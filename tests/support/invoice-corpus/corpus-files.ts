// Every file of the fixed corpus, in memory: generated invoices, hand-made ones, refusals and the real decoys.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { generateInvoice } from "./generate.ts";
import { handmade } from "./handmade.ts";
import { ITEM_LAYOUTS, PageOverflowError } from "./layouts.ts";
import { lookAlikes } from "./lookalikes.ts";
import { corpusPlan } from "./plan.ts";
import { refusals } from "./refusals.ts";
import { traps } from "./traps.ts";

export const DECOYS_DIR = "/work/shared/invoices/decoys/";

export type CorpusFile = {
  name: string;
  pdf: Uint8Array;
  expected: Record<string, unknown>;
  features: string[];
};

export function generatedCorpus(): CorpusFile[] {
  const files: CorpusFile[] = [];
  for (const planned of corpusPlan()) {
    let file: CorpusFile | undefined;
    for (let bump = 0; bump < 25 && !file; bump++) {
      try {
        const g = generateInvoice({ ...planned.spec, seed: planned.spec.seed + bump });
        const meta = {
          seller: g.content.seller.id,
          language: g.content.langTag,
          features: g.content.features,
        };
        // Issue 25: each printed service row with its true category, from the generator's own choice of services.
        const breakdown = ITEM_LAYOUTS.has(g.content.layout) ? { _breakdown: g.content.serviceRows } : {};
        file = {
          name: planned.name,
          pdf: g.pdf,
          expected: { ...g.truth, ...breakdown, _corpus: meta },
          features: g.content.features,
        };
      } catch (error) {
        if (!(error instanceof PageOverflowError)) throw error;
      }
    }
    if (!file) throw new Error(`${planned.name}: does not fit on a page`);
    files.push(file);
  }
  for (const h of [...handmade(), ...traps()]) {
    const seller = h.features.find((f) => f.startsWith("seller:"))?.slice(7);
    const language = h.features.find((f) => f.startsWith("lang:"))?.slice(5);
    files.push({
      name: h.name,
      pdf: h.pdf,
      expected: {
        ...h.truth,
        ...(h.serviceRows ? { _breakdown: h.serviceRows } : {}),
        _corpus: { seller, language, what: h.what, features: h.features },
      },
      features: h.features,
    });
  }
  for (const r of [...refusals(), ...lookAlikes()]) {
    files.push({
      name: `refuse-${r.name}`,
      pdf: r.pdf,
      expected: { rejected: "unsupported", _corpus: { what: r.what } },
      features: [],
    });
  }
  return files;
}

/** The real decoys (copied byte for byte); empty where the shared folder is not there. */
export function decoyCorpus(): CorpusFile[] {
  if (!existsSync(DECOYS_DIR)) return [];
  return readdirSync(DECOYS_DIR)
    .filter((n) => n.endsWith(".pdf"))
    .map((name) => ({
      name: `refuse-real-${name.replace(/\.pdf$/, "")}`,
      pdf: new Uint8Array(readFileSync(`${DECOYS_DIR}${name}`)),
      expected: {
        rejected: "unsupported",
        _corpus: { what: `real decoy ${name} (see shared/invoices/decoys/SOURCES.md)` },
      },
      features: [],
    }));
}

export const expectedJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
