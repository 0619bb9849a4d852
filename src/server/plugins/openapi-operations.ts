import {
  MSG_SETTING_UNKNOWN,
  MSG_STAFF_REVOKE_SELF,
  MSG_STORED_PDF_MISSING,
} from "#shared/messages/admin.ts";
import {
  MSG_IMAGE_REQUIRED,
  MSG_IMAGE_TOO_LARGE,
  MSG_IMAGE_TYPE,
  MSG_IMAGE_UNREADABLE,
  MSG_PROVIDER_NAME_TAKEN,
} from "#shared/messages/admin-content.ts";
import {
  MSG_PROVIDER_NOT_FOUND,
  MSG_REVIEW_EXPIRED,
  MSG_REVIEW_TOKEN_REQUIRED,
  MSG_UNSUPPORTED_INVOICE,
} from "#shared/messages/analysis.ts";
import { MSG_ACCOUNT_THROTTLED } from "#shared/messages/auth.ts";
import {
  MSG_BOOKING_LINK_EXPIRED,
  MSG_BOOKING_LINK_INVALID,
  MSG_BOOKING_SLOT_TAKEN,
  MSG_BOOKING_SLOT_UNAVAILABLE,
  MSG_BOOKING_TOO_MANY,
  MSG_BOOKING_TOO_MANY_FROM_NETWORK,
  MSG_BOOKINGS_DISABLED,
} from "#shared/messages/booking.ts";
import { MSG_CONTACT_DISABLED, MSG_FORM_RATE_LIMITED } from "#shared/messages/contact.ts";
import { MSG_NOT_FOUND } from "#shared/messages/general.ts";
import {
  MSG_CORRECTION_DISABLED,
  MSG_CORRECTION_LIMIT,
  MSG_CORRECTION_NET_ABOVE_CHARGES,
  MSG_MANAGE_TOKEN_REQUIRED,
  MSG_MONTH_LIMIT,
  MSG_MONTH_OTHER_ACCOUNT,
  MSG_MONTH_OTHER_CURRENCY,
  MSG_MONTH_OTHER_PROVIDER,
  MSG_MONTH_SAME_INVOICE,
  MSG_RESULT_NOT_FOUND,
} from "#shared/messages/result.ts";
import {
  MSG_ANALYSIS_DISABLED,
  MSG_PDF_ENCRYPTED,
  MSG_PDF_NOT_A_PDF,
  MSG_PDF_REQUIRED,
  MSG_PDF_TOO_LARGE,
  MSG_PDF_UNREADABLE,
  MSG_READER_PENALTY,
  MSG_UPLOAD_ONE_FILE,
  MSG_UPLOAD_RATE_LIMITED,
  MSG_UPLOAD_TOO_SLOW,
  MSG_UPLOAD_UNREADABLE,
  MSG_UPLOADS_IN_FLIGHT,
} from "#shared/messages/upload.ts";

/** The 4xx answers of one operation beyond those every route of its kind has, with the catalogue's messages. */
export type ErrorAnswers = Partial<
  Record<400 | 403 | 404 | 408 | 409 | 410 | 413 | 415 | 422 | 429, string[]>
>;

/** A multipart upload's parts, for the request body the description shows. */
export interface MultipartBody {
  fields: Record<string, { type: "string" | "binary"; description: string }>;
  required: string[];
}

export interface OperationDoc {
  summary: string;
  errors?: ErrorAnswers;
  /** Changes a result: only the browser holding its manage token (the X-Manage-Token header). */
  manageToken?: boolean;
  multipart?: MultipartBody;
}

