import { Pencil } from "lucide-react";
import { ConfirmDeleteButton } from "#client/components/admin/confirm-delete-button.tsx";
import { IconAction } from "#client/components/admin/icon-action.tsx";
import { isTempId } from "#client/components/admin/use-inline-rows.ts";
import { Switch } from "#client/components/ui/switch.tsx";
import { TableCell, TableRow } from "#client/components/ui/table.tsx";
import { formatPercent } from "#shared/format/percent.ts";
import type { CloudProvider } from "#shared/schemas/public-api.ts";

type ProviderReadRowProps = {
  row: CloudProvider;
  isBusy: boolean;
  onEdit: () => void;
  onToggle: (enabled: boolean) => void;
  onDelete: () => void;
};

export function ProviderReadRow({ row, isBusy, onEdit, onToggle, onDelete }: ProviderReadRowProps) {
  const isDraft = isTempId(row.id);
  const name = row.name || "Untitled provider";
  return (
    <TableRow data-row-id={row.id}>
      <TableCell label="Provider Code" className="font-medium">
        <span className={row.name ? undefined : "text-muted-foreground italic"}>{name}</span>
        {isDraft ? (
          <span className="ml-2 rounded-full bg-muted px-2 py-0.5 font-normal text-muted-foreground text-xs">
            Unsaved
          </span>
        ) : null}
      </TableCell>
      <TableCell label="Estimated ESR" className="tabular-nums">
        {row.estimated_esr === null ? (
          <span className="text-muted-foreground">Not set</span>
        ) : (
          formatPercent(row.estimated_esr)
        )}
      </TableCell>
      <TableCell label="Status">
        <div className="flex items-center gap-2">
          <Switch
            checked={row.enabled}
            onCheckedChange={onToggle}
            disabled={isBusy}
            aria-label={`${name} enabled`}
          />
          <span className="text-muted-foreground text-xs">{row.enabled ? "Enabled" : "Disabled"}</span>
        </div>
      </TableCell>
      <TableCell>
        <div className="flex justify-end gap-1">
          <IconAction
            icon={Pencil}
            label={`Edit ${name}`}
            disabled={isBusy}
            onClick={onEdit}
            data-edit-button=""
          />
          <ConfirmDeleteButton
            label={`Delete ${name}`}
            title={isDraft ? "Discard this new provider?" : `Delete ${name}?`}
            description={
              isDraft
                ? "This provider has not been saved yet."
                : "Visitors will no longer be able to choose it. Past results keep their figures."
            }
            disabled={isBusy}
            onConfirm={onDelete}
          />
        </div>
      </TableCell>
    </TableRow>
  );
}
