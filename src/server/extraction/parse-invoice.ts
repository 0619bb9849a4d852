import { DEFAULT_CURRENCY } from "#shared/limits.ts";
import type { InvoiceSummaryItem } from "#shared/schemas/extracted-data.ts";
import { detectProvider, type ProviderName, providerFromHint } from "./detect-provider.ts";
import { parseAwsLegacy } from "./parsers/aws-legacy.ts";
import { parseAwsModern } from "./parsers/aws-modern.ts";
import { parseAzure } from "./parsers/azure.ts";
import { parseDigitalOcean } from "./parsers/digitalocean.ts";
import { parseGcp } from "./parsers/gcp.ts";
import { parseHetzner } from "./parsers/hetzner.ts";
import { parseIbm } from "./parsers/ibm.ts";
import { parseOracle } from "./parsers/oracle.ts";
import type { InvoiceParser, LocalExtraction, ParsedFields } from "./parsers/types.ts";

const PARSERS: Record<ProviderName, InvoiceParser[]> = {
  AWS: [parseAwsModern, parseAwsLegacy],
  GCP: [parseGcp],
  Azure: [parseAzure],
  DigitalOcean: [parseDigitalOcean],
  Hetzner: [parseHetzner],
  Oracle: [parseOracle],
  IBM: [parseIbm],
  Unknown: [],
};

const EMPTY: ParsedFields = {
  accountNumber: null,
  invoiceNumber: null,
  invoiceDate: null,
  invoiceSummary: [],
  serviceCharges: null,
  totalCharges: null,
  savingsPlan: null,
  discount: null,
  credits: null,
  netCharges: null,
  vat: null,
  currency: null,
};

// Spec §5: duplicate summary lines (same description, amount and currency) are removed.
function dedupe(items: InvoiceSummaryItem[]): InvoiceSummaryItem[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = JSON.stringify([item.description, item.amount, item.currency]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function hasFigures(fields: ParsedFields): boolean {
  return fields.totalCharges !== null || fields.netCharges !== null;
}

function runParsers(parsers: InvoiceParser[], lines: string[]): ParsedFields {
  let fallback: ParsedFields | null = null;
  for (const parse of parsers) {
    const fields = parse(lines);
    if (fields && hasFigures(fields)) return fields;
    fallback ??= fields;
  }
  return fallback ?? EMPTY;
}

/**
 * Spec §4 step 2: page-1 text to the local extraction result. The provider comes from the text; the
 * visitor's choice (`providerHint`) is used only when the text names none.
 */
export function parseInvoiceText(text: string, providerHint?: string): LocalExtraction {
  const detected = detectProvider(text);
  const provider = detected === "Unknown" ? providerFromHint(providerHint) : detected;
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
  const fields = runParsers(PARSERS[provider], lines);
  return {
    ...fields,
    text,
    provider,
    invoiceSummary: dedupe(fields.invoiceSummary),
    currency: fields.currency ?? DEFAULT_CURRENCY,
    unsupportedInvoice: !hasFigures(fields),
  };
}
