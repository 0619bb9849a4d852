import { createHash } from "node:crypto";
import multipart from "@fastify/multipart";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MAX_PDF_BYTES } from "#shared/limits.ts";
import { MSG_TEXT_HAS_NUL } from "#shared/messages/general.ts";
import {
  MSG_ANALYSIS_BUSY,
  MSG_ANALYSIS_DISABLED,
  MSG_PDF_NOT_A_PDF,
  MSG_PDF_REQUIRED,
  MSG_PDF_TOO_LARGE,
  MSG_READER_BUDGET,
  MSG_READER_PENALTY,
  MSG_UPLOAD_TOO_SLOW,
  MSG_UPLOADS_IN_FLIGHT,
  MSG_UPLOADS_MEMORY_BUSY,
} from "#shared/messages/upload.ts";
import {
  type AnalysisCreated,
  AnalysisCreatedSchema,
  type AnalysisRequest,
  AnalysisRequestSchema,
} from "#shared/schemas/analysis-request.ts";
import {
  type ClaimOutcome,
  type ClaimTiming,
  claimKey,
  releaseClaim,
  settleClaim,
  takeClaim,
  waitForClaim,
} from "../analysis/analysis-claims.ts";
import { findRecentDuplicate } from "../analysis/find-duplicate.ts";
import type { ReaderUsageLedger } from "../analysis/reader-usage.ts";
import { type AnalysisDeps, type AnalysisObserver, runAnalysis } from "../analysis/run-analysis.ts";
import { createSlotQueue, QueueRefusedError } from "../analysis/slot-queue.ts";
import { createInFlightCounter, createReaderPenalty } from "../analysis/upload-guards.ts";
import { type UploadMemory, uploadBytesOf } from "../analysis/upload-memory.ts";
import { runForReaderClient } from "../extraction/pdf/reader-client.ts";
import { HttpError } from "../http/http-error.ts";
import { uploadError } from "../http/upload-error.ts";
import type { Metrics } from "../metrics/metrics.ts";
import { clientKey } from "../net/ip-address.ts";
import type { CrossSiteGuard } from "../plugins/cross-site-guard.ts";
import { newManageToken } from "../results/manage-token.ts";
import { offerReviewOfRefusal, offerReviewOfResult, RefusedWithReview } from "../review/offer-review.ts";
import { isSwitchOn } from "../settings/switches.ts";
import type { UploadRateLimit } from "./upload-rate-limit.ts";

const TEXT_FIELDS = ["name", "email", "cloudProviderId"] as const;
const PDF_HEADER_SEARCH_BYTES = 1024;

interface UploadParts {
  fields: Partial<Record<(typeof TEXT_FIELDS)[number], string>>;
  file: { name: string; bytes: Uint8Array } | null;
}

/**
 * Reads the whole body within `deadlineMs` (a body trickling in slower is cut off: 408, connection closed), before
 * the upload takes an analysis slot or a place in the queue.
 */
export async function readUploadWithin(
  request: FastifyRequest,
  reply: FastifyReply,
  deadlineMs: number,
): Promise<UploadParts> {
  let timer: NodeJS.Timeout | undefined;
  const reading = readUpload(request);
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reading.catch(() => undefined);
      reply.header("connection", "close");
      // Once the 408 is out, the socket goes: the rest of the body is not waited for.
      reply.raw.once("finish", () => request.raw.destroy());
      reject(new HttpError(408, MSG_UPLOAD_TOO_SLOW));
    }, deadlineMs);
  });
  try {
    return await Promise.race([reading, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Reads the multipart body; the file stream stops at MAX_PDF_BYTES (413) instead of buffering everything. */
async function readUpload(request: FastifyRequest): Promise<UploadParts> {
  const result: UploadParts = { fields: {}, file: null };
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_PDF_BYTES, files: 1, fields: 10 } })) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        if (part.fieldname === "file" && !result.file) result.file = { name: part.filename ?? "", bytes };
      } else if (
        (TEXT_FIELDS as readonly string[]).includes(part.fieldname) &&
        typeof part.value === "string"
      ) {
        if (part.value.includes("\0")) throw new HttpError(400, MSG_TEXT_HAS_NUL);
        result.fields[part.fieldname as (typeof TEXT_FIELDS)[number]] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error, MSG_PDF_TOO_LARGE);
  }
  return result;
}

