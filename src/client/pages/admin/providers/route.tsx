import { useQuery } from "@tanstack/react-query";
import { Server } from "lucide-react";
import {
  adminProvidersQuery,
  useDeleteProvider,
  useSaveProvider,
  useSetProviderEnabled,
} from "#client/api/admin/providers.ts";
import { errorMessage } from "#client/api/error-message.ts";
import { EditableListPage } from "#client/components/admin/editable-list-page.tsx";
import { useEditableList } from "#client/components/admin/use-editable-list.ts";
import { isTempId } from "#client/components/admin/use-inline-rows.ts";
import { toast } from "#client/lib/toast.ts";
import {
  MSG_PROVIDER_ADDED,
  MSG_PROVIDER_DELETE_FAILED,
  MSG_PROVIDER_DELETED,
  MSG_PROVIDER_STATUS_FAILED,
  MSG_PROVIDER_UPDATE_FAILED,
  MSG_PROVIDER_UPDATED,
  MSG_PROVIDERS_LOAD_FAILED,
} from "#shared/messages/admin-content.ts";
import type { CloudProvider } from "#shared/schemas/public-api.ts";
import { ProviderEditRow } from "./provider-edit-row.tsx";
import { ProviderReadRow } from "./provider-read-row.tsx";

const COLUMNS = ["Provider Code", "Estimated ESR", "Status"] as const;

function blankProvider(id: string): CloudProvider {
  return { id, name: "", enabled: true, estimated_esr: null, created_at: new Date().toISOString() };
}

/** /admin/providers: inline add, edit, enable/disable and delete (docs/product.md#screens, #behaviour "Admin rows", #messages toasts). */
export function Component() {
  const setEnabled = useSetProviderEnabled();
  const list = useEditableList({
    query: useQuery(adminProvidersQuery()),
    makeBlank: blankProvider,
    save: useSaveProvider(),
    remove: useDeleteProvider(),
    messages: {
      loadFailed: MSG_PROVIDERS_LOAD_FAILED,
      added: MSG_PROVIDER_ADDED,
      updated: MSG_PROVIDER_UPDATED,
      saveFailed: MSG_PROVIDER_UPDATE_FAILED,
      deleted: MSG_PROVIDER_DELETED,
      deleteFailed: MSG_PROVIDER_DELETE_FAILED,
    },
  });

  // The status switch saves at once outside edit mode; on a new row it only changes the draft.
  function handleToggle(row: CloudProvider, enabled: boolean) {
    if (isTempId(row.id)) return list.rows.updateDraft(row.id, { enabled });
    setEnabled.mutate(
      { id: row.id, enabled },
      { onError: (error) => toast.error(errorMessage(error, MSG_PROVIDER_STATUS_FAILED)) },
    );
  }

  return (
    <EditableListPage
      list={list}
      title="Cloud Providers"
      description="The providers visitors can pick, with the average savings rate their results are compared to."
      addLabel="Add New Provider"
      loadingText="Loading providers..."
      emptyIcon={Server}
      emptyText="No cloud providers found. Add your first provider above."
      // Not the page's own name ("Cloud Providers"): two regions named alike are one landmark twice to a reader.
      tableLabel="Provider list"
      columns={COLUMNS}
      renderEditRow={(props) => <ProviderEditRow {...props} />}
      renderReadRow={(props) => (
        <ProviderReadRow {...props} onToggle={(enabled) => handleToggle(props.row, enabled)} />
      )}
    />
  );
}
