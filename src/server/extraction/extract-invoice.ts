import { currencyDecimals } from "#shared/format/currency-decimals.ts";
import { LLM_OVERALL_TIMEOUT_MS } from "#shared/limits.ts";
import {
  MSG_LLM_FIGURES_UNVERIFIED,
  MSG_LLM_TIMEOUT,
  MSG_LOCAL_EXTRACTION_INCOMPLETE,
} from "#shared/messages/analysis.ts";
import { reconcileFigures } from "#shared/savings/reconcile-figures.ts";
import {
  type Figures,
  FiguresSchema,
  type InvoiceExtraction,
  type Provenance,
} from "#shared/schemas/extracted-data.ts";
import { type Amounts, MONEY_FIELDS } from "#shared/schemas/money-fields.ts";
import { findCommitmentFee } from "./engine/breakdown/commitment-fee.ts";
import { findBreakdown } from "./engine/breakdown/find-breakdown.ts";
import type { InvoiceReading } from "./engine/invoice-reading.ts";
import { findBillingPeriod } from "./engine/read/billing-period.ts";
import { type DateOrder, findDates, toIsoDate } from "./engine/read/dates.ts";
import { printedAmounts, verifySecondReading } from "./engine/verify-figures.ts";
import { InvoiceRejectedError } from "./errors.ts";
import { extractWithLlm, type LlmConfig, type LlmExtraction, LlmFallbackError } from "./llm-fallback.ts";
import type { PdfTextPool } from "./pdf/pdf-text.ts";

export { InvoiceRejectedError, PdfReadError } from "./errors.ts";
export type { LlmConfig } from "./llm-fallback.ts";

export type ExtractInvoiceOptions = {
  pool: PdfTextPool;
  llm: LlmConfig | null;
  fetchImpl?: typeof fetch;
  /** Told when the local result is incomplete and the fallback is asked (catalogue message). */
  onFallbackStart?: (message: string) => void;
  /** Told why the fallback was not used (catalogue message); the local result is kept either way. */
  onFallbackError?: (message: string) => void;
  /** Overrides of the docs/product.md#limits limits (20 s per request, 30 s overall), for tests. */
  llmTimeouts?: { requestMs?: number; overallMs?: number };
};

function needsFallback(local: InvoiceReading): boolean {
  const { figures } = local;
  return !figures.account_number && !figures.invoice_number && !figures.invoice_date;
}

/** Read below high: a summary figure the engine is not sure of. */
function unsure(local: InvoiceReading): boolean {
  return MONEY_FIELDS.some((field) => {
    const p = local.figures.provenance[field];
    return p !== undefined && p.confidence !== "high";
  });
}

/** Who a second reader is for: an invoice whose figures the engine could not read, or read below high. */
function wantsSecondReader(local: InvoiceReading): boolean {
  if (local.refusal !== null) return local.refusal === "figures";
  return needsFallback(local) || unsure(local);
}

function mergeIds(local: InvoiceReading, llm: LlmExtraction): InvoiceReading {
  const provenance = { ...local.figures.provenance };
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
  fromModel("account_number", llm.account_number);
  fromModel("invoice_number", llm.invoice_number);
  fromModel("invoice_date", llm.invoice_date);
  const { figures } = local;
  return {
    ...local,
    figures: {
      ...figures,
      provider: figures.provider === "Unknown" ? llm.provider : figures.provider,
      account_number: llm.account_number,
      invoice_number: llm.invoice_number,
      invoice_date: llm.invoice_date,
      invoice_summary:
        figures.invoice_summary.length > 0
          ? figures.invoice_summary
          : llm.invoice_summary.map((item) => ({ ...item, currency: llm.currency ?? figures.currency })),
      provenance,
    },
  };
}

const money = (value: number) => value.toFixed(2);

/** The printed line an amount stands on, for a figure the model read. */
function lineOf(local: InvoiceReading, value: number): string | null {
  const printed = (line: string) => printedAmounts([line]).has(Math.round(value * 100));
  return (local.lines ?? []).find(printed)?.replace(/^-?\d+,-?\d+: /, "") ?? null;
}

