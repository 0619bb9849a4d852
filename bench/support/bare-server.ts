// The reference for bench:api: a bare Fastify app (no plugins, no hooks) answering each path with fixed bytes
// kept in memory. Paths and bodies come as JSON in BARE_ROUTES: {"/api/providers": "<json>", ...}.
import Fastify from "fastify";

const routes = JSON.parse(process.env.BARE_ROUTES ?? "{}") as Record<string, string>;
const app = Fastify({ logger: false });
for (const [url, body] of Object.entries(routes)) {
  app.get(url.split("?")[0] as string, (_request, reply) => {
    void reply.type("application/json; charset=utf-8").send(body);
  });
}
app.get("/api/health", () => ({ status: "ok" }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
