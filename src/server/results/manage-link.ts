import { and, desc, eq, gt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import { resultManageLinks, resultsHistory } from "../db/schema.ts";
import type { Jobs } from "../jobs/jobs.ts";
import { queueMails } from "../jobs/mail-job.ts";
import { manageLinkMail } from "../mail/templates.ts";
import { newManageToken } from "./manage-token.ts";

/** One manage link per result in this long: sending the bill again and again cannot fill the visitor's inbox. */
export const MANAGE_LINK_INTERVAL_MS = 10 * 60_000;

/** "mailed": a link is on its way to the analysis's address; "mailed_recently": one went there minutes ago. */
export type ManageLinkOutcome = "mailed" | "mailed_recently";

export interface ManageLinkDeps {
  db: Db;
  /** The mail is queued with the link's row and sent after the answer (retried, never the visitor's error). */
  jobs: Jobs;
  publicUrl: string;
}

/**
 * The safe way back for a visitor who sent the same bill again and got the earlier result without its token: a
 * new manage token, stored by its hash, mailed to the address the analysis was made with (never answered to the
 * request: knowing a result's link and an address is not proof of owning the address). Null when there is no
 * such result; "mailed" too when `address` is not the analysis's (nothing is sent then, and nothing said).
 */
export async function offerManageLink(
  deps: ManageLinkDeps,
  resultId: string,
  address: string,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<ManageLinkOutcome | null> {
  const [row] = await deps.db
    .select({ name: resultsHistory.name, email: resultsHistory.email })
    .from(resultsHistory)
    .where(eq(resultsHistory.id, resultId))
    .limit(1);
  if (!row) return null;
  if (row.email.trim().toLowerCase() !== address.trim().toLowerCase()) return "mailed";
  const [recent] = await deps.db
    .select({ id: resultManageLinks.id })
    .from(resultManageLinks)
    .where(
      and(
        eq(resultManageLinks.result_id, resultId),
        gt(resultManageLinks.created_at, new Date(now.getTime() - MANAGE_LINK_INTERVAL_MS)),
      ),
    )
    .orderBy(desc(resultManageLinks.created_at))
    .limit(1);
  if (recent) return "mailed_recently";
  const token = newManageToken();
  const mail = manageLinkMail(row.email, row.name, `${deps.publicUrl}/results/${resultId}`, token.token);
  try {
    await deps.jobs.transaction(
      async (tx, queue) => {
        await tx.insert(resultManageLinks).values({ result_id: resultId, token_hash: token.hash });
        await queueMails(queue, [{ what: "manage link", message: mail }]);
      },
      { waitMs: 0 },
    );
  } catch (error) {
    log.error({ err: error }, "manage link could not be stored");
    throw error;
  }
  return "mailed";
}
