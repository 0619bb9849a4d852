import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Metrics } from "../metrics/metrics.ts";

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** GET /metrics in Prometheus text format; with METRICS_TOKEN set, only for `Authorization: Bearer <token>`. */
export async function metricsRoutes(
  app: FastifyInstance,
  { metrics, token }: { metrics: Metrics; token: string | null },
) {
  app.get("/metrics", async (request, reply) => {
    if (token) {
      const header = request.headers.authorization ?? "";
      const given = header.startsWith("Bearer ") ? header.slice("Bearer ".length).trim() : "";
      if (!sameToken(given, token)) {
        return reply
          .status(401)
          .header("WWW-Authenticate", 'Bearer realm="metrics"')
          .send({ error: "A valid metrics token is required." });
      }
    }
    return reply
      .header("Cache-Control", "no-store")
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}
