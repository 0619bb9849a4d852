// cairo (Debian's python3-cairo): see cairo_invoice.py. A page drawn turned a quarter is then marked /Rotate 90 by
// qpdf, as a scanning or imposition step does, so a viewer shows it upright.
import { renameSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { run } from "./common.ts";
import type { ProducerInvoice } from "./invoices.ts";

const SCRIPT = fileURLToPath(new URL("./cairo_invoice.py", import.meta.url));

export function render(inv: ProducerInvoice, out: string, dir: string): void {
  const input = JSON.stringify({
    lang: inv.lang,
    traits: inv.traits,
    title: inv.title,
    seller: inv.seller.lines,
    header: inv.header,
    billTo: inv.billTo,
    description: inv.words.description,
    amount: inv.words.amount,
    services: inv.services,
    summary: inv.summary,
    note: inv.note,
  });
  run("/usr/bin/python3", [SCRIPT, out], { input });
  if (inv.traits.some((t) => t.includes("rotated"))) {
    run("qpdf", ["--rotate=+90:1", out, join(dir, "rotated.pdf")]);
    renameSync(join(dir, "rotated.pdf"), out);
  }
}