export function hasPdfHeader(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, PDF_HEADER_SEARCH_BYTES)).includes("%PDF-");
}

export interface AnalysisRouteOptions {
  deps: Omit<AnalysisDeps, "log" | "observer">;
  /** The upload routes' one counter per client (upload-rate-limit.ts). */
  rateLimit: UploadRateLimit;
  metrics: Metrics;
  /** Another site's page may not upload with a visitor's browser. */
  refuseCrossSite: CrossSiteGuard;
  /** Analyses this instance runs at once; past it uploads wait in the queue below. */
  maxConcurrent: number;
  queue: { length: number; waitMs: number; maxBytes: number };
  /** A body not fully arrived within this is cut off (408). */
  bodyTimeoutMs: number;
  /** Uploads one client address may have in progress at once (429 past it). */
  maxInFlightPerClient: number;
  readerPenalty: { limit: number; windowMs: number; holdMs: number };
  /** The PDF reader time each client used: past its budget, its uploads wait (429 with Retry-After). */
  readerUsage?: Pick<ReaderUsageLedger, "heldBackFor">;
  /** Upload bytes this instance holds at once: past it, 503 with Retry-After before the body is read. */
  uploadMemory?: UploadMemory;
  /**
   * The same file, email and provider again within this returns the earlier result, and sent while the first is
   * still being read, waits for its answer (0: never).
   */
  duplicateWindowMs: number;
  /** How long a claim on a visitor action lives unsettled, and how often a waiting request looks at it. */
  claimTiming?: ClaimTiming;
  /** The capacity and per-client guards, shared with the other upload route (a result's added months). */
  gate?: UploadGate;
  /** Called once a result is saved (the staff summary mail), after the answer is decided. */
  onCreated?: (resultId: string, log: FastifyBaseLogger) => void;
}

/** One instance's upload capacity: the analysis slots and their queue, uploads in flight per client, reader penalty. */
export interface UploadGate {
  /** Runs `handle` unless the client is held back or already has too many uploads in flight (429). */
  guard<T>(request: FastifyRequest, reply: FastifyReply, handle: () => Promise<T>): Promise<T>;
  /** An analysis slot for `bytes` (503 with retry-after when the queue is full or the wait too long). */
  acquire(bytes: number, reply: FastifyReply): Promise<() => void>;
  /** The PDF reader ran to its time limit on this client's file. */
  recordTimeout(client: string): void;
}

// Bodies in memory leave within the body deadline at worst, usually within a second or two.
const MEMORY_RETRY_AFTER_SECONDS = 5;

