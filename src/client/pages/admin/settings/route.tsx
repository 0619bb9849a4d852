import { useQuery } from "@tanstack/react-query";
import { adminSettingsQuery, useUpdateSetting } from "#client/api/admin/settings.ts";
import { errorMessage } from "#client/api/error-message.ts";
import { AdminPageHeader } from "#client/components/admin/admin-page-header.tsx";
import { useErrorToast } from "#client/components/admin/use-error-toast.ts";
import { toast } from "#client/lib/toast.ts";
import { useFocusBackAfter } from "#client/lib/use-focus-back-after.ts";
import {
  MSG_SETTING_UPDATE_FAILED,
  MSG_SETTING_UPDATE_FAILED_HINT,
  MSG_SETTING_UPDATED_AT,
  MSG_SETTINGS_LOAD_FAILED,
} from "#shared/messages/admin.ts";
import { FailedJobsCard } from "./failed-jobs-card.tsx";
import { SETTING_ROWS, type SettingRowCopy, STAFF_SETTING_ROWS } from "./setting-rows.ts";
import { SettingsCard } from "./settings-card.tsx";
import { WebhooksCard } from "./webhooks-card.tsx";

function formatTime(iso: string | null): string {
  return (iso ? new Date(iso) : new Date()).toLocaleTimeString();
}

/** /admin/settings: the four feature switches, optimistic, rolled back with a toast when saving fails. */
export function Component() {
  const settings = useQuery(adminSettingsQuery());
  const update = useUpdateSetting();
  // Spec: the toggles are disabled while saving; the switch just pressed gets the focus back afterwards.
  useFocusBackAfter(update.isPending);
  useErrorToast(settings.isError, MSG_SETTINGS_LOAD_FAILED);
  const values = new Map(settings.data?.map((row) => [row.key, row.value]));

  function handleToggle(row: SettingRowCopy, value: boolean) {
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

  // Both cards show the same switches' state and save them the same way.
  const switches = {
    isPending: settings.isPending,
    isDisabled: settings.isPending || settings.isError || update.isPending,
    values,
    onToggle: handleToggle,
  };

  return (
    <section aria-labelledby="admin-title" className="flex flex-col gap-6">
      <AdminPageHeader title="Admin Settings" description="Switch parts of the public site on or off." />
      <SettingsCard
        title="Feature Controls"
        description="Enable or disable various features of the application"
        rows={SETTING_ROWS}
        {...switches}
      />
      <SettingsCard
        title="Staff Notifications"
        description="What the team is told by email (sent to the contact inbox)"
        rows={STAFF_SETTING_ROWS}
        {...switches}
      />
      <WebhooksCard />
      <FailedJobsCard />
    </section>
  );
}
