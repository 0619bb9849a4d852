import { queryOptions } from "@tanstack/react-query";
import type { CloudProvider } from "#shared/schemas/public-api.ts";
import { requestJson } from "./http.ts";

export function providersQuery() {
  return queryOptions({
    queryKey: ["providers"],
    queryFn: ({ signal }) => requestJson<CloudProvider[]>("/api/providers", { signal }),
  });
}
