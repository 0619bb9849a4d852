import { and, count, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AdminMessageSchema,
  AdminMessagesPageSchema,
  InboxItemUpdateSchema,
  MESSAGE_FILTERS,
} from "#shared/schemas/admin-inbox.ts";
import type { Db } from "../../db/client.ts";
import { contactMessages } from "../../db/schema.ts";
import { InboxPageQuerySchema, isoOrNull, matchAny } from "./inbox-query.ts";
import { inboxItemChanges } from "./inbox-update.ts";
import { IdParamsSchema, notFound, requireUuid } from "./route-helpers.ts";

const QuerySchema = InboxPageQuerySchema.extend({
  status: z.enum(MESSAGE_FILTERS).optional().default("all"),
});

type Row = typeof contactMessages.$inferSelect;
const toDto = (row: Row) => ({
  ...row,
  handled_at: isoOrNull(row.handled_at),
  created_at: row.created_at.toISOString(),
});

function filterOf(q: string, status: (typeof MESSAGE_FILTERS)[number]): SQL | undefined {
  const handled =
    status === "open"
      ? isNull(contactMessages.handled_at)
      : status === "handled"
        ? isNotNull(contactMessages.handled_at)
        : undefined;
  const { name, email, company, message } = contactMessages;
  return and(handled, matchAny(q, [name, email, company, message]));
}

/** /api/admin/messages: the contact inbox, newest first, with search and pages; mark handled or kept. */
export const adminMessageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/",
    { schema: { querystring: QuerySchema, response: { 200: AdminMessagesPageSchema } } },
    async (request, reply) => {
      const { q, page, page_size, status } = request.query;
      const where = filterOf(q, status);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.created_at), desc(contactMessages.id))
          .limit(page_size)
          .offset((page - 1) * page_size),
        db.select({ n: count() }).from(contactMessages).where(where),
      ]);
      reply.header("Cache-Control", "no-store");
      return { items: rows.map(toDto), total: total?.n ?? 0, page, page_size };
    },
  );

  app.patch(
    "/:id",
    {
      schema: { params: IdParamsSchema, body: InboxItemUpdateSchema, response: { 200: AdminMessageSchema } },
    },
    async (request) => {
      const [row] = await db
        .update(contactMessages)
        .set(inboxItemChanges(request.body))
        .where(eq(contactMessages.id, requireUuid(request.params.id)))
        .returning();
      if (!row) throw notFound();
      return toDto(row);
    },
  );
};
