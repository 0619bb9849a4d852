import type { JobDefinition } from "./job.ts";
import { leadEventJob } from "./lead-event-job.ts";
import { sendMailJob } from "./mail-job.ts";
import { retentionPurgeJob } from "./retention-job.ts";

/** Every kind of background work the server does (webhook deliveries are sent by their own worker, see below). */
export const ALL_JOBS: readonly JobDefinition[] = [sendMailJob, leadEventJob, retentionPurgeJob];
