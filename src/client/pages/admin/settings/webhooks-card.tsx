import { useQuery } from "@tanstack/react-query";
import { adminWebhooksQuery } from "#client/api/admin/webhooks.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { AddWebhookForm } from "./add-webhook-form.tsx";
import { WebhookEndpointItem } from "./webhook-endpoint-item.tsx";

/** Admin > Settings > Webhooks: add endpoints, see their deliveries, resend one. */
export function WebhooksCard() {
  const endpoints = useQuery(adminWebhooksQuery());
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
        <AddWebhookForm />
        {endpoints.data && endpoints.data.length > 0 ? (
          <ul aria-label="Webhooks" className="flex flex-col divide-y border-t">
            {endpoints.data.map((endpoint) => (
              <WebhookEndpointItem key={endpoint.id} endpoint={endpoint} />
            ))}
          </ul>
        ) : endpoints.isPending ? null : (
          <p className="text-muted-foreground text-sm">No webhooks yet.</p>
        )}
      </CardContent>
    </Card>
  );
}
