import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { CloudProviderInput } from "#shared/schemas/cloud-provider-input.ts";
import { type CloudProvider, CloudProviderSchema } from "#shared/schemas/public-api.ts";
import { requestAdminJson, requestAdminOk } from "./admin-request.ts";

const PROVIDERS_KEY = ["admin", "providers"] as const;

export function adminProvidersQuery() {
  return queryOptions({
    queryKey: PROVIDERS_KEY,
    queryFn: ({ signal }) =>
      requestAdminJson("/api/admin/providers", CloudProviderSchema.array(), { signal }),
  });
}

/** The admin list and the public one (the analysis form's radio choices) both change. */
function useInvalidateProviders() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PROVIDERS_KEY }),
      queryClient.invalidateQueries({ queryKey: ["providers"] }),
    ]);
}

/** Insert when there is no id yet (a temp- row), otherwise update every field. */
export function useSaveProvider() {
  const invalidate = useInvalidateProviders();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: CloudProviderInput }) =>
      id === null
        ? requestAdminJson("/api/admin/providers", CloudProviderSchema, { method: "POST", body: values })
        : requestAdminJson(`/api/admin/providers/${id}`, CloudProviderSchema, {
            method: "PUT",
            body: values,
          }),
    onSuccess: invalidate,
  });
}

/** The status switch outside edit mode: saves only `enabled`, shown at once and rolled back on failure. */
export function useSetProviderEnabled() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateProviders();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      requestAdminJson(`/api/admin/providers/${id}`, CloudProviderSchema, {
        method: "PUT",
        body: { enabled },
      }),
    onMutate: async ({ id, enabled }) => {
      await queryClient.cancelQueries({ queryKey: PROVIDERS_KEY });
      const previous = queryClient.getQueryData<CloudProvider[]>(PROVIDERS_KEY);
      queryClient.setQueryData<CloudProvider[]>(PROVIDERS_KEY, (rows) =>
        rows?.map((row) => (row.id === id ? { ...row, enabled } : row)),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => queryClient.setQueryData(PROVIDERS_KEY, context?.previous),
    onSettled: invalidate,
  });
}

export function useDeleteProvider() {
  const invalidate = useInvalidateProviders();
  return useMutation({
    mutationFn: (id: string) => requestAdminOk(`/api/admin/providers/${id}`, { method: "DELETE" }),
    onSuccess: invalidate,
  });
}
