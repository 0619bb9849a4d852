import { and, count, desc, eq, gt, max } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MSG_STAFF_REVOKE_SELF } from "#shared/messages/admin.ts";
import { StaffMemberSchema } from "#shared/schemas/staff.ts";
import type { Db } from "../../db/client.ts";
import { session, user } from "../../db/schema.ts";
import { HttpError } from "../../http/http-error.ts";
import { IdParamsSchema, notFound } from "./route-helpers.ts";

const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * /api/admin/staff: every account that can reach the admin area (docs/product.md#roles: any signed-in user is staff), and
 * revoking one. Revoking deletes the account with its sessions and logins, so it is signed out at once and can
 * only come back through registration (which the signup switch controls) or admin:create.
 */
export const adminStaffRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get("/", { schema: { response: { 200: z.array(StaffMemberSchema) } } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const now = new Date();
    const rows = await db
      .select({
        id: user.id,
        email: user.email,
        name: user.name,
        emailVerified: user.emailVerified,
        createdAt: user.createdAt,
        lastActive: max(session.updatedAt),
        sessions: count(session.id),
      })
      .from(user)
      .leftJoin(session, and(eq(session.userId, user.id), gt(session.expiresAt, now)))
      .groupBy(user.id)
      .orderBy(desc(user.createdAt));
    const me = request.adminSession?.user.id;
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      email_verified: row.emailVerified,
      created_at: row.createdAt.toISOString(),
      last_active_at: row.lastActive ? new Date(row.lastActive).toISOString() : null,
      active_sessions: Number(row.sessions),
      is_current_user: row.id === me,
    }));
  });

  app.delete("/:id", { schema: { params: IdParamsSchema } }, async (request, reply) => {
    const { id } = request.params;
    if (!USER_ID.test(id)) throw notFound();
    if (id === request.adminSession?.user.id) throw new HttpError(400, MSG_STAFF_REVOKE_SELF);
    // Sessions and accounts go with the user (ON DELETE CASCADE); deleted explicitly first all the same, so
    // no request can slip through between the two.
    const deleted = await db.transaction(async (tx) => {
      await tx.delete(session).where(eq(session.userId, id));
      return tx.delete(user).where(eq(user.id, id)).returning({ id: user.id });
    });
    if (deleted.length === 0) throw notFound();
    return reply.status(204).send();
  });
};
