/** PostgreSQL SQLSTATEs and socket codes that mean "the database cannot be reached right now", not "bad query". */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "53300", // too_many_connections
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);
const UNAVAILABLE_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connect ECONNREFUSED|the database system is (starting up|shutting down)/i;

/** True when the error (or any error it wraps, as Drizzle's "Failed query" does) is the database being down. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === "string" && UNAVAILABLE_TEXT.test(message)) return true;
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
    e = cause;
  }
  return false;
}

/**
 * For logs: the driver's own first line and code, never Drizzle's "Failed query: <sql> params: <values>" (the
 * params hold visitors' names and emails).
 */
export function summarizeDbError(error: unknown): { message: string; code?: string } {
  if (!(error instanceof Error)) return { message: "unknown error" };
  const source =
    error.message.startsWith("Failed query") && error.cause instanceof Error ? error.cause : error;
  const code = (source as { code?: unknown }).code;
  return {
    message: source.message.split("\n")[0]?.slice(0, 200) || "unknown error",
    ...(typeof code === "string" ? { code } : {}),
  };
}