const PDF_UPLOAD: ErrorAnswers = {
  400: [MSG_PDF_REQUIRED, MSG_PDF_NOT_A_PDF, MSG_UPLOAD_ONE_FILE, MSG_UPLOAD_UNREADABLE],
  403: [MSG_ANALYSIS_DISABLED],
  408: [MSG_UPLOAD_TOO_SLOW],
  413: [MSG_PDF_TOO_LARGE],
  422: [MSG_UNSUPPORTED_INVOICE, MSG_PDF_UNREADABLE, MSG_PDF_ENCRYPTED],
  429: [MSG_UPLOAD_RATE_LIMITED, MSG_UPLOADS_IN_FLIGHT, MSG_READER_PENALTY],
};
/** A manage link's token names no booking, or its call is over. */
const BOOKING_LINK: ErrorAnswers = { 404: [MSG_BOOKING_LINK_INVALID], 410: [MSG_BOOKING_LINK_EXPIRED] };
/** The review step's token is missing or wrong, or the review is gone (confirmed, dropped or expired). */
const REVIEW_STEP: ErrorAnswers = { 403: [MSG_REVIEW_TOKEN_REQUIRED], 404: [MSG_REVIEW_EXPIRED] };

/** A testimonial's image path that names no uploaded photo (the message names the path). */
const NO_SUCH_PHOTO = "There is no photo named … (an image path that names no photo).";

/** A staff operation on one row named by its id: an id that names none answers 404. */
const oneRow = (summary: string): OperationDoc => ({ summary, errors: { 404: [MSG_NOT_FOUND] } });

const PDF_PART = { type: "binary", description: "The invoice: one PDF, at most 10 MB." } as const;

/**
 * Every operation of the API, by method and OpenAPI path: what it does in one line, and the 4xx answers it gives
 * besides the ones the description adds by kind (a failed check 400, staff routes 401/403, a public form's foreign
 * Origin 403). The OpenAPI test fails for a route that is missing here, so a new route gets its line.
 */
