import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { MSG_MANAGE_TOKEN_REQUIRED, MSG_RESULT_NOT_FOUND } from "#shared/messages/result.ts";
import type { Db } from "../db/client.ts";
import { resultManageLinks, resultsHistory } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import { isUuid } from "../http/uuid.ts";

export const MANAGE_TOKEN_HEADER = "x-manage-token";
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashManageToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * A result's manage capability: 256 random bits, base64url (43 characters). Only its SHA-256 is stored, so a
 * copy of the database cannot correct or delete anything; the visitor's browser keeps the token itself.
 */
export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  return { token, hash: hashManageToken(token) };
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/**
 * Correcting or deleting a result needs its manage token (X-Manage-Token); reading it needs only the id. 404
 * when there is no such result, 403 with a plain message when the token is missing or wrong. A result saved
 * before tokens existed has none and cannot be changed through the public API any more (staff still can).
 */
export async function requireManageToken(db: Db, id: string, header: unknown): Promise<void> {
  if (!isUuid(id)) throw new HttpError(404, MSG_RESULT_NOT_FOUND);
  const [row] = await db
    .select({ hash: resultsHistory.manage_token_hash })
    .from(resultsHistory)
    .where(eq(resultsHistory.id, id.toLowerCase()))
    .limit(1);
  if (!row) throw new HttpError(404, MSG_RESULT_NOT_FOUND);
  await checkManageToken(db, id, row.hash, header);
}

/**
 * The token check on a result row already read (its stored hash): 403 with a plain message when the token is
 * missing or wrong. A caller that reads the row anyway saves a read.
 */
export async function checkManageToken(
  db: Db,
  id: string,
  storedHash: string | null,
  header: unknown,
): Promise<void> {
  const token = typeof header === "string" ? header.trim() : "";
  if (!TOKEN_PATTERN.test(token)) throw new HttpError(403, MSG_MANAGE_TOKEN_REQUIRED);
  const hash = hashManageToken(token);
  if (storedHash && sameHash(hash, storedHash)) return;
  if (await isMailedLinkToken(db, id.toLowerCase(), hash)) return;
  throw new HttpError(403, MSG_MANAGE_TOKEN_REQUIRED);
}

/** A token from a manage link mailed to the result's address (looked up by its hash: 256 random bits). */
async function isMailedLinkToken(db: Db, resultId: string, hash: string): Promise<boolean> {
  const [link] = await db
    .select({ id: resultManageLinks.id })
    .from(resultManageLinks)
    .where(and(eq(resultManageLinks.result_id, resultId), eq(resultManageLinks.token_hash, hash)))
    .limit(1);
  return Boolean(link);
}
