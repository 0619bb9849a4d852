import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type AdminSetting, AdminSettingSchema, type SettingKeyName } from "#shared/schemas/setting-input.ts";
import { useOptimisticRows } from "./admin-mutation.ts";
import { adminGetQuery } from "./admin-query.ts";
import { requestAdminJson } from "./admin-request.ts";

const SETTINGS_KEY = ["admin", "settings"] as const;

type SettingChange = { key: SettingKeyName; value: boolean };

/** The four switches. */
export function adminSettingsQuery() {
  return adminGetQuery(SETTINGS_KEY, "/api/admin/settings", AdminSettingSchema.array());
}

/** docs/product.md#behaviour: applied at once, upserted by key on the server, rolled back if saving fails. */
export function useUpdateSetting() {
  const queryClient = useQueryClient();
  const optimistic = useOptimisticRows<AdminSetting, SettingChange>(SETTINGS_KEY, (rows, { key, value }) =>
    rows.map((row) => (row.key === key ? { ...row, value } : row)),
  );
  return useMutation({
    mutationFn: ({ key, value }: SettingChange) =>
      requestAdminJson(`/api/admin/settings/${key}`, AdminSettingSchema, { method: "PUT", body: { value } }),
    ...optimistic,
    onSuccess: (saved) =>
      queryClient.setQueryData<AdminSetting[]>(SETTINGS_KEY, (rows) =>
        rows?.map((row) => (row.key === saved.key ? saved : row)),
      ),
    // The landing page and /auth read the public switches.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["settings", "public"] }),
  });
}
