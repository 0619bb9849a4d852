import { type PageModel, type Segment, segmentOffsets } from "../layout/page-model.ts";
import { CUSTOMER_HEADS } from "../lexicon/documents.ts";
import { NON_WORD_CLASS } from "../lexicon/fold-phrase.ts";
import { CATALOGUE, type ProviderCatalogue, SELLERS, type Seller } from "../lexicon/sellers/index.ts";
import { LEGAL_FORMS, type LegalForm } from "../lexicon/sellers/legal-forms.ts";
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

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

// A printed name as a pattern on folded text: its dots and spaces optional ("S.r.l." is also "srl", "Sp. z o.o."
// also "sp z oo").
function printedSource(printed: string, space: string): string {
  return escapeRe(fold(printed)).replace(/\\\./g, "\\.?").replace(/ /g, space);
}

type Form = { form: LegalForm; printed: string; re: RegExp };
const FORMS: Form[] = LEGAL_FORMS.flatMap((form) =>
  form.printed.map((printed) => ({
    form,
    printed,
    re: new RegExp(`^${printedSource(printed, " ?")}$`, "u"),
  })),
).sort((a, b) => b.printed.length - a.printed.length);
const alternation = (forms: Form[]) => forms.map((f) => printedSource(f.printed, " ?")).join("|");
const LATIN_FORMS = FORMS.filter((f) => !CJK.test(f.printed));
// A form that is also a word ("AS", "SA", "AB"; "a.s." is "as" without its dots) ends the name: the line, a wider
// gap or punctuation follows it.
const isWord = (f: Form) => f.form.word || fold(f.printed).replace(/[^a-z]/g, "").length <= 2;
const WORD_FORMS = alternation(LATIN_FORMS.filter(isWord));
const OTHER_FORMS = alternation(LATIN_FORMS.filter((f) => !isWord(f)));
const CJK_FORMS = alternation(FORMS.filter((f) => CJK.test(f.printed)));
const NAME_END = String.raw`(?=[ \t]*(?:\n|$)|[ \t]{2}|[ \t]*[,;:·•|()/–—-])`;
const NOT_AFTER_WORD = String.raw`(?<![\p{L}\p{N}])`;
// The brand starts the name: the line, a column gap or punctuation before it ("Northwind Oracle Consulting GmbH"
// is not Oracle's).
const NAME_START = String.raw`(?<=^|\n|[ \t]{2}|[:·•|,;()"'«»/–—-][ \t]*)`;

type LocalEntityRule = { provider: ProviderCatalogue; latin: RegExp | null; cjk: RegExp };

// "Microsoft Norge AS", "Oracle Czech s.r.o.", "Microsoft Bilgisayar Yazılım Hizmetleri Ltd. Şti.": the brand first,
// up to six words of one name (single spaces: no column gap between), the legal form. "日本マイクロソフト株式会社", "微软(中国)有限公司":
// the brand, a few characters, the form.
const LOCAL_ENTITY_RULES: LocalEntityRule[] = CATALOGUE.filter((p) => (p.brands ?? []).length > 0).map(
  (provider) => {
    const brands = provider.brands ?? [];
    const latin = brands.filter((b) => !CJK.test(b)).map((b) => printedSource(b, " "));
    const any = brands.map((b) => (CJK.test(b) ? "" : NOT_AFTER_WORD) + printedSource(b, "[ ・]?"));
    return {
      provider,
      latin:
        latin.length === 0
          ? null
          : new RegExp(
              String.raw`${NAME_START}(${latin.join("|")})((?:,? [\p{L}\p{N}&'.()-]+){0,6}?),? (?:(${WORD_FORMS})${NAME_END}|(${OTHER_FORMS})(?![\p{L}\p{N}]))`,
              "u",
            ),
      cjk: new RegExp(String.raw`(${any.join("|")})([\p{L}\p{N}・()（）]{0,12}?) ?(${CJK_FORMS})`, "u"),
    };
  },
);

