import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { LLM_REQUEST_TIMEOUT_MS } from "#shared/limits.ts";
import {
  MSG_DB_INSERT_FAILED,
  MSG_PROVIDER_FETCH_FAILED,
  MSG_PROVIDER_NOT_FOUND,
  MSG_SAVE_NO_ID,
} from "#shared/messages/analysis.ts";
import { MSG_SERVICE_UNAVAILABLE, MSG_TRY_AGAIN_REASON } from "#shared/messages/general.ts";
import { MSG_FILE_UPLOAD_FAILED } from "#shared/messages/upload.ts";
import { analyzeFigures } from "#shared/savings/analyze-figures.ts";
import type { AnalysisRequest } from "#shared/schemas/analysis-request.ts";
import type { InvoiceExtraction } from "#shared/schemas/extracted-data.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { isDatabaseUnavailable, summarizeDbError } from "../db/db-errors.ts";
import { cloudProviders } from "../db/schema.ts";
import { InvoiceRejectedError } from "../extraction/errors.ts";
import type { PdfTextPool } from "../extraction/pdf/pdf-text.ts";
import { HttpError } from "../http/http-error.ts";
import type { Jobs } from "../jobs/jobs.ts";
import { saveResult } from "../results/save-result.ts";
import type { Storage } from "../storage/storage.ts";
import { compareProvider } from "./compare-provider.ts";

export interface AnalysisDeps {
  db: Db;
  /** Where the analysis.created lead event is queued (with the row); absent in tests of the reading alone. */
  jobs?: Jobs;
  storage: Storage;
  pdfPool: PdfTextPool;
  llm: Config["llm"];
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  /** Told the chosen provider and how long reading the invoice took (metrics). */
  observer?: AnalysisObserver;
}

export interface AnalysisObserver {
  provider(name: string): void;
  extraction(seconds: number, outcome: "ok" | "rejected" | "error"): void;
  /** Why the invoice was refused ("timeout": the PDF reader ran to its time limit). */
  rejected?(reason: string): void;
}

/** Stored beside the result: the manage token's hash and the file's, for the duplicate check. */
export interface AnalysisKeys {
  manageTokenHash: string;
  fileSha256: string;
}

/** docs/product.md#api: the stored name is a timestamp, a random string and the original extension. */
export function newBillName(now: number = Date.now()): string {
  return `${now}-${randomBytes(6).toString("hex")}.pdf`;
}

/**
 * What the visitor is told when a dependency fails: 503 when the database cannot be reached (try again
 * later), otherwise the catalogue prefix with a neutral reason. The driver's or store's own words go to the
 * log only: they can name tables, constraints, hosts and buckets.
 */
function dependencyError(error: unknown, status: number, prefix: string): HttpError {
  if (isDatabaseUnavailable(error)) return new HttpError(503, MSG_SERVICE_UNAVAILABLE);
  return new HttpError(status, `${prefix}${MSG_TRY_AGAIN_REASON}`);
}

type ProviderRow = typeof cloudProviders.$inferSelect;

export async function selectProviders(db: Db, id?: string): Promise<ProviderRow[]> {
  try {
    const query = db.select().from(cloudProviders);
    return id === undefined ? await query : await query.where(eq(cloudProviders.id, id)).limit(1);
  } catch (error) {
    throw dependencyError(error, 500, MSG_PROVIDER_FETCH_FAILED);
  }
}

async function findEnabledProvider(db: Db, id: string): Promise<ProviderRow> {
  const provider = (await selectProviders(db, id))[0];
  if (!provider?.enabled) throw new HttpError(400, MSG_PROVIDER_NOT_FOUND);
  return provider;
}

/**
 * The extraction engine, loaded by the first upload (or as soon as one starts, `preloadExtraction`): its lexicon
 * and seller catalogue are built when its modules are evaluated, which was a fifth of the start-up's CPU and
 * about 10 MB at rest for a server that may not see an invoice for hours.
 */
export function loadExtraction(): Promise<typeof import("../extraction/extract-invoice.ts")> {
  return import("../extraction/extract-invoice.ts");
}

