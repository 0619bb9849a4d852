import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { type FailedJob, FailedJobSchema } from "#shared/schemas/admin-jobs.ts";
import { requestAdminJson, requestAdminOk } from "./admin-request.ts";

const FAILED_JOBS_KEY = ["admin", "jobs", "failed"] as const;

/** GET /api/admin/jobs/failed: mails and webhook deliveries whose retries are used up, newest first. */
export function failedJobsQuery() {
  return queryOptions({
    queryKey: FAILED_JOBS_KEY,
    queryFn: ({ signal }) => requestAdminJson("/api/admin/jobs/failed", z.array(FailedJobSchema), { signal }),
  });
}

/** POST /api/admin/jobs/:kind/:id/retry: runs it again with a fresh retry schedule. */
export function useRetryFailedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (job: Pick<FailedJob, "kind" | "id">) =>
      requestAdminOk(`/api/admin/jobs/${job.kind}/${encodeURIComponent(job.id)}/retry`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
