// What a bare "$" means when the seller's entry does not say: the tax identity printed on the page tells the
// country (a Canadian GST/HST or QST registration, an Australian ABN, a New Zealand GST number). Folded text in.

const TAX_IDENTITIES: Array<[RegExp, string]> = [
  [
    /\bgst\s*\/\s*hst\b|\bhst\s+(?:no|number|reg)|\bqst\s+(?:no|number|reg)|\b\d{9}\s?rt\s?0001\b|\btq\s?0001\b/,
    "CAD",
  ],
  [/\babn\b\s*:?\s*\d{2}\s?\d{3}\s?\d{3}\s?\d{3}\b/, "AUD"],
  [/\bnzbn\b|\bnz\s+gst\b|\bird\s+(?:no|number)\b/, "NZD"],
];

/** The dollar of the country whose tax identity the page prints, or null when it prints none (or several). */
export function dollarFromTaxIdentity(folded: string): string | null {
  const found = new Set(TAX_IDENTITIES.filter(([re]) => re.test(folded)).map(([, code]) => code));
  return found.size === 1 ? ([...found][0] ?? null) : null;
}