/**
 * Extracts an uploaded invoice (the engine, then the second reader), telling the observer how it went; a refused
 * document is a 422 with the catalogue's message. Used by the analysis and by a result's added months.
 */
export async function extractUploadedInvoice(
  deps: AnalysisDeps,
  pdf: Uint8Array,
): Promise<InvoiceExtraction> {
  let extracted: InvoiceExtraction;
  const extractionStarted = performance.now();
  const extractionSeconds = () => (performance.now() - extractionStarted) / 1000;
  try {
    const { extractInvoice } = await loadExtraction();
    extracted = await extractInvoice(pdf, {
      pool: deps.pdfPool,
      llm: deps.llm,
      ...(deps.llm
        ? {
            llmTimeouts: {
              overallMs: deps.llm.overallTimeoutMs,
              requestMs: Math.min(LLM_REQUEST_TIMEOUT_MS, deps.llm.overallTimeoutMs),
            },
          }
        : {}),
      onFallbackStart: (reason) => deps.log.info({ reason }, "asking the language-model fallback"),
      onFallbackError: (reason) => deps.log.warn({ reason }, "language-model fallback not used"),
    });
    deps.observer?.extraction(extractionSeconds(), "ok");
  } catch (error) {
    const rejected = error instanceof InvoiceRejectedError;
    deps.observer?.extraction(extractionSeconds(), rejected ? "rejected" : "error");
    if (rejected) deps.observer?.rejected?.(error.reason);
    if (rejected) throw new HttpError(422, error.message, { cause: error });
    throw error;
  }
  return extracted;
}

/** Stores an uploaded PDF under a new name (docs/product.md#api); a store failure is a 503 the visitor can retry. */
export async function storeBill(deps: AnalysisDeps, pdf: Uint8Array): Promise<string> {
  const name = newBillName();
  try {
    await deps.storage.put("bills", name, pdf, "application/pdf");
  } catch (error) {
    deps.log.error({ err: summarizeDbError(error) }, "storing the uploaded PDF failed");
    throw new HttpError(503, `${MSG_FILE_UPLOAD_FAILED}${MSG_TRY_AGAIN_REASON}`);
  }
  return name;
}

/**
 * docs/product.md#behaviour "Upload and analysis": provider -> extraction (local, then the fallback) -> comparison with
 * the provider the invoice names -> savings and insights -> store the PDF -> save the result. Nothing is left half-done: a failed insert removes the stored file; a failed store inserts nothing.
 */
export async function runAnalysis(
  deps: AnalysisDeps,
  request: AnalysisRequest,
  pdf: Uint8Array,
  keys?: AnalysisKeys,
): Promise<string> {
  const provider = await findEnabledProvider(deps.db, request.cloudProviderId);
  deps.observer?.provider(provider.name);

  const extracted = await extractUploadedInvoice(deps, pdf);
  // The issuer read from the PDF decides whose average the invoice is compared with, not the form's choice.
  const detected = extracted.provider;
  const comparison = compareProvider(detected, provider, await selectProviders(deps.db));
  const analysis = analyzeFigures(extracted, comparison.estimatedEsr);

  const name = await storeBill(deps, pdf);

  let id: string | undefined;
  try {
    id = await saveResult(deps.db, deps.jobs, {
      name: request.name,
      email: request.email,
      bill: name,
      data: analysis,
      chosen: provider,
      compared: comparison.compared,
      detected,
      match: comparison.match,
      manageTokenHash: keys?.manageTokenHash ?? null,
      fileSha256: keys?.fileSha256 ?? null,
    });
  } catch (error) {
    await removeOrphan(deps, name);
    deps.log.error({ err: summarizeDbError(error) }, "saving the analysis result failed");
    throw dependencyError(error, 500, MSG_DB_INSERT_FAILED);
  }
  if (!id) {
    await removeOrphan(deps, name);
    throw new HttpError(500, MSG_SAVE_NO_ID);
  }
  return id;
}

export async function removeOrphan(deps: AnalysisDeps, name: string): Promise<void> {
  try {
    await deps.storage.delete("bills", name);
  } catch (error) {
    deps.log.warn({ err: error, name }, "could not remove the stored PDF of a failed analysis");
  }
}
