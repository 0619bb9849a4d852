import type { z } from "zod";

/** An HTTP failure carrying the server's `{ "error": message }` text (every API error has that shape). */
export class ApiError extends Error {
  readonly status: number;
  /** A machine-readable reason when the server gives one (Better Auth's `code`: "EMAIL_NOT_VERIFIED"). */
  readonly code: string | null;
  /** The answer's Retry-After header (a 503 from a full analysis queue, a 429), when it sent one. */
  readonly retryAfter: string | null;

  /** The error answer's whole JSON body (a refused upload may offer the review step beside its message). */
  readonly body: unknown;

  constructor(
    status: number,
    message: string,
    code: string | null = null,
    retryAfter: string | null = null,
    body: unknown = null,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.retryAfter = retryAfter;
    this.body = body;
  }
}

export const SERVER_FAILURE_MESSAGE = "Something went wrong. Please try again.";
export const NETWORK_FAILURE_MESSAGE = "Network error: please check your connection and try again.";
/** A 2xx answer whose body is not what the shared schema says (an old server, a proxy's page). */
export const UNREADABLE_ANSWER_MESSAGE = "The server's answer could not be read. Please reload the page.";

/**
 * The one reader of failed answers: the server's `{error}` (and Better Auth's `code`) when the body has that shape,
 * else `fallback`, else a generic text by status. Every call in src/client/api goes through it.
 */
export async function readApiError(response: Response, fallback?: string): Promise<ApiError> {
  const retryAfter = response.headers.get("retry-after");
  try {
    const body: unknown = await response.json();
    if (body && typeof body === "object" && "error" in body && typeof body.error === "string" && body.error) {
      const code = "code" in body && typeof body.code === "string" ? body.code : null;
      return new ApiError(response.status, body.error, code, retryAfter, body);
    }
  } catch {
    // Not JSON (proxy error page, empty body): fall back to a generic message.
  }
  const generic = response.status >= 500 ? SERVER_FAILURE_MESSAGE : `Request failed (${response.status})`;
  return new ApiError(response.status, fallback ?? generic, null, retryAfter);
}

/**
 * What checks an answer: a shared zod schema, or, for the first screen's one call (the public switches), a
 * hand-written check of the same shape that keeps zod out of the first download (see public-settings-light-schema.ts).
 */
export type AnswerCheck<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
};

/** Checks a 2xx body against the shared schema the server answers with; never hands a page an unchecked shape. */
export function parseAnswer<S extends z.ZodType>(
  schema: S,
  body: unknown,
  status?: number,
  fallback?: string,
): z.output<S>;
export function parseAnswer<T>(schema: AnswerCheck<T>, body: unknown, status?: number, fallback?: string): T;
export function parseAnswer(
  schema: AnswerCheck<unknown>,
  body: unknown,
  status = 200,
  fallback: string = UNREADABLE_ANSWER_MESSAGE,
): unknown {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(status, fallback);
  return parsed.data;
}

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as it is (multipart FormData); the browser sets its content type. */
  form?: FormData;
  /** The screen's own words for a failure the server did not explain (network, a proxy's error page). */
  fallback?: string;
  /** The words for a 2xx answer that does not match the schema; UNREADABLE_ANSWER_MESSAGE when not given. */
  unreadable?: string;
  /** Extra request headers (X-Manage-Token). */
  headers?: Record<string, string>;
};

/**
 * Any call to our own API (a JSON body when given): the response when it is 2xx; ApiError otherwise, and on a
 * network failure. An abort is passed through unchanged.
 */
export async function request(path: string, options: RequestOptions = {}): Promise<Response> {
  const { method = "GET", body, signal, form, fallback, headers: extra = {} } = options;
  const json = body !== undefined;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: "same-origin",
      headers: {
        ...extra,
        ...(json
          ? { "content-type": "application/json", accept: "application/json" }
          : { accept: "application/json" }),
      },
      body: json ? JSON.stringify(body) : form,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, fallback ?? NETWORK_FAILURE_MESSAGE);
  }
  if (!response.ok) throw await readApiError(response, fallback);
  return response;
}

/** A JSON call whose answer is checked against `schema` (the shared zod schema the route declares). */
export async function requestJson<S extends z.ZodType>(
  path: string,
  schema: S,
  options?: RequestOptions,
): Promise<z.output<S>>;
export async function requestJson<S>(
  path: string,
  schema: AnswerCheck<S>,
  options?: RequestOptions,
): Promise<S>;
export async function requestJson(
  path: string,
  schema: AnswerCheck<unknown>,
  options: RequestOptions = {},
): Promise<unknown> {
  const response = await request(path, options);
  return parseAnswer(
    schema,
    await response.json().catch(() => undefined),
    response.status,
    options.unreadable,
  );
}

/**
 * requestJson with a schema that is loaded on demand, in its own chunk, at the same time as the request: the pages
 * that must not build zod's schemas before their first screen check their answers all the same.
 */
export async function requestJsonLazy<S extends z.ZodType>(
  path: string,
  loadSchema: () => Promise<S>,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const loading = loadSchema();
  loading.catch(() => undefined); // read below; a failed request must not leave its failure unhandled
  const response = await request(path, options);
  const body: unknown = await response.json().catch(() => undefined);
  let schema: S;
  try {
    schema = await loading;
  } catch {
    throw new ApiError(0, options.fallback ?? NETWORK_FAILURE_MESSAGE);
  }
  return parseAnswer(schema, body, response.status, options.unreadable);
}

/** A call whose answer carries nothing the page uses (204 deletes, Better Auth's sign-in): success or ApiError. */
export async function requestOk(path: string, options: RequestOptions = {}): Promise<void> {
  const response = await request(path, options);
  await response.body?.cancel();
}
