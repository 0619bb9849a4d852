import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  type WebhookCreate,
  WebhookCreatedSchema,
  WebhookDeliverySchema,
  WebhookEndpointSchema,
} from "#shared/schemas/webhooks.ts";
import { requestAdminJson } from "./admin-request.ts";

const WEBHOOKS_KEY = ["admin", "webhooks"] as const;

/** GET /api/admin/webhooks: the endpoints with their newest delivery's outcome (no secrets). */
export function adminWebhooksQuery() {
  return queryOptions({
    queryKey: WEBHOOKS_KEY,
    queryFn: async ({ signal }) =>
      z
        .array(WebhookEndpointSchema)
        .parse(await requestAdminJson<unknown>("/api/admin/webhooks", { signal })),
  });
}

/** GET /api/admin/webhooks/:id/deliveries: the latest 50, newest first; refreshed while any is pending. */
export function webhookDeliveriesQuery(endpointId: string) {
  return queryOptions({
    queryKey: [...WEBHOOKS_KEY, endpointId, "deliveries"],
    queryFn: async ({ signal }) =>
      z
        .array(WebhookDeliverySchema)
        .parse(await requestAdminJson<unknown>(`/api/admin/webhooks/${endpointId}/deliveries`, { signal })),
    refetchInterval: (query) =>
      query.state.data?.some((d) => d.status === "pending" || d.status === "delivering") ? 3000 : false,
  });
}

/** POST: answers the id and the secret, which is shown this once. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: WebhookCreate) =>
      WebhookCreatedSchema.parse(
        await requestAdminJson<unknown>("/api/admin/webhooks", { method: "POST", body }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => requestAdminJson<void>(`/api/admin/webhooks/${id}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}

export function useResendDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
      requestAdminJson<unknown>(`/api/admin/webhooks/${endpointId}/deliveries/${deliveryId}/resend`, {
        method: "POST",
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}
