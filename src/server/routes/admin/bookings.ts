import { and, asc, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { readAnalysisFigures } from "#shared/format/analysis-summary.ts";
import {
  AdminBookingSchema,
  AdminBookingsPageSchema,
  BOOKING_FILTERS,
  InboxItemUpdateSchema,
} from "#shared/schemas/admin-inbox.ts";
import { StaffBookingCancelSchema, StaffBookingMoveSchema } from "#shared/schemas/booking-request.ts";
import type { BookingDeps } from "../../booking/booking-deps.ts";
import { cancelBookingByStaff, moveBookingByStaff } from "../../booking/manage-booking.ts";
import { bookings, resultsHistory } from "../../db/schema.ts";
import { effectiveExtractedData } from "../../results/find-result.ts";
import { InboxPageQuerySchema, isoOrNull, matchAny } from "./inbox-query.ts";
import { inboxItemChanges } from "./inbox-update.ts";
import { IdParamsSchema, notFound, requireUuid } from "./route-helpers.ts";

const QuerySchema = InboxPageQuerySchema.extend({ scope: z.enum(BOOKING_FILTERS).optional().default("all") });
type Scope = (typeof BOOKING_FILTERS)[number];

type Row = typeof bookings.$inferSelect;
type StoredAnalysis = { extracted_data: unknown; corrections: unknown } | null;

/** The attached analysis's figures in effect (the visitor's corrections applied), or null. */
function analysisOf(resultId: string | null, stored: StoredAnalysis) {
  if (!resultId || !stored || stored.extracted_data === null) return null;
  const { extracted_data, corrected } = effectiveExtractedData(stored.extracted_data, stored.corrections);
  return { id: resultId, ...readAnalysisFigures(extracted_data), corrected };
}

function toDto(row: Row, stored: StoredAnalysis) {
  const {
    manage_token_hash: _h,
    manage_token_expires_at: _e,
    sequence: _s,
    client_ip_hash: _ip,
    result_id,
    updated_at: _u,
    ...rest
  } = row;
  return {
    ...rest,
    slot_start: row.slot_start.toISOString(),
    slot_end: row.slot_end.toISOString(),
    cancelled_at: isoOrNull(row.cancelled_at),
    handled_at: isoOrNull(row.handled_at),
    created_at: row.created_at.toISOString(),
    analysis: analysisOf(result_id, stored),
  };
}

function filterOf(q: string, scope: Scope, now: Date): SQL | undefined {
  const confirmed = eq(bookings.status, "confirmed");
  const byScope = {
    upcoming: and(confirmed, gte(bookings.slot_end, now)),
    past: and(confirmed, lt(bookings.slot_end, now)),
    cancelled: eq(bookings.status, "cancelled"),
    all: undefined,
  }[scope];
  const { name, email, company, note } = bookings;
  return and(byScope, matchAny(q, [name, email, company, note]));
}

/**
 * /api/admin/bookings: newest first (upcoming: soonest first), search, pages, the attached analysis's figures;
 * mark handled or kept; cancel (the visitor is mailed a CANCEL invite).
 */
export const adminBookingRoutes: FastifyPluginAsyncZod<{ deps: Omit<BookingDeps, "log"> }> = async (
  app,
  { deps },
) => {
  const { db } = deps;
  const withAnalysis = (row: Row) =>
    row.result_id
      ? db
          .select({ extracted_data: resultsHistory.extracted_data, corrections: resultsHistory.corrections })
          .from(resultsHistory)
          .where(eq(resultsHistory.id, row.result_id))
          .then(([r]) => toDto(row, r ?? null))
      : toDto(row, null);

  app.get(
    "/",
    { schema: { querystring: QuerySchema, response: { 200: AdminBookingsPageSchema } } },
    async (request, reply) => {
      const { q, page, page_size, scope } = request.query;
      const where = filterOf(q, scope, deps.now());
      const order =
        scope === "upcoming"
          ? [asc(bookings.slot_start), asc(bookings.id)]
          : [desc(bookings.created_at), desc(bookings.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select({
            booking: bookings,
            extracted_data: resultsHistory.extracted_data,
            corrections: resultsHistory.corrections,
          })
          .from(bookings)
          .leftJoin(resultsHistory, eq(bookings.result_id, resultsHistory.id))
          .where(where)
          .orderBy(...order)
          .limit(page_size)
          .offset((page - 1) * page_size),
        db.select({ n: count() }).from(bookings).where(where),
      ]);
      reply.header("Cache-Control", "no-store");
      return {
        items: rows.map((r) =>
          toDto(r.booking, { extracted_data: r.extracted_data, corrections: r.corrections }),
        ),
        total: total?.n ?? 0,
        page,
        page_size,
        timezone: deps.availability.timeZone,
      };
    },
  );

  app.patch(
    "/:id",
    {
      schema: { params: IdParamsSchema, body: InboxItemUpdateSchema, response: { 200: AdminBookingSchema } },
    },
    async (request) => {
      const [row] = await db
        .update(bookings)
        .set(inboxItemChanges(request.body))
        .where(eq(bookings.id, requireUuid(request.params.id)))
        .returning();
      if (!row) throw notFound();
      return withAnalysis(row);
    },
  );

  /** A staff action on one confirmed booking: it mails the visitor and answers with the booking as it now is. */
  const bookingAction = <Body extends z.ZodType>(
    action: "cancel" | "move",
    body: Body,
    act: (deps: BookingDeps, id: string, body: z.infer<Body>) => Promise<Row>,
  ) =>
    app.post(
      `/:id/${action}`,
      { schema: { params: IdParamsSchema, body, response: { 200: AdminBookingSchema } } },
      // The body was parsed by `body` before the handler runs; the type provider loses that through the generic.
      async (request) =>
        withAnalysis(
          await act(
            { ...deps, log: request.log },
            requireUuid(request.params.id),
            request.body as z.infer<Body>,
          ),
        ),
    );
  bookingAction("cancel", StaffBookingCancelSchema, (actDeps, id, body) =>
    cancelBookingByStaff(actDeps, id, body.reason),
  );
  bookingAction("move", StaffBookingMoveSchema, (actDeps, id, body) =>
    moveBookingByStaff(actDeps, id, body.slot_start),
  );
};
