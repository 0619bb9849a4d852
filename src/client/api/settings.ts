import { queryOptions } from "@tanstack/react-query";
import type { PublicSettings } from "#shared/schemas/public-api.ts";
import { requestJson } from "./http.ts";

export function publicSettingsQuery() {
  return queryOptions({
    queryKey: ["settings", "public"],
    queryFn: ({ signal }) => requestJson<PublicSettings>("/api/settings/public", { signal }),
  });
}
