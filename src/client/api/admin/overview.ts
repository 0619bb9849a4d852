import { queryOptions } from "@tanstack/react-query";
import { AdminOverviewSchema } from "#shared/schemas/admin-overview.ts";
import { requestAdminJson } from "./admin-request.ts";

/** GET /api/admin/overview, checked against its schema (a server that answers another shape is an error). */
export function adminOverviewQuery() {
  return queryOptions({
    queryKey: ["admin", "overview"],
    queryFn: ({ signal }) => requestAdminJson("/api/admin/overview", AdminOverviewSchema, { signal }),
  });
}
