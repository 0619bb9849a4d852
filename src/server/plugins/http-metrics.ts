import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Metrics } from "../metrics/metrics.ts";

/** Request durations by route pattern (never the raw URL: ids would make one series per result). */
export const httpMetricsPlugin = fp(async (app: FastifyInstance, { metrics }: { metrics: Metrics }) => {
  app.addHook("onResponse", (request, reply, done) => {
    metrics.httpDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? "unmatched",
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
});
