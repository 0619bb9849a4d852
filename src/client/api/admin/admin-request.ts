import { queryClient } from "#client/query-client.ts";
import { ApiError, requestJson } from "../http.ts";
import { sessionQuery } from "../session.ts";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A 401 means the session ended on the server: forget it here too, so the admin guard sends the user to /auth. */
function forgetSessionOn401(error: unknown): never {
  if (error instanceof ApiError && error.status === 401) {
    queryClient.setQueryData(sessionQuery().queryKey, null);
  }
  throw error;
}

/** JSON call to /api/admin/*, same-origin with the session cookie. */
export function requestAdminJson<T>(
  path: string,
  options: { method?: Method; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  return requestJson<T>(path, options).catch(forgetSessionOn401);
}

/** The server's `{error}` text from a failed response, or a generic one when the body is not that shape. */
export async function readApiError(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === "object" && "error" in body && typeof body.error === "string")
      return body.error;
  } catch {
    // Not JSON: fall through to the status line.
  }
  return response.statusText || `Request failed (${response.status})`;
}

/** A non-JSON call (file download, multipart upload) with the same error handling as requestAdminJson. */
export async function fetchAdmin(path: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin", ...init });
  } catch {
    throw new ApiError(0, "Network error: please check your connection and try again.");
  }
  if (!response.ok) forgetSessionOn401(new ApiError(response.status, await readApiError(response)));
  return response;
}
