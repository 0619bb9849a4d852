import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { type AdminSetting, AdminSettingSchema, type SettingKeyName } from "#shared/schemas/setting-input.ts";
import { requestAdminJson } from "./admin-request.ts";

const SETTINGS_KEY = ["admin", "settings"] as const;

/** The four switches; leaving the page (or signing out) aborts the request through the query's signal. */
export function adminSettingsQuery() {
  return queryOptions({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => requestAdminJson("/api/admin/settings", AdminSettingSchema.array(), { signal }),
  });
}

/** docs/product.md#behaviour: applied at once, upserted by key on the server, rolled back if saving fails. */
export function useUpdateSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: SettingKeyName; value: boolean }) =>
      requestAdminJson(`/api/admin/settings/${key}`, AdminSettingSchema, { method: "PUT", body: { value } }),
    onMutate: async ({ key, value }) => {
      await queryClient.cancelQueries({ queryKey: SETTINGS_KEY });
      const previous = queryClient.getQueryData<AdminSetting[]>(SETTINGS_KEY);
      queryClient.setQueryData<AdminSetting[]>(SETTINGS_KEY, (rows) =>
        rows?.map((row) => (row.key === key ? { ...row, value } : row)),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => queryClient.setQueryData(SETTINGS_KEY, context?.previous),
    onSuccess: (saved) =>
      queryClient.setQueryData<AdminSetting[]>(SETTINGS_KEY, (rows) =>
        rows?.map((row) => (row.key === saved.key ? saved : row)),
      ),
    // The landing page and /auth read the public switches.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["settings", "public"] }),
  });
}