// The country word a CJK company name starts with, before the brand: "日本", "한국".
const CJK_PREFIX = /[\p{Script=Han}\p{Script=Katakana}\p{Script=Hangul}]{1,2}$/u;

const capitalised = (word: string) =>
  word.length <= 2 ? word : (word[0] ?? "").toUpperCase() + word.slice(1);

/** The provider's local company named by its brand and a legal form, when the page is about its cloud. */
function localEntity(rule: LocalEntityRule, identity: string, page: string): Seller | null {
  const { provider } = rule;
  const m = rule.latin?.exec(identity) ?? rule.cjk.exec(identity);
  if (!m) return null;
  if (provider.cloud && !provider.cloud.test(page)) return null;
  const formText = (m[3] ?? m[4] ?? "").trim();
  const found = FORMS.find((f) => fold(f.printed) === formText) ?? FORMS.find((f) => f.re.test(formText));
  const matchedBrand = m[1] ?? "";
  const brand =
    provider.brands?.find((b) => new RegExp(`^${printedSource(b, "[ ・]?")}$`, "u").test(matchedBrand)) ??
    matchedBrand;
  const middle = (m[2] ?? "").trim();
  const form = found?.printed ?? formText;
  // "日本マイクロソフト株式会社" as printed, from the country word before the brand; latin names with their brand's
  // and form's own spelling ("Microsoft Norge AS").
  const name = CJK.test(m[0])
    ? `${CJK_PREFIX.exec(identity.slice(0, m.index))?.[0] ?? ""}${brand}${m[0].slice(matchedBrand.length)}`
    : [brand, ...middle.split(/,? /).filter(Boolean).map(capitalised), form].join(" ");
  const home = found?.form.home;
  return {
    provider: provider.provider,
    name,
    patterns: [new RegExp(escapeRe(m[0]))],
    ...(provider.cloud ? { requires: provider.cloud } : {}),
    dateOrder: found?.form.dateOrder ?? provider.dateOrder,
    ...(home ? { home } : {}),
    ...(provider.accountFormat ? { accountFormat: provider.accountFormat } : {}),
    strength: 2,
  };
}

// Where an issuer prints its name: the page's first lines (letterhead, address block) and its last (footer, legal
// notes, remittance). A cloud named only in between is what the page is about (a purchase order to AWS, a
// consultancy's "AWS cost optimisation"), not who sends it.
function issuerZone(identity: string): string {
  const lines = identity.split("\n");
  const head = Math.max(6, Math.ceil(lines.length * 0.25));
  const foot = Math.max(3, Math.ceil(lines.length * 0.12));
  return lines.filter((_, i) => i < head || i >= lines.length - foot).join("\n");
}

function namedInZone(seller: Seller, identity: string): boolean {
  const zone = issuerZone(identity);
  if (zone.length === identity.length) return true;
  return [seller, ...SELLERS.filter((s) => s.provider === seller.provider)].some((s) =>
    s.patterns.some((re) => re.test(zone)),
  );
}

/**
 * The issuer named on the page: the strongest identity found (a legal entity beats a brand or a domain), when
 * its provider is named in the page's first or last lines. All
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
  let byName = false;
  for (const seller of SELLERS) {
    if (best && best.strength >= seller.strength) continue;
    const named = seller.patterns.some(
      (re) => re.test(identity) && (seller.strength === 2 || re.test(brandText())),
    );
    if (!named && !seller.labels?.some((re) => re.test(page))) continue;
    if (seller.requires && !seller.requires.test(page)) continue;
    best = seller;
    byName = named;
  }
  if (best?.strength !== 2) {
    // A provider's local company the catalogue does not list by name: its brand and a legal form.
    for (const rule of LOCAL_ENTITY_RULES) {
      const entity = localEntity(rule, identity, page);
      if (entity) {
        [best, byName] = [entity, true];
        break;
      }
    }
  }
  return best && byName && !namedInZone(best, identity) ? null : best;
}
