import { queryOptions } from "@tanstack/react-query";
import { CloudProviderSchema } from "#shared/schemas/public-api.ts";
import { requestJson } from "./http.ts";

const ProviderListSchema = CloudProviderSchema.array();

export function providersQuery() {
  return queryOptions({
    queryKey: ["providers"],
    queryFn: ({ signal }) => requestJson("/api/providers", ProviderListSchema, { signal }),
  });
}
