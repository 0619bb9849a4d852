import type { ReadRowProps } from "#client/components/admin/editable-list-page.tsx";
import { ReadRowActions, RowName } from "#client/components/admin/read-row-actions.tsx";
import { isTempId } from "#client/components/admin/use-inline-rows.ts";
import { Switch } from "#client/components/ui/switch.tsx";
import { TableCell, TableRow } from "#client/components/ui/table.tsx";
import { formatPercent } from "#shared/format/percent.ts";
import type { CloudProvider } from "#shared/schemas/public-api.ts";

type ProviderReadRowProps = ReadRowProps<CloudProvider> & { onToggle: (enabled: boolean) => void };

export function ProviderReadRow({ row, isBusy, onEdit, onToggle, onDelete }: ProviderReadRowProps) {
  const isDraft = isTempId(row.id);
  const name = row.name || "Untitled provider";
  return (
    <TableRow data-row-id={row.id}>
      <TableCell label="Provider Code" className="font-medium">
        <RowName name={row.name} placeholder="Untitled provider" isDraft={isDraft} />
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
        <ReadRowActions
          name={name}
          noun="provider"
          isDraft={isDraft}
          isBusy={isBusy}
          onEdit={onEdit}
          onDelete={onDelete}
          deleteTitle={`Delete ${name}?`}
          deleteDescription="Visitors will no longer be able to choose it. Past results keep their figures."
        />
      </TableCell>
    </TableRow>
  );
}
