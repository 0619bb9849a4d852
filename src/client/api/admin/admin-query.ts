import { type QueryKey, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { requestAdminJson } from "./admin-request.ts";

/** GET `path` under `queryKey`; leaving the page (or signing out) aborts the request through the query's signal. */
export function adminGetQuery<K extends QueryKey, S extends z.ZodType>(queryKey: K, path: string, schema: S) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => requestAdminJson(path, schema, { signal }),
  });
}

/** A query string of the filled-in params ("" and an empty string when none is filled in). */
export function toSearch(params: Record<string, string | number>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
}
