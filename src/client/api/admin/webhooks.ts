import { queryOptions, useMutation } from "@tanstack/react-query";
import { z } from "zod";
import {
  type WebhookCreate,
  WebhookCreatedSchema,
  WebhookDeliverySchema,
  WebhookEndpointSchema,
} from "#shared/schemas/webhooks.ts";
import { useRefreshingMutation } from "./admin-mutation.ts";
import { adminGetQuery } from "./admin-query.ts";
import { requestAdminJson, requestAdminOk } from "./admin-request.ts";

const WEBHOOKS_KEY = ["admin", "webhooks"] as const;

/** GET /api/admin/webhooks: the endpoints with their newest delivery's outcome (no secrets). */
export function adminWebhooksQuery() {
  return adminGetQuery(WEBHOOKS_KEY, "/api/admin/webhooks", z.array(WebhookEndpointSchema));
}

/** GET /api/admin/webhooks/:id/deliveries: the latest 50, newest first; refreshed while any is pending. */
export function webhookDeliveriesQuery(endpointId: string) {
  return queryOptions({
    ...adminGetQuery(
      [...WEBHOOKS_KEY, endpointId, "deliveries"],
      `/api/admin/webhooks/${endpointId}/deliveries`,
      z.array(WebhookDeliverySchema),
    ),
    refetchInterval: (query) =>
      query.state.data?.some((d) => d.status === "pending" || d.status === "delivering") ? 3000 : false,
  });
}

/** POST: answers the id and the secret, which is shown this once. */
export function useCreateWebhook() {
  return useRefreshingMutation(
    (body: WebhookCreate) =>
      requestAdminJson("/api/admin/webhooks", WebhookCreatedSchema, { method: "POST", body }),
    WEBHOOKS_KEY,
  );
}

export function useDeleteWebhook() {
  return useRefreshingMutation(
    (id: string) => requestAdminOk(`/api/admin/webhooks/${id}`, { method: "DELETE" }),
    WEBHOOKS_KEY,
  );
}

export function useResendDelivery() {
  return useRefreshingMutation(
    ({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
      requestAdminOk(`/api/admin/webhooks/${endpointId}/deliveries/${deliveryId}/resend`, { method: "POST" }),
    WEBHOOKS_KEY,
  );
}

/** POST /api/admin/webhooks/:id/secret: a new secret, answered once; the old one also signs for 24 hours. */
export function useRotateWebhookSecret() {
  return useMutation({
    mutationFn: (id: string) =>
      requestAdminJson(`/api/admin/webhooks/${id}/secret`, WebhookCreatedSchema, { method: "POST" }),
  });
}
