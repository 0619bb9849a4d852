import { useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import { adminSettingsQuery, useUpdateSetting } from "#client/api/admin/settings.ts";
import { errorMessage } from "#client/api/error-message.ts";
import { AdminPageHeader } from "#client/components/admin/admin-page-header.tsx";
import { AdminLoading } from "#client/components/admin/admin-status.tsx";
import { useErrorToast } from "#client/components/admin/use-error-toast.ts";
import { Card, CardContent, CardDescription, CardHeader } from "#client/components/ui/card.tsx";
import {
  MSG_SETTING_UPDATE_FAILED,
  MSG_SETTING_UPDATE_FAILED_HINT,
  MSG_SETTING_UPDATED_AT,
  MSG_SETTINGS_LOAD_FAILED,
} from "#shared/messages.ts";
import { SettingRow } from "./setting-row.tsx";
import { SETTING_ROWS } from "./setting-rows.ts";

function formatTime(iso: string | null): string {
  return (iso ? new Date(iso) : new Date()).toLocaleTimeString();
}

/** /admin/settings: the four feature switches, optimistic, rolled back with a toast when saving fails. */
export function Component() {
  const settings = useQuery(adminSettingsQuery());
  const update = useUpdateSetting();
  useErrorToast(settings.isError, MSG_SETTINGS_LOAD_FAILED);
  const values = new Map(settings.data?.map((row) => [row.key, row.value]));

  function handleToggle(row: (typeof SETTING_ROWS)[number], value: boolean) {
    update.mutate(
      { key: row.key, value },
      {
        onSuccess: (saved) =>
          toast.success(saved.value ? row.enabledToast : row.disabledToast, {
            description: `${MSG_SETTING_UPDATED_AT}${formatTime(saved.updated_at)}`,
          }),
        onError: (error) =>
          toast.error(MSG_SETTING_UPDATE_FAILED, {
            description: errorMessage(error, MSG_SETTING_UPDATE_FAILED_HINT),
          }),
      },
    );
  }

  return (
    <section aria-labelledby="admin-title">
      <AdminPageHeader title="Admin Settings" description="Switch parts of the public site on or off." />
      <Card className="max-w-3xl">
        <CardHeader>
          <h2 className="font-semibold text-lg leading-tight tracking-tight">Feature Controls</h2>
          <CardDescription>Enable or disable various features of the application</CardDescription>
        </CardHeader>
        <CardContent>
          {settings.isPending ? (
            <AdminLoading>Loading settings...</AdminLoading>
          ) : (
            <ul className="divide-y">
              {SETTING_ROWS.map((row) => (
                <SettingRow
                  key={row.key}
                  id={`setting-${row.key}`}
                  label={row.label}
                  description={row.description}
                  isEnabled={values.get(row.key) ?? false}
                  isDisabled={settings.isPending || settings.isError || update.isPending}
                  onToggle={(value) => handleToggle(row, value)}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
