import { useMutation } from "@tanstack/react-query";
import type { CloudProviderInput } from "#shared/schemas/cloud-provider-input.ts";
import { type CloudProvider, CloudProviderSchema } from "#shared/schemas/public-api.ts";
import { useOptimisticRows } from "./admin-mutation.ts";
import { requestAdminJson } from "./admin-request.ts";
import { type AdminRows, adminRowsQuery, useDeleteRow, useInvalidateRows, useSaveRow } from "./admin-rows.ts";

/** The admin list and the public one (the analysis form's radio choices) both change. */
const PROVIDERS: AdminRows<typeof CloudProviderSchema> = {
  path: "/api/admin/providers",
  key: ["admin", "providers"],
  publicKey: ["providers"],
  schema: CloudProviderSchema,
};

export function adminProvidersQuery() {
  return adminRowsQuery(PROVIDERS);
}

export function useSaveProvider() {
  return useSaveRow<typeof CloudProviderSchema, CloudProviderInput>(PROVIDERS);
}

/** The status switch outside edit mode: saves only `enabled`, shown at once and rolled back on failure. */
export function useSetProviderEnabled() {
  const invalidate = useInvalidateRows(PROVIDERS);
  const optimistic = useOptimisticRows<CloudProvider, { id: string; enabled: boolean }>(
    PROVIDERS.key,
    (rows, { id, enabled }) => rows.map((row) => (row.id === id ? { ...row, enabled } : row)),
  );
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      requestAdminJson(`${PROVIDERS.path}/${id}`, CloudProviderSchema, { method: "PUT", body: { enabled } }),
    ...optimistic,
    onSettled: invalidate,
  });
}

export function useDeleteProvider() {
  return useDeleteRow(PROVIDERS);
}
