import type { PageModel, Segment } from "../layout/page-model.ts";
import { CUSTOMER_HEADS } from "../lexicon/documents.ts";
import { SELLERS, type Seller } from "../lexicon/sellers.ts";
import { fold } from "../read/fold.ts";

// "Bill to", "Kunde:", "Facturé à : ..." on their own or before a colon; not "Customer number" or "Client ID".
const HEAD_RE = new RegExp(
  `^(?:${CUSTOMER_HEADS.map((p) => p.replace(/ /g, "[^a-z0-9]+")).join("|")})[^a-z0-9:]*(?::.*)?$`,
);

/**
 * The page's text without the customer's block: a head such as "Bill to" or "Kunde:", what follows it on its
 * segment, and the lines under it that overlap it, up to the first wider gap. Who issued the invoice is read from
 * this text, so a cloud company named as the customer does not make its supplier's invoice a cloud invoice.
 */
export function sellerText(page: PageModel): string {
  const skip = new Set<Segment>();
  page.lines.forEach((line, i) => {
    for (const head of line.segments) {
      if (!HEAD_RE.test(fold(head.text).trim())) continue;
      skip.add(head);
      let y = line.y;
      for (let k = i + 1; k < page.lines.length && k <= i + 6; k++) {
        const next = page.lines[k];
        if (!next || y - next.y > Math.max(next.size, head.size) * 1.8) break;
        const inBlock = next.segments.filter((s) => s.x0 <= head.x1 && s.x1 >= head.x0);
        if (inBlock.length === 0) break;
        for (const s of inBlock) skip.add(s);
        y = next.y;
      }
    }
  });
  return [
    ...page.lines.map((line) =>
      line.segments
        .filter((s) => !skip.has(s))
        .map((s) => s.text)
        .join("   "),
    ),
    ...page.rotated,
  ].join("\n");
}

/** The issuer named on the page: the strongest identity found (a legal entity beats a brand or a domain). */
export function findSeller(foldedPage: string): Seller | null {
  let best: Seller | null = null;
  for (const seller of SELLERS) {
    if (best && best.strength >= seller.strength) continue;
    if (!seller.patterns.some((re) => re.test(foldedPage))) continue;
    if (seller.requires && !seller.requires.test(foldedPage)) continue;
    best = seller;
  }
  return best;
}
