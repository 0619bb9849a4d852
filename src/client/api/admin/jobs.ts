import { z } from "zod";
import { type FailedJob, FailedJobSchema } from "#shared/schemas/admin-jobs.ts";
import { useRefreshingMutation } from "./admin-mutation.ts";
import { adminGetQuery } from "./admin-query.ts";
import { requestAdminOk } from "./admin-request.ts";

/** GET /api/admin/jobs/failed: mails and webhook deliveries whose retries are used up, newest first. */
export function failedJobsQuery() {
  return adminGetQuery(["admin", "jobs", "failed"], "/api/admin/jobs/failed", z.array(FailedJobSchema));
}

/** POST /api/admin/jobs/:kind/:id/retry: runs it again with a fresh retry schedule; every admin list reloads. */
export function useRetryFailedJob() {
  return useRefreshingMutation(
    (job: Pick<FailedJob, "kind" | "id">) =>
      requestAdminOk(`/api/admin/jobs/${job.kind}/${encodeURIComponent(job.id)}/retry`, { method: "POST" }),
    ["admin"],
  );
}