export const OPERATIONS: Record<string, OperationDoc> = {
  "GET /api/health": { summary: "Liveness: the process answers" },
  "GET /api/ready": { summary: "Readiness: database, storage and rate-limit store, each named" },
  "GET /metrics": { summary: "Prometheus metrics of this instance" },
  "GET /api/openapi.json": { summary: "This description" },
  "GET /api/providers": { summary: "The enabled cloud providers, with their average savings rate" },
  "GET /api/testimonials": { summary: "Testimonials, newest first, a page at a time" },
  "GET /api/settings/public": { summary: "The public feature switches" },
  "POST /api/analyses": {
    summary: "Analyse an invoice PDF (the visitor's name, email and provider with it)",
    errors: { ...PDF_UPLOAD, 400: [...(PDF_UPLOAD[400] ?? []), MSG_PROVIDER_NOT_FOUND] },
    multipart: {
      fields: {
        name: { type: "string", description: "The visitor's name." },
        email: { type: "string", description: "The visitor's email address." },
        cloudProviderId: { type: "string", description: "The chosen provider's id (GET /api/providers)." },
        file: PDF_PART,
      },
      required: ["name", "email", "cloudProviderId", "file"],
    },
  },
  "GET /api/results/{id}": {
    summary: "Read a result (its id is all it needs)",
    errors: { 404: [MSG_RESULT_NOT_FOUND] },
  },
  "DELETE /api/results/{id}": {
    summary: "Delete a result and its PDF",
    manageToken: true,
    errors: { 403: [MSG_MANAGE_TOKEN_REQUIRED], 404: [MSG_RESULT_NOT_FOUND] },
  },
  "PATCH /api/results/{id}/figures": {
    summary: "Correct figures that were misread; the savings are recomputed",
    manageToken: true,
    errors: {
      400: [
        MSG_CORRECTION_NET_ABOVE_CHARGES,
        "The correction breaks one of the invoice's equations (named).",
      ],
      403: [MSG_MANAGE_TOKEN_REQUIRED, MSG_CORRECTION_DISABLED],
      404: [MSG_RESULT_NOT_FOUND],
      409: [MSG_CORRECTION_LIMIT],
    },
  },
  "POST /api/results/{id}/manage-link": {
    summary: "Mail a manage link to the address the analysis was made with",
    errors: { 404: [MSG_RESULT_NOT_FOUND], 429: [MSG_FORM_RATE_LIMITED] },
  },
  "POST /api/results/{id}/invoices": {
    summary: "Add another month's invoice of the same account to a result",
    manageToken: true,
    errors: {
      ...PDF_UPLOAD,
      403: [MSG_ANALYSIS_DISABLED, MSG_MANAGE_TOKEN_REQUIRED],
      404: [MSG_RESULT_NOT_FOUND],
      409: [MSG_MONTH_SAME_INVOICE, MSG_MONTH_LIMIT],
      422: [
        ...(PDF_UPLOAD[422] ?? []),
        MSG_MONTH_OTHER_ACCOUNT,
        MSG_MONTH_OTHER_PROVIDER,
        MSG_MONTH_OTHER_CURRENCY,
      ],
    },
    multipart: { fields: { file: PDF_PART }, required: ["file"] },
  },
  "GET /api/reviews/{id}": {
    summary: "A refused invoice's review step: its pages and the numbers they print",
    errors: REVIEW_STEP,
  },
  "POST /api/reviews/{id}": {
    summary: "Confirm the figures of a review step; the result is saved",
    errors: {
      400: [MSG_CORRECTION_NET_ABOVE_CHARGES, MSG_PROVIDER_NOT_FOUND],
      403: [MSG_REVIEW_TOKEN_REQUIRED, MSG_CORRECTION_DISABLED],
      404: [MSG_REVIEW_EXPIRED],
    },
  },
  "DELETE /api/reviews/{id}": {
    summary: "Drop a review step and its PDF",
    errors: REVIEW_STEP,
  },
  "GET /api/auth/{*}": { summary: "Better Auth: sessions, sign-in callbacks" },
  "POST /api/auth/{*}": {
    summary: "Better Auth: sign in, sign up, sign out",
    errors: { 429: [MSG_ACCOUNT_THROTTLED] },
  },
  "POST /api/contact": {
    summary: "Send a message to the team",
    errors: { 403: [MSG_CONTACT_DISABLED], 429: [MSG_FORM_RATE_LIMITED] },
  },
  "GET /api/bookings/slots": { summary: "Free discovery-call slots" },
  "POST /api/bookings": {
    summary: "Book a discovery call",
    errors: {
      400: [MSG_BOOKING_SLOT_UNAVAILABLE],
      403: [MSG_BOOKINGS_DISABLED],
      409: [MSG_BOOKING_SLOT_TAKEN],
      429: [MSG_FORM_RATE_LIMITED, MSG_BOOKING_TOO_MANY, MSG_BOOKING_TOO_MANY_FROM_NETWORK],
    },
  },
  "GET /api/bookings/manage": {
    summary: "A booked call, from its manage link",
    errors: BOOKING_LINK,
  },
  "POST /api/bookings/cancel": {
    summary: "Cancel a booked call from its manage link",
    errors: BOOKING_LINK,
  },
  "POST /api/bookings/move": {
    summary: "Move a booked call to another free slot",
    errors: {
      400: [MSG_BOOKING_SLOT_UNAVAILABLE],
      ...BOOKING_LINK,
      409: [MSG_BOOKING_SLOT_TAKEN],
    },
  },
  "GET /api/admin/me": { summary: "The signed-in staff member" },
  "GET /api/admin/overview": { summary: "The leads at a glance" },
  "GET /api/admin/providers": { summary: "Every provider, enabled or not" },
  "POST /api/admin/providers": { summary: "Add a provider", errors: { 409: [MSG_PROVIDER_NAME_TAKEN] } },
  "PUT /api/admin/providers/{id}": {
    summary: "Change a provider",
    errors: { 404: [MSG_NOT_FOUND], 409: [MSG_PROVIDER_NAME_TAKEN] },
  },
  "DELETE /api/admin/providers/{id}": oneRow("Delete a provider"),
  "GET /api/admin/testimonials": { summary: "Every testimonial" },
  "POST /api/admin/testimonials": {
    summary: "Add a testimonial",
    errors: { 422: [NO_SUCH_PHOTO] },
  },
  "PUT /api/admin/testimonials/{id}": {
    summary: "Change a testimonial",
    errors: { 404: [MSG_NOT_FOUND], 422: [NO_SUCH_PHOTO] },
  },
  "DELETE /api/admin/testimonials/{id}": oneRow("Delete a testimonial"),
  "POST /api/admin/testimonials/{id}/image": {
    summary: "Upload a testimonial's photo (re-encoded before it is stored)",
    errors: {
      400: [MSG_IMAGE_REQUIRED],
      404: [MSG_NOT_FOUND],
      413: [MSG_IMAGE_TOO_LARGE],
      415: [MSG_IMAGE_TYPE],
      422: [MSG_IMAGE_UNREADABLE],
    },
    multipart: {
      fields: { file: { type: "binary", description: "A JPEG, PNG or WebP photo, at most 2 MB." } },
      required: ["file"],
    },
  },
  "GET /api/admin/settings": { summary: "Every feature switch" },
  "PUT /api/admin/settings/{key}": {
    summary: "Turn a feature switch on or off",
    errors: { 404: [MSG_SETTING_UNKNOWN] },
  },
  "GET /api/admin/staff": { summary: "Staff accounts" },
  "DELETE /api/admin/staff/{id}": {
    summary: "Revoke a staff account (signed out everywhere)",
    errors: { 400: [MSG_STAFF_REVOKE_SELF], 404: [MSG_NOT_FOUND] },
  },
  "GET /api/admin/results": { summary: "Results History, a page at a time, searchable" },
  "GET /api/admin/results/export.csv": { summary: "Results History as CSV" },
  "GET /api/admin/results/{id}/pdf": {
    summary: "Download a result's invoice PDF",
    errors: { 404: [MSG_NOT_FOUND, MSG_STORED_PDF_MISSING] },
  },
  "PUT /api/admin/results/{id}/keep": oneRow("Keep a result past the retention period, or release it"),
  "DELETE /api/admin/results/{id}": oneRow("Delete a result and its PDF"),
  "GET /api/admin/messages": { summary: "Contact messages, a page at a time" },
  "PATCH /api/admin/messages/{id}": oneRow("Mark a message handled, or keep it"),
  "GET /api/admin/bookings": { summary: "Booked calls, a page at a time" },
  "PATCH /api/admin/bookings/{id}": oneRow("Mark a booking handled, or keep it"),
  "POST /api/admin/bookings/{id}/cancel": oneRow(
    "Cancel a call, with an optional reason mailed to the visitor",
  ),
  "POST /api/admin/bookings/{id}/move": {
    summary: "Move a call to another free slot; the visitor is mailed",
    errors: { 400: [MSG_BOOKING_SLOT_UNAVAILABLE], 404: [MSG_NOT_FOUND], 409: [MSG_BOOKING_SLOT_TAKEN] },
  },
  "GET /api/admin/webhooks": { summary: "Webhook endpoints, with their last delivery" },
  "POST /api/admin/webhooks": { summary: "Add a webhook endpoint; its signing secret is answered once" },
  "POST /api/admin/webhooks/{id}/secret": oneRow(
    "A new signing secret, answered once; the old one also signs for 24 hours",
  ),
  "DELETE /api/admin/webhooks/{id}": oneRow("Delete a webhook endpoint and its deliveries"),
  "GET /api/admin/webhooks/{id}/deliveries": oneRow("An endpoint's recent deliveries"),
  "POST /api/admin/webhooks/{id}/deliveries/{deliveryId}/resend": oneRow("Queue a delivery again"),
  "GET /api/admin/jobs/failed": { summary: "Mails and webhook deliveries that failed after every retry" },
  "POST /api/admin/jobs/{kind}/{id}/retry": oneRow("Run a failed mail or webhook delivery again"),
};
