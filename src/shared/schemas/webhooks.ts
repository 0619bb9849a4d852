import { z } from "zod";

/** The events a webhook endpoint can subscribe to (docs/webhooks.md describes each payload). */
export const WEBHOOK_EVENT_TYPES = [
  "analysis.created",
  "booking.created",
  "booking.rescheduled",
  "booking.cancelled",
  "message.created",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const MSG_WEBHOOK_EVENTS_REQUIRED = "Choose at least one event.";

/** POST /api/admin/webhooks */
export const WebhookCreateSchema = z.object({
  url: z.string().trim().min(1, "Enter the endpoint's URL.").max(2000, "The URL is too long."),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES))
    .min(1, MSG_WEBHOOK_EVENTS_REQUIRED)
    .transform((events) => [...new Set(events)]),
});
export type WebhookCreate = z.infer<typeof WebhookCreateSchema>;

/** 201 answer: the secret is shown this once. */
export const WebhookCreatedSchema = z.object({ id: z.uuid(), secret: z.string() });

export const WebhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.string()),
  created_at: z.string(),
  /** The newest delivery's outcome, for the list. */
  last_delivery_status: z.string().nullable(),
  last_status_code: z.number().int().nullable(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const WebhookDeliverySchema = z.object({
  id: z.string(),
  event_type: z.string(),
  status: z.enum(["pending", "delivering", "succeeded", "failed"]),
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
