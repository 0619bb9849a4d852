/** An HTTP failure carrying the server's `{ "error": message }` text (DESIGN.md: every API error has that shape). */
export class ApiError extends Error {
  readonly status: number;
  /** A machine-readable reason when the server gives one (Better Auth's `code`: "EMAIL_NOT_VERIFIED"). */
  readonly code: string | null;

  constructor(status: number, message: string, code: string | null = null) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
  }
}

export const SERVER_FAILURE_MESSAGE = "Something went wrong. Please try again.";

async function readError(response: Response): Promise<ApiError> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === "object" && "error" in body && typeof body.error === "string") {
      const code = "code" in body && typeof body.code === "string" ? body.code : null;
      return new ApiError(response.status, body.error, code);
    }
  } catch {
    // Not JSON (proxy error page, empty body): fall back to a generic message.
  }
  return new ApiError(
    response.status,
    response.status >= 500 ? SERVER_FAILURE_MESSAGE : `Request failed (${response.status})`,
  );
}

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (X-Manage-Token). */
  headers?: Record<string, string>;
};

/** Fetches JSON from our own API; throws ApiError on a non-2xx answer or a network failure. */
export async function requestJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = "GET", body, signal, headers: extra = {} } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: "same-origin",
      headers: {
        ...extra,
        ...(body === undefined
          ? { accept: "application/json" }
          : { "content-type": "application/json", accept: "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "Network error: please check your connection and try again.");
  }
  if (!response.ok) throw await readError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
