import { AdminOverviewSchema } from "#shared/schemas/admin-overview.ts";
import { adminGetQuery } from "./admin-query.ts";

/** GET /api/admin/overview, checked against its schema (a server that answers another shape is an error). */
export function adminOverviewQuery() {
  return adminGetQuery(["admin", "overview"], "/api/admin/overview", AdminOverviewSchema);
}
