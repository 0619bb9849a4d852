import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

// A JSON answer that hands over a capability: a result's manage token, a review ticket's token.
const TOKEN_KEY = /"(?:manageToken|token)":"/;

/**
 * `Cache-Control: no-store` on every answer that carries a token, whichever route sends it: a shared cache or the
 * browser's history must never keep one. Routes set it themselves too; this is the net for the one that forgets.
 */
export const tokenNoStorePlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onSend", async (_request, reply, payload) => {
    if (typeof payload === "string" && TOKEN_KEY.test(payload)) reply.header("Cache-Control", "no-store");
    return payload;
  });
});