export function createUploadGate(
  options: Pick<
    AnalysisRouteOptions,
    "maxConcurrent" | "queue" | "maxInFlightPerClient" | "readerPenalty" | "readerUsage" | "uploadMemory"
  >,
): UploadGate {
  // Capacity of this instance: the running analyses and a bounded queue in front of them (count, bytes, wait).
  // A body is read in full before it queues, so a slow sender holds only its own connection, never a slot.
  const queue = createSlotQueue({
    concurrency: options.maxConcurrent,
    maxQueued: options.queue.length,
    maxQueuedBytes: options.queue.maxBytes,
    maxWaitMs: options.queue.waitMs,
  });
  const inFlight = createInFlightCounter(options.maxInFlightPerClient);
  const penalty = createReaderPenalty(options.readerPenalty);
  return {
    async guard(request, reply, handle) {
      const client = clientKey(request.ip);
      const heldBack = penalty.heldBackFor(client);
      if (heldBack > 0) {
        reply.header("retry-after", String(heldBack));
        throw new HttpError(429, MSG_READER_PENALTY);
      }
      const overBudget = options.readerUsage?.heldBackFor(client) ?? 0;
      if (overBudget > 0) {
        reply.header("retry-after", String(overBudget));
        throw new HttpError(429, MSG_READER_BUDGET);
      }
      if (!inFlight.enter(client)) throw new HttpError(429, MSG_UPLOADS_IN_FLIGHT);
      const releaseMemory = options.uploadMemory
        ? options.uploadMemory.reserve(uploadBytesOf(request))
        : () => {};
      if (!releaseMemory) {
        inFlight.leave(client);
        // The body is not read: the answer goes out and the connection with it.
        reply.header("retry-after", String(MEMORY_RETRY_AFTER_SECONDS));
        reply.header("connection", "close");
        reply.raw.once("finish", () => request.raw.destroy());
        throw new HttpError(503, MSG_UPLOADS_MEMORY_BUSY);
      }
      try {
        // The reader pool serves clients in turn and charges each the reader time its files take.
        return await runForReaderClient(client, handle);
      } finally {
        releaseMemory();
        inFlight.leave(client);
      }
    },
    async acquire(bytes, reply) {
      try {
        return await queue.acquire(bytes);
      } catch (error) {
        if (!(error instanceof QueueRefusedError)) throw error;
        reply.header("retry-after", String(error.retryAfterSeconds));
        throw new HttpError(503, MSG_ANALYSIS_BUSY);
      }
    },
    recordTimeout: (client) => penalty.recordTimeout(client),
  };
}

function outcomeOf(status: number): string {
  if (status === 201) return "created";
  if (status === 200) return "duplicate";
  if (status === 422) return "rejected";
  if (status === 429) return "rate_limited";
  if (status === 403) return "disabled";
  return status >= 500 ? "failed" : "invalid";
}

