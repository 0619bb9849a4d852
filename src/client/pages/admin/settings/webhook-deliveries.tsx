import { useQuery } from "@tanstack/react-query";
import { RotateCw } from "lucide-react";
import { useResendDelivery, webhookDeliveriesQuery } from "#client/api/admin/webhooks.ts";
import { errorMessage } from "#client/api/error-message.ts";
import { Button } from "#client/components/ui/button.tsx";
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

/** An endpoint's recent deliveries, each with its outcome and a Resend button (the admin list pattern). */
export function WebhookDeliveries({ endpointId, url }: { endpointId: string; url: string }) {
  const deliveries = useQuery(webhookDeliveriesQuery(endpointId));
  const resend = useResendDelivery();
  if (deliveries.isPending) return <p className="text-muted-foreground text-sm">Loading deliveries...</p>;
  if (!deliveries.data)
    return <p className="text-muted-foreground text-sm">The deliveries could not be loaded.</p>;
  if (deliveries.data.length === 0)
    return <p className="text-muted-foreground text-sm">No deliveries yet.</p>;
  return (
    <Table label={`Recent deliveries to ${url}`}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Time (UTC)</TableHead>
          <TableHead>Event</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Attempts</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {deliveries.data.map((d) => (
          <TableRow key={d.id} data-delivery-id={d.id}>
            <TableCell label="Time (UTC)" className="font-mono text-xs tabular-nums">
              {formatUtcDateTime(d.created_at)}
            </TableCell>
            <TableCell label="Event">{d.event_type}</TableCell>
            <TableCell label="Status" title={d.last_error ?? undefined}>
              {d.status}
              {d.last_status_code !== null ? ` (${d.last_status_code})` : d.last_error ? " (no answer)" : ""}
            </TableCell>
            <TableCell label="Attempts" className="tabular-nums">
              {d.attempts}
            </TableCell>
            <TableCell className="text-right">
              <Button
                size="sm"
                variant="outline"
                disabled={resend.isPending || d.status === "delivering"}
                onClick={() =>
                  resend.mutate(
                    { endpointId, deliveryId: d.id },
                    {
                      onSuccess: () => toast.success("Delivery queued again"),
                      onError: (error) => toast.error(errorMessage(error, "Could not resend the delivery.")),
                    },
                  )
                }
              >
                <RotateCw aria-hidden="true" />
                Resend
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
