import { useQuery } from "@tanstack/react-query";
import { RotateCw } from "lucide-react";
import { failedJobsQuery, useRetryFailedJob } from "#client/api/admin/jobs.ts";
import { errorMessage } from "#client/api/error-message.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "#client/components/ui/table.tsx";
import { toast } from "#client/lib/toast.ts";
import { formatUtcDateTime } from "#shared/format/date.ts";

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
          <Table label="Failed mails and webhooks">
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>Failed (UTC)</TableHead>
                <TableHead>What</TableHead>
                <TableHead>To</TableHead>
                <TableHead>Attempts</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {failed.data.map((job) => (
                <TableRow key={`${job.kind}-${job.id}`}>
                  <TableCell label="Failed (UTC)" className="font-mono text-xs tabular-nums">
                    {job.failed_at ? formatUtcDateTime(job.failed_at) : "-"}
                  </TableCell>
                  <TableCell label="What" title={job.error ?? undefined}>
                    {job.kind === "mail" ? "Mail" : "Webhook"}: {job.what}
                  </TableCell>
                  <TableCell label="To" className="break-all">
                    {job.target}
                  </TableCell>
                  <TableCell label="Attempts" className="tabular-nums">
                    {job.attempts}
                  </TableCell>
                  <TableCell className="text-right">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={retry.isPending}
                      onClick={() =>
                        retry.mutate(job, {
                          onSuccess: () => toast.success("Queued again"),
                          onError: (error) => toast.error(errorMessage(error, "Could not retry.")),
                        })
                      }
                    >
                      <RotateCw aria-hidden="true" />
                      Retry
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
