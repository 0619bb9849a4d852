// Writes tests/fixtures/producers/: every plan of plans.ts printed by its producer, then its expected JSON.
// `npx tsx tests/support/producer-invoices/generate.ts [name-or-producer ...]` (all when none is given).
import { copyFileSync, renameSync } from "node:fs";
import { join } from "node:path";
import { pdfPath, run, scratch, writeExpected } from "./common.ts";
import { buildInvoice, type Producer, type ProducerInvoice } from "./invoices.ts";
import { PLANS } from "./plans.ts";

type Render = (inv: ProducerInvoice, out: string, dir: string) => void | Promise<void>;

const RENDERERS: Record<Producer, () => Promise<{ render: Render }>> = {
  groff: () => import("./groff.ts"),
  "ghostscript-ps": () => import("./postscript.ts"),
  enscript: () => import("./enscript.ts"),
  libreoffice: () => import("./libreoffice.ts"),
  pdftex: () => import("./pdftex.ts"),
  cairo: () => import("./cairo.ts"),
  rsvg: () => import("./rsvg.ts"),
  wkhtmltopdf: () => import("./wkhtmltopdf.ts"),
  weasyprint: () => import("./weasyprint.ts"),
  fop: () => import("./fop.ts"),
  "tesseract-ocr": () => import("./tesseract.ts"),
  chromium: () => import("./chromium.ts"),
};

// Some files are rewritten the way PDF tools in a billing pipeline do: object streams (PDF 1.5 compressed
// cross-reference) or linearised for the web ("fast web view").
function postProcess(index: number, out: string, dir: string): string[] {
  const tmp = join(dir, "post.pdf");
  if (index % 4 === 1) {
    run("qpdf", ["--object-streams=generate", "--deterministic-id", out, tmp]);
    renameSync(tmp, out);
    return ["object streams (qpdf)"];
  }
  if (index % 4 === 3) {
    run("qpdf", ["--linearize", "--object-streams=generate", "--deterministic-id", out, tmp]);
    renameSync(tmp, out);
    return ["linearised (qpdf)"];
  }
  return [];
}

const wanted = process.argv.slice(2);
let index = 0;
for (const plan of PLANS) {
  if (wanted.length > 0 && !wanted.includes(plan.name) && !wanted.includes(plan.producer)) continue;
  // Seeded by the name: adding a plan changes no other invoice.
  let seed = 20_260;
  for (const ch of plan.name) seed = (Math.imul(seed, 31) + (ch.codePointAt(0) ?? 0)) >>> 0;
  const invoice = buildInvoice(plan, seed);
  const { dir, done } = scratch();
  try {
    const out = join(dir, "out.pdf");
    await (await RENDERERS[plan.producer]()).render(invoice, out, dir);
    const post = postProcess(seed, out, dir);
    copyFileSync(out, pdfPath(invoice));
    writeExpected(invoice, post);
    console.log(`${plan.name}: ok${post.length ? ` (${post.join(", ")})` : ""}`);
    index++;
  } catch (error) {
    console.error(`${plan.name}: FAILED ${(error as Error).message.slice(0, 400)}`);
    process.exitCode = 1;
  } finally {
    done();
  }
}
console.log(`${index} invoices written`);
