import { SELLERS, type Seller } from "../lexicon/sellers.ts";

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