export const analysisRoutes: FastifyPluginAsyncZod<AnalysisRouteOptions> = async (app, options) => {
  await app.register(multipart, { limits: { fileSize: MAX_PDF_BYTES, files: 1, fields: 10, parts: 12 } });

  // Every answer counts, refusals before the pipeline too; the provider is known once the pipeline found it.
  const providerOf = new WeakMap<FastifyRequest, string>();
  app.addHook("onResponse", (request, reply, done) => {
    const provider = providerOf.get(request) ?? "unknown";
    options.metrics.analyses.inc({ outcome: outcomeOf(reply.statusCode), provider });
    done();
  });

  const gate = options.gate ?? createUploadGate(options);

  app.post(
    "/",
    {
      onRequest: options.refuseCrossSite,
      schema: { response: { 200: AnalysisCreatedSchema, 201: AnalysisCreatedSchema } },
      preHandler: options.rateLimit,
    },
    (request, reply) => gate.guard(request, reply, () => handleUpload(request, reply)),
  );

  async function handleUpload(request: FastifyRequest, reply: FastifyReply) {
    if (!(await isSwitchOn(options.deps.db, "analysis_enabled")))
      throw new HttpError(403, MSG_ANALYSIS_DISABLED);
    if (!request.isMultipart()) throw new HttpError(400, MSG_PDF_REQUIRED);

    const upload = await readUploadWithin(request, reply, options.bodyTimeoutMs);
    const parsed = AnalysisRequestSchema.safeParse({
      ...upload.fields,
      file: upload.file ? { name: upload.file.name, size: upload.file.bytes.byteLength } : undefined,
    });
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? MSG_PDF_REQUIRED);
    const bytes = upload.file?.bytes ?? new Uint8Array();
    if (!hasPdfHeader(bytes)) throw new HttpError(400, MSG_PDF_NOT_A_PDF);

    const fileSha256 = createHash("sha256").update(bytes).digest("hex");
    const visitorAction = {
      fileSha256,
      email: parsed.data.email,
      cloudProviderId: parsed.data.cloudProviderId,
    };
    const existing = (resultId: string) => reply.status(200).send({ resultId, existing: true as const });
    const duplicate = await findRecentDuplicate(options.deps.db, visitorAction, options.duplicateWindowMs);
    if (duplicate) return existing(duplicate);

    // One analysis per visitor action, however the requests race: the same file, address and provider sent while
    // the first is still being read waits for the first one's answer (on any instance: the claim is a row).
    const claim = options.duplicateWindowMs > 0 ? claimKey(visitorAction) : null;
    if (claim) {
      const earlier = await claimOrWait(claim, visitorAction);
      if (earlier) {
        if ("resultId" in earlier) return existing(earlier.resultId);
        throw new HttpError(earlier.status, earlier.message);
      }
    }
    let created: AnalysisCreated;
    try {
      created = await analyse(request, reply, parsed.data, bytes, fileSha256);
    } catch (error) {
      if (claim) await endClaim(claim, error);
      // The spec's refusal, with the review step offered to this visitor (a request that waited gets the refusal).
      if (error instanceof RefusedWithReview)
        return reply.status(422).send({ error: error.message, review: error.review });
      throw error;
    }
    // Unsettled, the claim goes stale and a waiting request then finds the saved result as a duplicate.
    if (claim)
      await settleClaim(options.deps.db, claim, { resultId: created.resultId }).catch(() => undefined);
    // The answer carries the manage token: no cache along the way may keep it.
    reply.header("Cache-Control", "no-store");
    return reply.status(201).send(created);
  }

  /**
   * Takes the visitor action's claim (null: this request analyses the file) or waits for the request holding it
   * and returns that one's outcome. Taken just after the first request settled, the result it saved is the answer.
   */
  async function claimOrWait(
    claim: string,
    visitorAction: Parameters<typeof findRecentDuplicate>[1],
  ): Promise<ClaimOutcome | null> {
    const db = options.deps.db;
    for (;;) {
      if (await takeClaim(db, claim, options.claimTiming)) {
        const justSaved = await findRecentDuplicate(db, visitorAction, options.duplicateWindowMs);
        if (!justSaved) return null;
        await settleClaim(db, claim, { resultId: justSaved });
        return { resultId: justSaved };
      }
      const outcome = await waitForClaim(db, claim, options.claimTiming);
      if (outcome) return outcome;
    }
  }

  /**
   * A refusal of the file itself (unreadable, not an invoice, a bad field) is the answer for the requests that
   * waited too; a passing failure (busy, the store or database down) frees the claim so a waiting request tries.
   */
  async function endClaim(claim: string, error: unknown): Promise<void> {
    const db = options.deps.db;
    try {
      if (
        error instanceof HttpError &&
        error.statusCode >= 400 &&
        error.statusCode < 500 &&
        error.statusCode !== 408 &&
        error.statusCode !== 429
      )
        await settleClaim(db, claim, { status: error.statusCode, message: error.message });
      else await releaseClaim(db, claim);
    } catch {
      // The claim goes stale by itself; the visitor's answer is the analysis's own error.
    }
  }

  async function analyse(
    request: FastifyRequest,
    reply: FastifyReply,
    input: AnalysisRequest,
    bytes: Uint8Array,
    fileSha256: string,
  ): Promise<AnalysisCreated> {
    const release = await gate.acquire(bytes.byteLength, reply);
    const observer: AnalysisObserver = {
      provider: (name) => providerOf.set(request, name),
      extraction: (seconds, outcome) =>
        options.metrics.extractionDuration.observe(
          { provider: providerOf.get(request) ?? "unknown", outcome },
          seconds,
        ),
      rejected: (reason) => {
        if (reason === "timeout") gate.recordTimeout(clientKey(request.ip));
      },
    };
    const token = newManageToken();
    let resultId: string;
    const deps = { ...options.deps, log: request.log, observer };
    try {
      resultId = await runAnalysis(deps, input, bytes, { manageTokenHash: token.hash, fileSha256 });
    } catch (error) {
      // A cloud seller's invoice whose summary could not be read: the refusal stands, with a review step offered.
      const review = await offerReviewOfRefusal(deps, error, input, bytes, fileSha256);
      if (review && error instanceof Error) throw new RefusedWithReview(error.message, review);
      throw error;
    } finally {
      release();
    }
    options.onCreated?.(resultId, request.log);
    const review = await offerReviewOfResult(deps, resultId, input, fileSha256);
    return { resultId, manageToken: token.token, ...(review ? { review } : {}) };
  }
};
