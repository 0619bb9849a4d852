import multipart from "@fastify/multipart";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MAX_PDF_BYTES } from "#shared/limits.ts";
import {
  MSG_ANALYSIS_BUSY,
  MSG_ANALYSIS_DISABLED,
  MSG_PDF_NOT_A_PDF,
  MSG_PDF_REQUIRED,
  MSG_PDF_TOO_LARGE,
  MSG_TEXT_HAS_NUL,
  MSG_UPLOAD_RATE_LIMITED,
} from "#shared/messages.ts";
import { AnalysisCreatedSchema, AnalysisRequestSchema } from "#shared/schemas/analysis-request.ts";
import { type AnalysisDeps, type AnalysisObserver, runAnalysis } from "../analysis/run-analysis.ts";
import { HttpError } from "../http/http-error.ts";
import { uploadError } from "../http/upload-error.ts";
import type { Metrics } from "../metrics/metrics.ts";
import type { CrossSiteGuard } from "../plugins/cross-site-guard.ts";
import { isSwitchOn } from "../settings/switches.ts";

const TEXT_FIELDS = ["name", "email", "cloudProviderId"] as const;
const PDF_HEADER_SEARCH_BYTES = 1024;

interface UploadParts {
  fields: Partial<Record<(typeof TEXT_FIELDS)[number], string>>;
  file: { name: string; bytes: Uint8Array } | null;
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

function hasPdfHeader(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, PDF_HEADER_SEARCH_BYTES)).includes("%PDF-");
}

export interface AnalysisRouteOptions {
  deps: Omit<AnalysisDeps, "log" | "observer">;
  uploadsPerMinute: number;
  metrics: Metrics;
  /** Another site's page may not upload with a visitor's browser. */
  refuseCrossSite: CrossSiteGuard;
  /** Analyses this instance runs at once; past it an upload is answered 503 (busy) instead of queueing. */
  maxConcurrent: number;
  /** Called once a result is saved (the staff summary mail), after the answer is decided. */
  onCreated?: (resultId: string, log: FastifyBaseLogger) => void;
}

function outcomeOf(status: number): string {
  if (status === 201) return "created";
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

  // Capacity of this instance: a burst beyond it is told to come back (503 + Retry-After) rather than queued,
  // so the queue never grows without bound and the event loop stays free for everything else.
  let running = 0;

  app.post(
    "/",
    {
      onRequest: options.refuseCrossSite,
      schema: { response: { 201: AnalysisCreatedSchema } },
      config: {
        rateLimit: {
          max: options.uploadsPerMinute,
          timeWindow: "1 minute",
          errorResponseBuilder: () => Object.assign(new Error(MSG_UPLOAD_RATE_LIMITED), { statusCode: 429 }),
        },
      },
    },
    async (request, reply) => {
      // Refused before any database work or reading the body, so a burst costs the server next to nothing.
      if (running >= options.maxConcurrent) {
        reply.header("retry-after", "5");
        throw new HttpError(503, MSG_ANALYSIS_BUSY);
      }
      running++;
      try {
        return await handleUpload(request, reply);
      } finally {
        running--;
      }
    },
  );

  async function handleUpload(request: FastifyRequest, reply: FastifyReply) {
    if (!(await isSwitchOn(options.deps.db, "analysis_enabled")))
      throw new HttpError(403, MSG_ANALYSIS_DISABLED);
    if (!request.isMultipart()) throw new HttpError(400, MSG_PDF_REQUIRED);

    const upload = await readUpload(request);
    const parsed = AnalysisRequestSchema.safeParse({
      ...upload.fields,
      file: upload.file ? { name: upload.file.name, size: upload.file.bytes.byteLength } : undefined,
    });
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? MSG_PDF_REQUIRED);
    const bytes = upload.file?.bytes ?? new Uint8Array();
    if (!hasPdfHeader(bytes)) throw new HttpError(400, MSG_PDF_NOT_A_PDF);

    const observer: AnalysisObserver = {
      provider: (name) => providerOf.set(request, name),
      extraction: (seconds, outcome) =>
        options.metrics.extractionDuration.observe(
          { provider: providerOf.get(request) ?? "unknown", outcome },
          seconds,
        ),
    };
    const resultId = await runAnalysis({ ...options.deps, log: request.log, observer }, parsed.data, bytes);
    options.onCreated?.(resultId, request.log);
    return reply.status(201).send({ resultId });
  }
};
