import { currencyDecimals } from "#shared/format/currency-decimals.ts";
import { LLM_OVERALL_TIMEOUT_MS } from "#shared/limits.ts";
import {
  MSG_LLM_FIGURES_UNVERIFIED,
  MSG_LLM_TIMEOUT,
  MSG_LOCAL_EXTRACTION_INCOMPLETE,
} from "#shared/messages/analysis.ts";
import type { ExtractedData, Provenance, ProvenanceField } from "#shared/schemas/extracted-data.ts";
import type { LocalExtraction } from "./engine/local-extraction.ts";
import { printedAmounts, type SecondReading, verifySecondReading } from "./engine/verify-figures.ts";
import { InvoiceRejectedError } from "./errors.ts";
import { extractWithLlm, type LlmConfig, type LlmExtraction, LlmFallbackError } from "./llm-fallback.ts";
import type { PdfTextPool } from "./pdf/pdf-text.ts";
import { toExtractedData } from "./to-extracted-data.ts";

export { InvoiceRejectedError, PdfReadError } from "./errors.ts";
export type { LlmConfig } from "./llm-fallback.ts";

export type AnalyzeInvoiceOptions = {
  pool: PdfTextPool;
  llm: LlmConfig | null;
  estimatedEsr: number | null;
  providerHint?: string;
  fetchImpl?: typeof fetch;
  /** The visitor's choice of provider. The issuer is read from the invoice itself; kept for callers' logs. */
  /** Told when the local result is incomplete and the fallback is asked (catalogue message). */
  onFallbackStart?: (message: string) => void;
  /** Told why the fallback was not used (catalogue message); the local result is kept either way. */
  onFallbackError?: (message: string) => void;
  /** Overrides of the docs/product.md#limits limits (20 s per request, 30 s overall), for tests. */
  llmTimeouts?: { requestMs?: number; overallMs?: number };
};

function needsFallback(local: LocalExtraction): boolean {
  return !local.accountNumber && !local.invoiceNumber && !local.invoiceDate;
}

const MONEY_FIELDS = [
  ["total_charges", "totalCharges"],
  ["credits", "credits"],
  ["discount", "discount"],
  ["savings_plan", "savingsPlan"],
  ["net_charges", "netCharges"],
  ["vat", "vat"],
  ["service_charges", "serviceCharges"],
] as const satisfies ReadonlyArray<readonly [ProvenanceField, keyof SecondReading]>;

/** Read below high: a summary figure the engine is not sure of. */
function unsure(local: LocalExtraction): boolean {
  return MONEY_FIELDS.some(([field]) => {
    const p = local.provenance[field];
    return p !== undefined && p.confidence !== "high";
  });
}

/** Who a second reader is for: an invoice whose figures the engine could not read, or read below high. */
function wantsSecondReader(local: LocalExtraction): boolean {
  if (local.unsupportedInvoice) return local.refusal === "figures";
  return needsFallback(local) || unsure(local);
}

function mergeIds(local: LocalExtraction, llm: LlmExtraction): LocalExtraction {
  const provenance = { ...local.provenance };
  const fromModel = (field: "account_number" | "invoice_number" | "invoice_date", value: string | null) => {
    if (value)
      provenance[field] = {
        text: `${value} (read by the language model)`,
        page: 1,
        box: [0, 0, 0, 0],
        confidence: "low",
      };
  };
  // docs/product.md#validation: the identifying fields are the model's, at low confidence.
  const { accountNumber, invoiceNumber } = llm;
  fromModel("account_number", accountNumber);
  fromModel("invoice_number", invoiceNumber);
  fromModel("invoice_date", llm.invoiceDate);
  return {
    ...local,
    provider: local.provider === "Unknown" ? llm.provider : local.provider,
    accountNumber,
    invoiceNumber,
    invoiceDate: llm.invoiceDate,
    invoiceSummary:
      local.invoiceSummary.length > 0
        ? local.invoiceSummary
        : llm.invoiceSummary.map((item) => ({ ...item, currency: llm.currency ?? local.currency })),
    provenance,
  };
}

const money = (value: number) => value.toFixed(2);

/** The printed line an amount stands on, for a figure the model read. */
function lineOf(local: LocalExtraction, value: number): string | null {
  const printed = (line: string) => printedAmounts([line]).has(Math.round(value * 100));
  return (local.lines ?? []).find(printed)?.replace(/^-?\d+,-?\d+: /, "") ?? null;
}

