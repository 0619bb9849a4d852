import { createHash } from "node:crypto";
import multipart from "@fastify/multipart";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MAX_PDF_BYTES } from "#shared/limits.ts";
import { MSG_ANALYSIS_DISABLED, MSG_PDF_NOT_A_PDF, MSG_PDF_REQUIRED } from "#shared/messages/upload.ts";
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
import { hasPdfHeader, readUploadWithin } from "../analysis/upload/read-upload.ts";
import { createUploadGate, type UploadGate } from "../analysis/upload/upload-gate.ts";
import type { UploadMemory } from "../analysis/upload/upload-memory.ts";
import type { UploadRateLimit } from "../analysis/upload/upload-rate-limit.ts";
import { HttpError } from "../http/http-error.ts";
import type { Metrics } from "../metrics/metrics.ts";
import { clientKey } from "../net/ip-address.ts";
import type { CrossSiteGuard } from "../plugins/cross-site-guard.ts";
import { newManageToken } from "../results/manage-token.ts";
import { offerReviewOfRefusal, offerReviewOfResult, RefusedWithReview } from "../review/offer-review.ts";
import { isSwitchOn } from "../settings/switches.ts";

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
    const review = await offerReviewOfResult(deps, resultId, input, fileSha256);
    return { resultId, manageToken: token.token, ...(review ? { review } : {}) };
  }
};
