import { LLM_OVERALL_TIMEOUT_MS } from "#shared/limits.ts";
import { MSG_LLM_TIMEOUT, MSG_LOCAL_EXTRACTION_INCOMPLETE } from "#shared/messages.ts";
import type { ExtractedData } from "#shared/schemas/extracted-data.ts";
import type { LocalExtraction } from "./engine/local-extraction.ts";
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
  /** Overrides of the spec §9 limits (20 s per request, 30 s overall), for tests. */
  llmTimeouts?: { requestMs?: number; overallMs?: number };
};

function needsFallback(local: LocalExtraction): boolean {
  return !local.accountNumber && !local.invoiceNumber && !local.invoiceDate;
}

function merge(local: LocalExtraction, llm: LlmExtraction): LocalExtraction {
  const summary =
    local.invoiceSummary.length > 0
      ? local.invoiceSummary
      : llm.invoiceSummary.map((item) => ({ ...item, currency: llm.currency ?? local.currency }));
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
  fromModel("account_number", llm.accountNumber);
  fromModel("invoice_number", llm.invoiceNumber);
  fromModel("invoice_date", llm.invoiceDate);
  return {
    ...local,
    provider: local.provider === "Unknown" ? llm.provider : local.provider,
    accountNumber: llm.accountNumber,
    invoiceNumber: llm.invoiceNumber,
    invoiceDate: llm.invoiceDate,
    invoiceSummary: summary,
    provenance,
  };
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
    const call = extractWithLlm(local.text, llm, {
      fetchImpl: options.fetchImpl,
      requestTimeoutMs: options.llmTimeouts?.requestMs,
      signal: overall.signal,
    });
    return merge(local, await Promise.race([call, cap]));
  } catch (error) {
    options.onFallbackError?.(error instanceof Error ? error.message : String(error));
    return local;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Spec §4 steps 2-5: page-1 text, local parsing, the language-model fallback when no identifying field was
 * found (and it is configured), then the savings figures. Throws `InvoiceRejectedError` (catalogue message)
 * for unreadable or unsupported invoices.
 */
export async function analyzeInvoice(
  pdf: Uint8Array,
  options: AnalyzeInvoiceOptions,
): Promise<ExtractedData> {
  const local = await options.pool.readInvoice(pdf);
  if (local.unsupportedInvoice) throw new InvoiceRejectedError("unsupported");
  const result = options.llm && needsFallback(local) ? await runFallback(local, options.llm, options) : local;
  return toExtractedData(result, options.estimatedEsr);
}
