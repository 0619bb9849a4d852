import { useQuery } from "@tanstack/react-query";
import { Plus, Server } from "lucide-react";
import {
  adminProvidersQuery,
  useDeleteProvider,
  useSaveProvider,
  useSetProviderEnabled,
} from "#client/api/admin/providers.ts";
import { errorMessage } from "#client/api/error-message.ts";
import { AdminPageHeader } from "#client/components/admin/admin-page-header.tsx";
import { AdminLoading, EmptyState } from "#client/components/admin/admin-status.tsx";
import { inlineRowActions } from "#client/components/admin/inline-row-actions.ts";
import { useErrorToast } from "#client/components/admin/use-error-toast.ts";
import { isTempId, useInlineRows } from "#client/components/admin/use-inline-rows.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Table, TableBody, TableHead, TableHeader, TableRow } from "#client/components/ui/table.tsx";
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

function blankProvider(id: string): CloudProvider {
  return { id, name: "", enabled: true, estimated_esr: null, created_at: new Date().toISOString() };
}

/** /admin/providers: inline add, edit, enable/disable and delete (docs/product.md#screens, #behaviour "Admin rows", #messages toasts). */
export function Component() {
  const providers = useQuery(adminProvidersQuery());
  useErrorToast(providers.isError, MSG_PROVIDERS_LOAD_FAILED);
  const rows = useInlineRows(blankProvider);
  const saveProvider = useSaveProvider();
  const setEnabled = useSetProviderEnabled();
  const deleteProvider = useDeleteProvider();
  const allRows = [...rows.drafts, ...(providers.data ?? [])];

  const actions = inlineRowActions(
    rows,
    { save: saveProvider, remove: deleteProvider },
    {
      added: MSG_PROVIDER_ADDED,
      updated: MSG_PROVIDER_UPDATED,
      saveFailed: MSG_PROVIDER_UPDATE_FAILED,
      deleted: MSG_PROVIDER_DELETED,
      deleteFailed: MSG_PROVIDER_DELETE_FAILED,
    },
  );

  function handleToggle(row: CloudProvider, enabled: boolean) {
    if (isTempId(row.id)) return rows.updateDraft(row.id, { enabled });
    setEnabled.mutate(
      { id: row.id, enabled },
      { onError: (error) => toast.error(errorMessage(error, MSG_PROVIDER_STATUS_FAILED)) },
    );
  }

  return (
    <section aria-labelledby="admin-title">
      <AdminPageHeader
        title="Cloud Providers"
        description="The providers visitors can pick, with the average savings rate their results are compared to."
        actions={
          <Button onClick={rows.addRow} disabled={providers.isPending}>
            <Plus aria-hidden="true" />
            Add New Provider
          </Button>
        }
      />
      {providers.isPending ? (
        <AdminLoading>Loading providers...</AdminLoading>
      ) : allRows.length === 0 ? (
        <EmptyState icon={Server}>No cloud providers found. Add your first provider above.</EmptyState>
      ) : (
        <Table label="Cloud providers">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>Provider Code</TableHead>
              <TableHead>Estimated ESR</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {allRows.map((row) =>
              rows.editingId === row.id ? (
                <ProviderEditRow
                  key={row.id}
                  row={row}
                  isSaving={saveProvider.isPending}
                  onSave={(input) => actions.save(row, input)}
                  onCancel={rows.stopEditing}
                />
              ) : (
                <ProviderReadRow
                  key={row.id}
                  row={row}
                  isBusy={deleteProvider.isPending && deleteProvider.variables === row.id}
                  onEdit={() => rows.startEditing(row.id)}
                  onToggle={(enabled) => handleToggle(row, enabled)}
                  onDelete={() => actions.remove(row)}
                />
              ),
            )}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
