import { type QueryKey, useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { useInvalidate } from "./admin-mutation.ts";
import { adminGetQuery } from "./admin-query.ts";
import { requestAdminJson, requestAdminOk } from "./admin-request.ts";

/** A list staff edit row by row (providers, testimonials): its URL, cache key, row schema and the public list it feeds. */
export type AdminRows<S extends z.ZodType> = {
  path: string;
  key: QueryKey;
  publicKey: QueryKey;
  schema: S;
};

export function adminRowsQuery<S extends z.ZodType>(rows: AdminRows<S>) {
  return adminGetQuery(rows.key, rows.path, rows.schema.array());
}

/** The admin list and the public one both load again. */
export function useInvalidateRows<S extends z.ZodType>(rows: AdminRows<S>) {
  return useInvalidate(rows.key, rows.publicKey);
}

/** Insert when there is no id yet (a temp- row), otherwise update every field. */
export function useSaveRow<S extends z.ZodType, V>(rows: AdminRows<S>) {
  const invalidate = useInvalidateRows(rows);
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: V }) =>
      id === null
        ? requestAdminJson(rows.path, rows.schema, { method: "POST", body: values })
        : requestAdminJson(`${rows.path}/${id}`, rows.schema, { method: "PUT", body: values }),
    onSuccess: invalidate,
  });
}

export function useDeleteRow<S extends z.ZodType>(rows: AdminRows<S>) {
  const invalidate = useInvalidateRows(rows);
  return useMutation({
    mutationFn: (id: string) => requestAdminOk(`${rows.path}/${id}`, { method: "DELETE" }),
    onSuccess: invalidate,
  });
}
