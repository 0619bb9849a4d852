import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * One Prometheus registry per app instance (never the library's global one, so tests may build several apps):
 * Node's process metrics (memory, event loop, GC) plus ours. Each instance is scraped on its own.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer an HTTP request, by method, route pattern and status code",
      labelNames: ["method", "route", "status_code"] as const,
      buckets: SECONDS_BUCKETS,
      registers,
    }),
    analyses: new Counter({
      name: "cbc_analyses_total",
      help: "Invoice uploads by outcome (created, rejected, invalid, disabled, rate_limited, failed) and chosen provider",
      labelNames: ["outcome", "provider"] as const,
      registers,
    }),
    extractionDuration: new Histogram({
      name: "cbc_extraction_duration_seconds",
      help: "Time to read an invoice (PDF text, parsing, language-model fallback), by provider and outcome",
      labelNames: ["provider", "outcome"] as const,
      buckets: SECONDS_BUCKETS,
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
