import { useQuery } from "@tanstack/react-query";
import { useResendDelivery, webhookDeliveriesQuery } from "#client/api/admin/webhooks.ts";
import { errorMessage } from "#client/api/error-message.ts";
import { DataTable } from "#client/components/ui/table.tsx";
import { toast } from "#client/lib/toast.ts";
import { formatUtcDateTime } from "#shared/format/date.ts";
import { RetryButton } from "./retry-button.tsx";

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
    <DataTable
      label={`Recent deliveries to ${url}`}
      rows={deliveries.data}
      rowKey={(d) => d.id}
      rowData={(d) => ({ "data-delivery-id": d.id })}
      columns={[
        {
          name: "Time (UTC)",
          className: "font-mono text-xs tabular-nums",
          cell: (d) => formatUtcDateTime(d.created_at),
        },
        { name: "Event", cell: (d) => d.event_type },
        {
          name: "Status",
          title: (d) => d.last_error ?? undefined,
          cell: (d) =>
            `${d.status}${d.last_status_code !== null ? ` (${d.last_status_code})` : d.last_error ? " (no answer)" : ""}`,
        },
        { name: "Attempts", className: "tabular-nums", cell: (d) => d.attempts },
        {
          name: "Actions",
          actions: true,
          className: "text-right",
          cell: (d) => (
            <RetryButton
              label="Resend"
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
            />
          ),
        },
      ]}
    />
  );
}