/** The model's figures, verified against the page, in place of a refusal: medium at most, and said so. */
function fromSecondReader(
  local: InvoiceReading,
  llm: LlmExtraction,
  figures: Amounts,
  derivedNet: boolean,
): InvoiceReading {
  const provenance: Provenance = { ...local.figures.provenance };
  for (const field of MONEY_FIELDS) {
    const value = figures[field];
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
  const currency = llm.currency && /^[A-Z]{3}$/.test(llm.currency) ? llm.currency : local.figures.currency;
  return {
    ...local,
    figures: {
      ...local.figures,
      ...figures,
      currency,
      invoice_summary: llm.invoice_summary.map((item) => ({ ...item, currency })),
      provenance,
    },
    refusal: null,
  };
}

/**
 * What a verified second reading does to the engine's: a refusal becomes the model's figures when every one is
 * printed and the equations hold; a reading below high stands, and a figure the model reads otherwise (with
 * figures that also stand on the page) is marked low. Unverified figures change nothing.
 */
function applySecondReader(
  local: InvoiceReading,
  llm: LlmExtraction,
  options: ExtractInvoiceOptions,
): InvoiceReading {
  const base = needsFallback(local) ? mergeIds(local, llm) : local;
  const unit = 10 ** -currencyDecimals(local.figures.currency);
  const verdict = verifySecondReading(llm.figures, local.lines ?? [], unit);
  if (!verdict.ok) {
    if (local.refusal !== null || unsure(local)) options.onFallbackError?.(MSG_LLM_FIGURES_UNVERIFIED);
    return base;
  }
  if (local.refusal !== null) return fromSecondReader(base, llm, verdict.figures, verdict.derivedNet);
  const provenance: Provenance = { ...base.figures.provenance };
  for (const field of MONEY_FIELDS) {
    const mine = base.figures[field];
    const theirs = verdict.figures[field];
    const p = provenance[field];
    if (!p || Math.abs((mine ?? 0) - (theirs ?? 0)) < 0.005) continue;
    provenance[field] = {
      ...p,
      text: `${p.text} (a second reading gives ${money(theirs ?? 0)})`,
      confidence: "low",
    };
  }
  return { ...base, figures: { ...base.figures, provenance } };
}

async function runFallback(
  local: InvoiceReading,
  llm: LlmConfig,
  options: ExtractInvoiceOptions,
): Promise<InvoiceReading> {
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
 * docs/product.md#behaviour steps 2-4: the engine reads the PDF (in the reader pool), then, with a language model
 * configured, a second reading for an invoice whose identifying fields were not found, whose figures were read
 * below high confidence, or whose figures could not be read at all; the second reading counts only as far as the
 * page bears it out. Returns only what was read: the figures, whether they add up, and where the money goes (the
 * analysis computes the savings). Throws `InvoiceRejectedError` (catalogue message) for unreadable or
 * unsupported invoices.
 */
export async function extractInvoice(
  pdf: Uint8Array,
  options: ExtractInvoiceOptions,
): Promise<InvoiceExtraction> {
  const local = await options.pool.readPdf(pdf);
  const reading =
    options.llm && wantsSecondReader(local) ? await runFallback(local, options.llm, options) : local;
  if (reading.refusal !== null)
    throw new InvoiceRejectedError(hasNoText(local) ? "no_text" : "unsupported", reading);
  return extractionOf(reading);
}

/** How the invoice prints its slashed dates: the order that reads its invoice date as the engine read it. */
function dateOrderOf(figures: Figures): DateOrder {
  const token = findDates(figures.provenance.invoice_date?.text ?? "")[0];
  return token && toIsoDate(token, "dmy") === figures.invoice_date ? "dmy" : "mdy";
}

/**
 * What a reading whose figures were read hands the analysis: its figures, whether they add up, where the money
 * goes, and a commitment's fee line. Also used for a refused reading a visitor completed in the review step.
 */
export function extractionOf(reading: InvoiceReading): InvoiceExtraction {
  // The one check that what leaves the engine has the API's shape.
  const figures = FiguresSchema.parse(reading.figures);
  const period = findBillingPeriod(reading.pages ?? [reading.text], dateOrderOf(figures));
  return {
    ...figures,
    checks: reconcileFigures(figures, {
      provenance: figures.provenance,
      contradictions: reading.contradictions,
    }),
    // From every page read (page 1 only when the reader gave no more); the savings figures stay the summary's.
    // A credit note corrects an earlier invoice: no spending analysis is made from it (no categories, no ideas).
    breakdown:
      figures.document_type === "credit_note"
        ? undefined
        : findBreakdown(
            figures.provider,
            reading.pages ?? [reading.text],
            figures.total_charges ?? figures.service_charges ?? figures.net_charges,
            {
              amountDue: figures.total_charges === null ? null : figures.service_charges,
              net: figures.total_charges === null ? null : figures.net_charges,
            },
          ),
    commitment_fee: figures.savings_plan ? findCommitmentFee(reading.pages ?? [reading.text]) : null,
    period_start: period?.start ?? null,
    period_end: period?.end ?? null,
  };
}

/**
 * Not one word on any page read, or pages read by OCR (a scan) that hold no invoice: a scan or a photo saved as
 * PDF, not a document of another kind.
 */
function hasNoText(local: InvoiceReading): boolean {
  if (local.scanned) return true;
  return [local.text, ...(local.pages ?? [])].every((text) => text.trim() === "");
}
