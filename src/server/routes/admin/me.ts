import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MSG_UNAUTHORIZED } from "#shared/messages/auth.ts";
import { AdminMeSchema } from "#shared/schemas/admin-api.ts";
import { HttpError } from "../../http/http-error.ts";

/** GET /api/admin/me: who is signed in, and until when. */
export const adminMeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/", { schema: { response: { 200: AdminMeSchema } } }, async (request, reply) => {
    const current = request.adminSession;
    if (!current) throw new HttpError(401, MSG_UNAUTHORIZED);
    reply.header("Cache-Control", "no-store");
    const { user, session } = current;
    return {
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        email_verified: user.emailVerified,
        image: user.image ?? null,
      },
      session: { expires_at: new Date(session.expiresAt).toISOString() },
    };
  });
};
