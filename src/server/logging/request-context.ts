import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyBaseLogger } from "fastify";

const requestLogs = new AsyncLocalStorage<FastifyBaseLogger>();

/** Runs the rest of a request with its logger reachable from code that has no request (auth, mail). */
export function runWithRequestLog(log: FastifyBaseLogger, next: () => void): void {
  requestLogs.run(log, next);
}

/** The logger of the request being served (its lines carry the request id), if any. */
export function currentRequestLog(): FastifyBaseLogger | undefined {
  return requestLogs.getStore();
}
