import { useState } from "react";
import { useDeleteWebhook } from "#client/api/admin/webhooks.ts";
import { errorMessage } from "#client/api/error-message.ts";
import { ConfirmDeleteButton } from "#client/components/admin/confirm-delete-button.tsx";
import { toast } from "#client/lib/toast.ts";
import type { WebhookEndpoint } from "#shared/schemas/webhooks.ts";
import { RotateSecretButton } from "./rotate-secret-button.tsx";
import { WebhookDeliveries } from "./webhook-deliveries.tsx";
import { WebhookSecret } from "./webhook-secret.tsx";

/** One endpoint: its URL, events and last outcome, a delete button, and its deliveries on demand. */
export function WebhookEndpointItem({ endpoint }: { endpoint: WebhookEndpoint }) {
  const remove = useDeleteWebhook();
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <li className="flex flex-col gap-2 py-4" data-webhook-id={endpoint.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <p className="font-medium [overflow-wrap:anywhere]">{endpoint.url}</p>
          <p className="text-muted-foreground text-xs">
            {endpoint.events.join(", ")}
            {endpoint.last_delivery_status
              ? ` · last delivery ${endpoint.last_delivery_status}${endpoint.last_status_code !== null ? ` (${endpoint.last_status_code})` : ""}`
              : " · no deliveries yet"}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <RotateSecretButton endpointId={endpoint.id} url={endpoint.url} onRotated={setSecret} />
          <ConfirmDeleteButton
            label={`Delete webhook ${endpoint.url}`}
            title="Delete this webhook?"
            description="Events stop going to this URL and its delivery history is removed."
            disabled={remove.isPending}
            onConfirm={() =>
              remove.mutate(endpoint.id, {
                onSuccess: () => toast.success("Webhook deleted"),
                onError: (error) => toast.error(errorMessage(error, "Could not delete the webhook.")),
              })
            }
          />
        </div>
      </div>
      {secret ? (
        <div className="flex flex-col gap-2">
          <p className="text-muted-foreground text-sm">
            The old secret also signs every request for 24 hours: switch your receiver to the new one before
            then.
          </p>
          <WebhookSecret secret={secret} onDone={() => setSecret(null)} />
        </div>
      ) : null}
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground hover:text-foreground">
          Recent deliveries
        </summary>
        <div className="mt-2">
          <WebhookDeliveries endpointId={endpoint.id} url={endpoint.url} />
        </div>
      </details>
    </li>
  );
}
