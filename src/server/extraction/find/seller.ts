import type { PageModel, Segment } from "../layout/page-model.ts";
import { CUSTOMER_HEADS } from "../lexicon/documents.ts";
import { SELLERS, type Seller } from "../lexicon/sellers.ts";
import { fold } from "../read/fold.ts";

// "Bill to", "Kunde:", "Facturé à : ..." on their own or before a colon; not "Customer number" or "Client ID".
const HEAD_RE = new RegExp(
  `^(?:${CUSTOMER_HEADS.map((p) => p.replace(/ /g, "[^a-z0-9]+")).join("|")})[^a-z0-9:]*(?::.*)?$`,
);

// A line with an amount on it is a line item or a total: a cloud brand named there is what was bought or what a
// service runs on ("Managed WordPress (runs on Google Cloud Platform)"), not who issued the invoice.
const AMOUNT_LINE = /\d[.,]\d{2}(?!\d)/;

/**
 * The page's text for finding its issuer. `identity`: without the customer's block (a head such as "Bill to"
 * or "Kunde:", what follows it on its segment, and the lines under it that overlap it, up to the first wider
 * gap), so a cloud company named as the customer does not make its supplier's invoice a cloud invoice.
 * `brands`: the same without the lines that carry amounts, for brand names and domains, which unlike a legal
 * entity are also printed in the descriptions of what was bought.
 */
export function sellerTexts(page: PageModel): { identity: string; brands: string } {
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
  const identity: string[] = [];
  const brands: string[] = [];
  for (const line of page.lines) {
    const text = line.segments
      .filter((s) => !skip.has(s))
      .map((s) => s.text)
      .join("   ");
    identity.push(text);
    if (!line.segments.some((s) => AMOUNT_LINE.test(s.text))) brands.push(text);
  }
  return {
    identity: [...identity, ...page.rotated].join("\n"),
    brands: [...brands, ...page.rotated].join("\n"),
  };
}

/**
 * The issuer named on the page: the strongest identity found (a legal entity beats a brand or a domain). All
 * texts folded: `identity` for legal entities, `brands` for brand names and domains, `page` (the whole page)
 * for the summary labels only one seller prints and for the cloud markers a generic corporate name needs.
 */
export function findSeller(identity: string, brands = identity, page = identity): Seller | null {
  let best: Seller | null = null;
  for (const seller of SELLERS) {
    if (best && best.strength >= seller.strength) continue;
    const text = seller.strength === 2 ? identity : brands;
    if (!seller.patterns.some((re) => re.test(text)) && !seller.labels?.some((re) => re.test(page))) continue;
    if (seller.requires && !seller.requires.test(page)) continue;
    best = seller;
  }
  return best;
}
