/**
 * How many decimals amounts in a currency have, for reading an invoice and for showing its figures: one table, so
 * a reading and its display never disagree. The minor units are ISO 4217's (BHD, KWD, OMR 3; JPY, KRW 0) where
 * currencies are used as ISO says, and the common-use digits where they are not: HUF, IDR, COP, PKR (as Intl's
 * en-US currency style shows them) and TWD (its invoices print whole dollars) have none. Every other code has 2.
 */
const DECIMALS: ReadonlyMap<string, number> = new Map([
  ...[
    "AFN ALL BIF CLP COP DJF GNF HUF IDR IQD IRR ISK JPY KMF KPW KRW LAK LBP MGA MMK PKR PYG RWF SLL SOS SYP",
    "TWD UGX VND VUV XAF XOF XPF YER",
  ]
    .join(" ")
    .split(" ")
    .map((code) => [code, 0] as const),
  ...["BHD", "JOD", "KWD", "LYD", "OMR", "TND"].map((code) => [code, 3] as const),
]);

/** currencyDecimals("USD") === 2, ("JPY") === 0, ("BHD") === 3; 2 for a code the table does not list. */
export function currencyDecimals(currency: string): number {
  return DECIMALS.get(currency.toUpperCase()) ?? 2;
}