/** The model's figures, verified against the page, in place of a refusal: medium at most, and said so. */
function fromSecondReader(
  local: LocalExtraction,
  llm: LlmExtraction,
  figures: SecondReading,
  derivedNet: boolean,
) {
  const provenance: Provenance = { ...local.provenance };
  for (const [field, key] of MONEY_FIELDS) {
    const value = figures[key];
    if (value === null || value === 0) continue;
    const derived = field === "net_charges" && derivedNet;
    provenance[field] = {
      text: derived
        ? `Charges minus deductions, equal to the amount due minus tax (read by the language model): ${money(value)}`
        : `${lineOf(local, value) ?? money(value)} (read by the language model, checked against the page)`,
      page: 1,
      box: [0, 0, 0, 0],
      confidence: "medium",
      ...(derived ? { derived: true } : {}),
    };
  }
  const currency = llm.currency && /^[A-Z]{3}$/.test(llm.currency) ? llm.currency : local.currency;
  return {
    ...local,
    ...figures,
    currency,
    invoiceSummary: llm.invoiceSummary.map((item) => ({ ...item, currency })),
    unsupportedInvoice: false,
    refusal: undefined,
    provenance,
  } satisfies LocalExtraction;
}

/**
 * What a verified second reading does to the engine's: a refusal becomes the model's figures when every one is
 * printed and the equations hold; a reading below high stands, and a figure the model reads otherwise (with
 * figures that also stand on the page) is marked low. Unverified figures change nothing.
 */
function applySecondReader(local: LocalExtraction, llm: LlmExtraction, options: AnalyzeInvoiceOptions) {
  const base = needsFallback(local) ? mergeIds(local, llm) : local;
  const unit = 10 ** -currencyDecimals(local.currency);
  const verdict = verifySecondReading(llm.figures, local.lines ?? [], unit);
  if (!verdict.ok) {
    if (local.unsupportedInvoice || unsure(local)) options.onFallbackError?.(MSG_LLM_FIGURES_UNVERIFIED);
    return base;
  }
  if (local.unsupportedInvoice) return fromSecondReader(base, llm, verdict.figures, verdict.derivedNet);
  const provenance: Provenance = { ...base.provenance };
  for (const [field, key] of MONEY_FIELDS) {
    const mine = base[key];
    const theirs = verdict.figures[key];
    const p = provenance[field];
    if (!p || Math.abs((mine ?? 0) - (theirs ?? 0)) < 0.005) continue;
    provenance[field] = {
      ...p,
      text: `${p.text} (a second reading gives ${money(theirs ?? 0)})`,
      confidence: "low",
    };
  }
  return { ...base, provenance };
}

async function runFallback(local: LocalExtraction, llm: LlmConfig, options: AnalyzeInvoiceOptions) {
  options.onFallbackStart?.(MSG_LOCAL_EXTRACTION_INCOMPLETE);
  const overall = new AbortController();
  const overallMs = options.llmTimeouts?.overallMs ?? LLM_OVERALL_TIMEOUT_MS;
  let timer: NodeJS.Timeout | undefined;
  const cap = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      overall.abort();
      reject(new LlmFallbackError(MSG_LLM_TIMEOUT));
    }, overallMs);
  });
  try {
    const text = local.lines && local.lines.length > 0 ? local.lines.join("\n") : local.text;
    const call = extractWithLlm(text, llm, {
      fetchImpl: options.fetchImpl,
      requestTimeoutMs: options.llmTimeouts?.requestMs,
      signal: overall.signal,
    });
    return applySecondReader(local, await Promise.race([call, cap]), options);
  } catch (error) {
    options.onFallbackError?.(error instanceof Error ? error.message : String(error));
    return local;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * docs/product.md#behaviour steps 2-5: page-1 text, local parsing, then (with a language model configured) a second reading for an
 * invoice whose identifying fields were not found, whose figures were read below high confidence, or whose figures
 * could not be read at all; the second reading counts only as far as the page bears it out. Then the savings
 * figures. Throws `InvoiceRejectedError` (catalogue message) for unreadable or unsupported invoices.
 */
export async function analyzeInvoice(
  pdf: Uint8Array,
  options: AnalyzeInvoiceOptions,
): Promise<ExtractedData> {
  const local = await options.pool.readInvoice(pdf);
  const result =
    options.llm && wantsSecondReader(local) ? await runFallback(local, options.llm, options) : local;
  if (result.unsupportedInvoice) throw new InvoiceRejectedError("unsupported", result);
  return toExtractedData(result, options.estimatedEsr);
}
