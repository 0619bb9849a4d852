import type { ExtractedData } from "#shared/schemas/extracted-data.ts";
import type { ProviderMatch } from "#shared/schemas/provider-match.ts";
import type { Db } from "../db/client.ts";
import { resultsHistory } from "../db/schema.ts";
import type { Jobs, Tx } from "../jobs/jobs.ts";
import { queueLeadEvent } from "../jobs/lead-event-job.ts";
import { toObjectPath } from "../storage/storage.ts";

/** A provider as a result names it: the one compared with, or the one the visitor chose. */
interface NamedProvider {
  id: string;
  name: string;
}

/** Everything a new result row holds: an upload's analysis and a confirmed review's are written alike. */
export interface NewResult {
  name: string;
  email: string;
  /** The stored bill's name in the "bills" folder. */
  bill: string;
  data: ExtractedData;
  chosen: NamedProvider;
  compared: NamedProvider | null;
  detected: string | null;
  match: ProviderMatch;
  manageTokenHash: string | null;
  fileSha256: string | null;
}

/**
 * Inserts the result and, with the job queue, its analysis.created lead event in the same transaction
 * (a crash between the two cannot lose the event). Returns the new id, or undefined when none came back.
 */
export async function saveResult(
  db: Db,
  jobs: Jobs | undefined,
  result: NewResult,
): Promise<string | undefined> {
  const insert = (into: Db | Tx) =>
    into
      .insert(resultsHistory)
      .values({
        name: result.name,
        email: result.email,
        pdf_url: toObjectPath("bills", result.bill),
        cloud_provider_id: result.compared?.id ?? null,
        provider_name: result.compared?.name ?? null,
        extracted_data: result.data,
        chosen_provider_id: result.chosen.id,
        chosen_provider_name: result.chosen.name,
        detected_provider: result.detected,
        provider_match: result.match,
        manage_token_hash: result.manageTokenHash,
        file_sha256: result.fileSha256,
      })
      .returning({ id: resultsHistory.id });
  if (!jobs) return (await insert(db))[0]?.id;
  // The visitor does not wait for the event's work (rescoring, webhooks, the staff mail): it starts on commit.
  return jobs.transaction(
    async (tx, queue) => {
      const id = (await insert(tx))[0]?.id;
      if (id) await queueLeadEvent(queue, { type: "analysis.created", id });
      return id;
    },
    { waitMs: 0 },
  );
}
