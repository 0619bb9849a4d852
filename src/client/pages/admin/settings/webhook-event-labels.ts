import type { WebhookEventType } from "#shared/schemas/webhooks.ts";

/** How staff see each event a webhook can carry (the wire name is shown beside it). */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  "analysis.created": "Analysis created",
  "booking.created": "Call booked",
  "booking.rescheduled": "Call moved",
  "booking.cancelled": "Call cancelled",
  "message.created": "Message sent",
};
