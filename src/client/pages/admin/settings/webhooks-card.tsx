import { useQuery } from "@tanstack/react-query";
import { Copy, RotateCw } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  adminWebhooksQuery,
  useCreateWebhook,
  useDeleteWebhook,
  useResendDelivery,
  webhookDeliveriesQuery,
} from "#client/api/admin/webhooks.ts";
import { errorMessage } from "#client/api/error-message.ts";
import { ConfirmDeleteButton } from "#client/components/admin/confirm-delete-button.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { toast } from "#client/lib/toast.ts";
import { formatUtcDateTime } from "#shared/format/date.ts";
import {
  MSG_WEBHOOK_EVENTS_REQUIRED,
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpoint,
  type WebhookEventType,
} from "#shared/schemas/webhooks.ts";

const EVENT_LABELS: Record<WebhookEventType, string> = {
  "analysis.created": "Analysis created",
  "booking.created": "Call booked",
  "booking.cancelled": "Call cancelled",
  "message.created": "Message sent",
};

function NewSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <div role="status" className="rounded-xl border border-primary/40 bg-primary/5 p-4 text-sm">
      <p className="font-semibold">Copy the signing secret now: it is not shown again.</p>
      <code
        className="mt-2 block break-all rounded-md bg-muted p-2 font-mono text-xs"
        data-testid="webhook-secret"
      >
        {secret}
      </code>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(secret)
              .then(() => toast.success("Secret copied"))
              .catch(() => toast.error("Could not copy: select the text instead."))
          }
        >
          <Copy aria-hidden="true" />
          Copy secret
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

function Deliveries({ endpointId }: { endpointId: string }) {
  const deliveries = useQuery(webhookDeliveriesQuery(endpointId));
  const resend = useResendDelivery();
  if (deliveries.isPending) return <p className="text-muted-foreground text-sm">Loading deliveries...</p>;
  if (!deliveries.data)
    return <p className="text-muted-foreground text-sm">The deliveries could not be loaded.</p>;
  if (deliveries.data.length === 0)
    return <p className="text-muted-foreground text-sm">No deliveries yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[520px] border-collapse text-left text-sm">
        <caption className="sr-only">Recent deliveries</caption>
        <thead>
          <tr className="text-muted-foreground">
            <th scope="col" className="border-b py-1.5 pr-3 font-medium">
              Time (UTC)
            </th>
            <th scope="col" className="border-b py-1.5 pr-3 font-medium">
              Event
            </th>
            <th scope="col" className="border-b py-1.5 pr-3 font-medium">
              Status
            </th>
            <th scope="col" className="border-b py-1.5 pr-3 font-medium">
              Attempts
            </th>
            <th scope="col" className="border-b py-1.5 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.data.map((d) => (
            <tr key={d.id} data-delivery-id={d.id}>
              <td className="border-b py-1.5 pr-3 font-mono text-xs tabular-nums">
                {formatUtcDateTime(d.created_at)}
              </td>
              <td className="border-b py-1.5 pr-3">{d.event_type}</td>
              <td className="border-b py-1.5 pr-3" title={d.last_error ?? undefined}>
                {d.status}
                {d.last_status_code !== null
                  ? ` (${d.last_status_code})`
                  : d.last_error
                    ? " (no answer)"
                    : ""}
              </td>
              <td className="border-b py-1.5 pr-3 tabular-nums">{d.attempts}</td>
              <td className="border-b py-1.5 text-right">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={resend.isPending || d.status === "delivering"}
                  onClick={() =>
                    resend.mutate(
                      { endpointId, deliveryId: d.id },
                      {
                        onSuccess: () => toast.success("Delivery queued again"),
                        onError: (error) =>
                          toast.error(errorMessage(error, "Could not resend the delivery.")),
                      },
                    )
                  }
                >
                  <RotateCw aria-hidden="true" />
                  Resend
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function EndpointItem({ endpoint }: { endpoint: WebhookEndpoint }) {
  const remove = useDeleteWebhook();
  return (
    <li className="flex flex-col gap-2 py-4" data-webhook-id={endpoint.id}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium [overflow-wrap:anywhere]">{endpoint.url}</p>
          <p className="text-muted-foreground text-xs">
            {endpoint.events.join(", ")}
            {endpoint.last_delivery_status
              ? ` · last delivery ${endpoint.last_delivery_status}${endpoint.last_status_code !== null ? ` (${endpoint.last_status_code})` : ""}`
              : " · no deliveries yet"}
          </p>
        </div>
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
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground hover:text-foreground">
          Recent deliveries
        </summary>
        <div className="mt-2">
          <Deliveries endpointId={endpoint.id} />
        </div>
      </details>
    </li>
  );
}

/** Admin > Settings > Webhooks: add endpoints, see their deliveries, resend one. */
export function WebhooksCard() {
  const endpoints = useQuery(adminWebhooksQuery());
  const create = useCreateWebhook();
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENT_TYPES]);
  const [problem, setProblem] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const urlId = useId();
  const problemId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (events.length === 0) return setProblem(MSG_WEBHOOK_EVENTS_REQUIRED);
    setProblem(null);
    create.mutate(
      { url: url.trim(), events },
      {
        onSuccess: (created) => {
          setSecret(created.secret);
          setUrl("");
          toast.success("Webhook added");
        },
        onError: (error) => setProblem(errorMessage(error, "Could not add the webhook.")),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Webhooks</CardTitle>
        <CardDescription>
          Send new analyses, bookings and messages to your CRM. Each request is signed (Standard Webhooks)
          with the endpoint's secret and retried for up to a day.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {secret ? <NewSecret secret={secret} onDone={() => setSecret(null)} /> : null}
        <form onSubmit={submit} className="flex flex-col gap-3" aria-label="Add a webhook">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={urlId} className="font-medium text-sm">
              Endpoint URL
            </label>
            <Input
              id={urlId}
              type="url"
              inputMode="url"
              required
              placeholder="https://crm.example.com/hooks/cloud-bill-check"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
            />
          </div>
          <fieldset className="flex flex-col gap-1.5">
            <legend className="mb-1 font-medium text-sm">Events</legend>
            <div className="grid grid-cols-1 gap-1.5 sm:grid-cols-2">
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <label key={type} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={events.includes(type)}
                    onChange={(e) =>
                      setEvents((list) =>
                        e.target.checked ? [...list, type] : list.filter((t) => t !== type),
                      )
                    }
                  />
                  {EVENT_LABELS[type]} <code className="text-muted-foreground text-xs">{type}</code>
                </label>
              ))}
            </div>
          </fieldset>
          {problem ? (
            <p id={problemId} role="alert" className="text-destructive text-sm">
              {problem}
            </p>
          ) : null}
          <div>
            <Button type="submit" size="sm" disabled={create.isPending}>
              Add webhook
            </Button>
          </div>
        </form>
        {endpoints.data && endpoints.data.length > 0 ? (
          <ul aria-label="Webhooks" className="flex flex-col divide-y border-t">
            {endpoints.data.map((endpoint) => (
              <EndpointItem key={endpoint.id} endpoint={endpoint} />
            ))}
          </ul>
        ) : endpoints.isPending ? null : (
          <p className="text-muted-foreground text-sm">No webhooks yet.</p>
        )}
      </CardContent>
    </Card>
  );
}
