import type { z } from "zod";
import { queryClient } from "#client/query-client.ts";
import { ApiError, type RequestOptions, request, requestJson, requestOk } from "../http.ts";
import { sessionQuery } from "../session.ts";

type AdminOptions = Pick<RequestOptions, "method" | "body" | "signal" | "form">;

/** A 401 means the session ended on the server: forget it here too, so the admin guard sends the user to /auth. */
function forgetSessionOn401(error: unknown): never {
  if (error instanceof ApiError && error.status === 401) {
    queryClient.setQueryData(sessionQuery().queryKey, null);
  }
  throw error;
}

/** JSON call to /api/admin/*, same-origin with the session cookie; the answer is checked against `schema`. */
export function requestAdminJson<S extends z.ZodType>(
  path: string,
  schema: S,
  options: AdminOptions = {},
): Promise<z.output<S>> {
  return requestJson(path, schema, options).catch(forgetSessionOn401);
}

/** An admin call whose answer the page does not read (204 deletes). */
export function requestAdminOk(path: string, options: AdminOptions = {}): Promise<void> {
  return requestOk(path, options).catch(forgetSessionOn401);
}

/** A non-JSON answer (a file download) with the same error handling as requestAdminJson. */
export function fetchAdmin(path: string, options: AdminOptions = {}): Promise<Response> {
  return request(path, options).catch(forgetSessionOn401);
}
