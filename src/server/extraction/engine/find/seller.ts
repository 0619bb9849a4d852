import { type PageModel, type Segment, segmentOffsets } from "../layout/page-model.ts";
import { CUSTOMER_HEADS } from "../lexicon/documents.ts";
import { NON_WORD_CLASS } from "../lexicon/fold-phrase.ts";
import { SELLERS, type Seller } from "../lexicon/sellers.ts";
import { fold } from "../read/fold.ts";

// "Bill to", "Kunde:", "Facturé à : ..." on their own or before a colon; not "Customer number" or "Client ID".
const HEAD_RE = new RegExp(
  `^\\s*(?:${CUSTOMER_HEADS.map((p) => p.replace(/ /g, `${NON_WORD_CLASS}+`)).join("|")})(?:(?!:)${NON_WORD_CLASS})*(?::.*)?$`,
  "v",
);

// A line with an amount on it is a line item or a total: a cloud brand named there is what was bought or what a
// service runs on ("Managed WordPress (runs on Google Cloud Platform)"), not who issued the invoice.
const AMOUNT_LINE = /\d[.,]\d{2}(?!\d)/;

// The first words of the customer heads: most segments are ruled out by their first word alone.
const HEAD_FIRST_WORDS = new Set(CUSTOMER_HEADS.map((p) => p.split(" ")[0]));

function isCustomerHead(text: string): boolean {
  const folded = fold(text).trimStart();
  const end = folded.search(/[^\p{L}]/u);
  if (!HEAD_FIRST_WORDS.has(end < 0 ? folded : folded.slice(0, end))) return false;
  return HEAD_RE.test(folded);
}

/** The page's text for finding its issuer, folded (see `sellerTexts`). */
export type SellerTexts = { identity: string; brands: () => string };

/**
 * The page's text for finding its issuer, folded. `identity`: without the customer's block (a head such as "Bill to"
 * or "Kunde:", what follows it on its segment, and the lines under it that overlap it, up to the first wider
 * gap), so a cloud company named as the customer does not make its supplier's invoice a cloud invoice.
 * `brands`: the same without the lines that carry amounts, for brand names and domains, which unlike a legal
 * entity are also printed in the descriptions of what was bought (built only when a brand is named at all).
 * `folded` is the page's folded `modelText`, which `identity` is when there is no customer block.
 */
export function sellerTexts(page: PageModel, folded: string): SellerTexts {
  const skip = new Set<Segment>();
  const lines = page.lines;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as (typeof lines)[number];
    for (const head of line.segments) {
      if (!isCustomerHead(head.text)) continue;
      skip.add(head);
      let y = line.y;
      for (let k = i + 1; k < lines.length && k <= i + 6; k++) {
        const next = lines[k];
        if (!next || y - next.y > Math.max(next.size, head.size) * 1.8) break;
        let found = false;
        for (const s of next.segments) {
          if (s.x0 <= head.x1 && s.x1 >= head.x0) {
            skip.add(s);
            found = true;
          }
        }
        if (!found) break;
        y = next.y;
      }
    }
  }
  // `folded` is the page's text folded (modelText), and folding keeps lengths: blanking the customer's block and
  // the amount lines costs no refolding.
  let offsets: Map<Segment, number> | null = null;
  const blanked = (segments: Segment[]) => {
    offsets ??= segmentOffsets(page);
    const ranges = segments
      .map((s): [number, number] => {
        const at = offsets?.get(s) ?? 0;
        return [at, at + s.text.length];
      })
      .sort((a, b) => a[0] - b[0]);
    let out = "";
    let at = 0;
    for (const [start, end] of ranges) {
      out += folded.slice(at, start) + " ".repeat(end - start);
      at = end;
    }
    return out + folded.slice(at);
  };
  let brands: string | null = null;
  return {
    identity: skip.size === 0 ? folded : blanked([...skip]),
    brands: () =>
      (brands ??= blanked([
        ...skip,
        ...page.lines
          .filter((line) => line.segments.some((s) => AMOUNT_LINE.test(s.text)))
          .flatMap((line) => line.segments.filter((s) => !skip.has(s))),
      ])),
  };
}

/**
 * The issuer named on the page: the strongest identity found (a legal entity beats a brand or a domain). All
 * texts folded: `identity` for legal entities, `brands` for brand names and domains (a part of `identity`),
 * `page` (the whole page) for the summary labels only one seller prints and for the cloud markers a generic
 * corporate name needs.
 */
export function findSeller(
  identity: string,
  brands: string | (() => string) = identity,
  page = identity,
): Seller | null {
  const brandText = typeof brands === "string" ? () => brands : brands;
  let best: Seller | null = null;
  for (const seller of SELLERS) {
    if (best && best.strength >= seller.strength) continue;
    const named = seller.patterns.some(
      (re) => re.test(identity) && (seller.strength === 2 || re.test(brandText())),
    );
    if (!named && !seller.labels?.some((re) => re.test(page))) continue;
    if (seller.requires && !seller.requires.test(page)) continue;
    best = seller;
  }
  return best;
}
