import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { MSG_REVIEW_EXPIRED, MSG_REVIEW_TOKEN_REQUIRED } from "#shared/messages/analysis.ts";
import { ProvenanceSchema } from "#shared/schemas/extracted-data.ts";
import { perMoneyField } from "#shared/schemas/money-fields.ts";
import { HttpError } from "../http/http-error.ts";
import type { Storage } from "../storage/storage.ts";
import { ORPHAN_GRACE_MS } from "../storage/sweep-orphans.ts";

export const REVIEW_TOKEN_HEADER = "x-review-token";
/**
 * How long a review waits for the visitor: the orphan sweep removes a bill no result points at after the same
 * time, so a review left behind takes its PDF with it.
 */
export const REVIEW_TTL_MS = ORPHAN_GRACE_MS;
const ID_PATTERN = /^\d{10,16}-[0-9a-f]{12}$/;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const MoneySchema = z.number().nullable();

/** What the engine read, kept for the review step: the figures (null where not found) and where each stood. */
export const ReviewReadingSchema = z.object({
  provider: z.string(),
  seller: z.string().nullable(),
  account_number: z.string().nullable(),
  invoice_number: z.string().nullable(),
  invoice_date: z.string().nullable(),
  currency: z.string().nullable(),
  ...perMoneyField(() => MoneySchema),
  provenance: ProvenanceSchema,
});
export type ReviewReading = z.infer<typeof ReviewReadingSchema>;

/**
 * A review waiting for the visitor, stored in the reviews area under its PDF's name (`<bill stem>.review.json`): the
 * visitor's details, the token's hash, and either the refused reading (a result is made on confirmation) or the
 * result already made from figures read below high.
 */
export const PendingReviewSchema = z.object({
  bill: z.string(),
  token_hash: z.string(),
  expires_at: z.number(),
  request: z.object({ name: z.string(), email: z.string(), cloudProviderId: z.string() }),
  file_sha256: z.string(),
  result_id: z.string().nullable(),
  reading: ReviewReadingSchema,
  /** The refused reading whole (engine's own shape), to save as the result's on confirmation. */
  local: z.unknown().optional(),
});
export type PendingReview = z.infer<typeof PendingReviewSchema>;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const sidecarName = (id: string) => `${id}.review.json`;

/** The review id of a stored bill ("1764236400000-0a1b2c3d4e5f.pdf" -> "1764236400000-0a1b2c3d4e5f"). */
export function reviewIdOf(bill: string): string {
  return bill.replace(/\.pdf$/, "");
}

export async function createPendingReview(
  storage: Storage,
  review: Omit<PendingReview, "token_hash" | "expires_at">,
  now: number = Date.now(),
): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString("base64url");
  const id = reviewIdOf(review.bill);
  const stored: PendingReview = { ...review, token_hash: hashToken(token), expires_at: now + REVIEW_TTL_MS };
  await storage.put("reviews", sidecarName(id), Buffer.from(JSON.stringify(stored)), "application/json");
  return { id, token };
}

function sameToken(token: string, hash: string): boolean {
  const left = Buffer.from(hashToken(token), "hex");
  const right = Buffer.from(hash, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The pending review `id` for the holder of its token: 404 when there is none (or it expired), 403 when the
 * token is missing or wrong.
 */
export async function loadPendingReview(
  storage: Storage,
  id: string,
  header: unknown,
  now: number = Date.now(),
): Promise<PendingReview> {
  if (!ID_PATTERN.test(id)) throw new HttpError(404, MSG_REVIEW_EXPIRED);
  const object = await storage.get("reviews", sidecarName(id));
  if (!object) throw new HttpError(404, MSG_REVIEW_EXPIRED);
  const parsed = PendingReviewSchema.safeParse(JSON.parse(Buffer.from(object.body).toString("utf8")));
  if (!parsed.success || parsed.data.expires_at < now) throw new HttpError(404, MSG_REVIEW_EXPIRED);
  const token = typeof header === "string" ? header.trim() : "";
  if (!TOKEN_PATTERN.test(token) || !sameToken(token, parsed.data.token_hash))
    throw new HttpError(403, MSG_REVIEW_TOKEN_REQUIRED);
  return parsed.data;
}

/** Ends a review: its record goes; its PDF too unless a result keeps it. */
export async function endPendingReview(storage: Storage, review: PendingReview, keepPdf: boolean) {
  await storage.delete("reviews", sidecarName(reviewIdOf(review.bill)));
  if (!keepPdf && review.result_id === null) await storage.delete("bills", review.bill);
}

/**
 * Review records older than their time to live, gone with the retention run (their refused PDFs go with the
 * orphan sweep: no result points at them). Returns how many were removed.
 */
export async function sweepExpiredReviews(storage: Storage, now: number = Date.now()): Promise<number> {
  let removed = 0;
  for await (const object of storage.list("reviews")) {
    if (object.lastModified.getTime() > now - REVIEW_TTL_MS) continue;
    await storage.delete("reviews", object.name);
    removed++;
  }
  return removed;
}
