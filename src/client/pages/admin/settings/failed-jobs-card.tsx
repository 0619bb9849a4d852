import { useQuery } from "@tanstack/react-query";
import { failedJobsQuery, useRetryFailedJob } from "#client/api/admin/jobs.ts";
import { errorMessage } from "#client/api/error-message.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { DataTable } from "#client/components/ui/table.tsx";
import { toast } from "#client/lib/toast.ts";
import { formatUtcDateTime } from "#shared/format/date.ts";
import { RetryButton } from "./retry-button.tsx";

/** Admin > Settings > Failed mails and webhooks: what could not be sent after every retry, with Retry. */
export function FailedJobsCard() {
  const failed = useQuery(failedJobsQuery());
  const retry = useRetryFailedJob();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Failed mails and webhooks</CardTitle>
        <CardDescription>
          Mails and webhook deliveries that could not be sent after every retry. Retry sends one again.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {failed.isPending ? (
          <p className="text-muted-foreground text-sm">Loading...</p>
        ) : !failed.data ? (
          <p className="text-muted-foreground text-sm">The list could not be loaded.</p>
        ) : failed.data.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nothing failed.</p>
        ) : (
          <DataTable
            label="Failed mails and webhooks"
            rows={failed.data}
            rowKey={(job) => `${job.kind}-${job.id}`}
            columns={[
              {
                name: "Failed (UTC)",
                className: "font-mono text-xs tabular-nums",
                cell: (job) => (job.failed_at ? formatUtcDateTime(job.failed_at) : "-"),
              },
              {
                name: "What",
                title: (job) => job.error ?? undefined,
                cell: (job) => `${job.kind === "mail" ? "Mail" : "Webhook"}: ${job.what}`,
              },
              { name: "To", className: "break-all", cell: (job) => job.target },
              { name: "Attempts", className: "tabular-nums", cell: (job) => job.attempts },
              {
                name: "Actions",
                actions: true,
                className: "text-right",
                cell: (job) => (
                  <RetryButton
                    label="Retry"
                    disabled={retry.isPending}
                    onClick={() =>
                      retry.mutate(job, {
                        onSuccess: () => toast.success("Queued again"),
                        onError: (error) => toast.error(errorMessage(error, "Could not retry.")),
                      })
                    }
                  />
                ),
              },
            ]}
          />
        )}
      </CardContent>
    </Card>
  );
}
