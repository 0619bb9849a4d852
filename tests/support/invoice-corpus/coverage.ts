import { LANGS } from "./lexicon.ts";

// What the corpus must cover (issue 9's "Done when"), checked over the features each generated invoice records.

const REQUIRED = [
  // Every language the engine reads (src/server/extraction/engine/lexicon/languages), and the bilingual layout.
  ...[...LANGS, "en+fr"].map((l) => `lang:${l}`),
  ...["en", "de", "fr-space", "fr-nbsp", "in", "plain", "ar-indic"].map((n) => `number:${n}`),
  "number-0dp",
  ...["minus", "parens", "trailing", "cr"].map((n) => `negative:${n}`),
  ...["code-before", "code-after", "symbol-before", "symbol-after", "bare"].map((m) => `money:${m}`),
  ...[
    "iso",
    "ymd-slash",
    "dmy-dot",
    "dmy-slash",
    "mdy-slash",
    "d-month-en",
    "month-d-en",
    "mon-d-en",
    "month-d-aws-legacy",
    "dd-mon-yyyy",
    "d-month-de",
    "d-month-fr",
    "d-month-es",
    "d-month-it",
    "d-month-nl",
    "d-month-pt",
    "ymd-kanji",
    "ymd-hangul",
    "ymd-dot-spaced",
    "d-month-pl",
    "d-month-cs",
    "d-month-fi",
    "d-month-sv",
    "d-month-da",
    "d-month-nb",
    "d-month-tr",
    "d-month-el",
    "ymd-month-hu",
    "ymd-dot-hu",
    "d-month-id",
    "d-month-ro",
    "d-month-uk",
    "d-month-ar",
    "d-month-ar-levant",
    "d-month-ar-indic",
  ].map((d) => `date:${d}`),
  ...["natural", "footer-first", "right-first", "bottom-up", "shuffled", "amounts-first"].map(
    (o) => `order:${o}`,
  ),
  ...["split-header", "details-table", "stacked", "letter", "columns", "side-by-side"].map(
    (l) => `layout:${l}`,
  ),
  ...[
    "€",
    "£",
    "¥",
    "US$",
    "CA$",
    "A$",
    "R$",
    "$",
    "￥",
    "円",
    "元",
    "₩",
    "원",
    "zł",
    "kr",
    "Kč",
    "₺",
    "TL",
    "Ft",
    "Rp",
  ].map((symbol) => `symbol:${symbol}`),
  "fullwidth-digits",
  "currency-in-label",
  "dollar-sign-not-usd",
  "doc:credit_note",
  "two-currency-columns",
  "wrapped-labels",
  "ambiguous-date",
  "several-taxes",
  "deductions-as-items",
  ...[
    "balance",
    "savingsNote",
    "secondCurrencyTax",
    "amountInWords",
    "remittance",
    "taxBreakdown",
    "bank",
  ].map((d) => `distractor:${d}`),
];

export function coverageReport(featureSets: string[][]): { text: string; missing: string[] } {
  const counts = new Map<string, number>();
  for (const features of featureSets) {
    const normalised = new Set(features.map((f) => (/^number:.*\/0dp$/.test(f) ? "number-0dp" : f)));
    for (const f of features) if (/^number:/.test(f)) normalised.add(f.replace("/0dp", ""));
    for (const f of normalised) counts.set(f, (counts.get(f) ?? 0) + 1);
  }
  const missing = REQUIRED.filter((f) => !counts.has(f));
  const groups = new Map<string, string[]>();
  for (const [f, n] of [...counts].sort()) {
    const [group = f, value = ""] = f.includes(":") ? f.split(/:(.*)/) : [f, ""];
    groups.set(group, [...(groups.get(group) ?? []), value ? `${value} ${n}` : String(n)]);
  }
  const text = [...groups].map(([g, values]) => `${g}: ${values.join(", ")}`).join("\n");
  return { text, missing };
}
