import { Controller, useWatch } from "react-hook-form";
import { EditRowActions } from "#client/components/admin/edit-row-actions.tsx";
import type { EditRowProps } from "#client/components/admin/editable-list-page.tsx";
import { EditingRow } from "#client/components/admin/editing-row.tsx";
import { useEditRowForm } from "#client/components/admin/use-edit-row-form.ts";
import { Input } from "#client/components/ui/input.tsx";
import { Switch } from "#client/components/ui/switch.tsx";
import { TableCell } from "#client/components/ui/table.tsx";
import { formatPercent } from "#shared/format/percent.ts";
import { MSG_ESR_RANGE } from "#shared/messages/admin-content.ts";
import type { CloudProviderInput } from "#shared/schemas/cloud-provider-input.ts";
import type { CloudProvider } from "#shared/schemas/public-api.ts";
import { PROVIDER_FIELD_ORDER, ProviderFormSchema, toProviderFormValues } from "./provider-form-schema.ts";

function EsrPreview({ id, value }: { id: string; value: string }) {
  // An empty box counts as 0 (docs/product.md#validation), and the preview says so before saving.
  const isEmpty = value.trim() === "";
  const fraction = Number(value);
  const isValid = Number.isFinite(fraction) && fraction >= 0 && fraction <= 1;
  return (
    <output id={id} className="w-16 shrink-0 text-muted-foreground text-xs tabular-nums" aria-live="polite">
      {isEmpty ? `= ${formatPercent(0)}` : isValid ? `= ${formatPercent(fraction)}` : "—"}
    </output>
  );
}

/** A provider row in edit mode: Enter saves, Escape cancels; validation failures show as one error toast. */
export function ProviderEditRow({
  row,
  isSaving,
  onSave,
  onCancel,
}: EditRowProps<CloudProvider, CloudProviderInput>) {
  const { form, save, onKeyDown } = useEditRowForm({
    schema: ProviderFormSchema,
    defaultValues: toProviderFormValues(row),
    fieldOrder: PROVIDER_FIELD_ORDER,
    fallbackMessage: MSG_ESR_RANGE,
    onSave,
    onCancel,
  });
  const esr = useWatch({ control: form.control, name: "estimated_esr" });
  const label = row.name || "new provider";

  return (
    <EditingRow rowId={row.id} onKeyDown={onKeyDown}>
      <TableCell label="Provider Code">
        <Input
          aria-label="Provider code"
          placeholder="e.g. AWS"
          aria-invalid={Boolean(form.formState.errors.name)}
          {...form.register("name")}
        />
      </TableCell>
      <TableCell label="Estimated ESR">
        <div className="flex items-center gap-2">
          <Input
            type="number"
            step="0.01"
            min={0}
            max={1}
            inputMode="decimal"
            placeholder="0"
            aria-label="Estimated ESR (fraction from 0 to 1)"
            aria-describedby={`esr-preview-${row.id}`}
            className="w-28 min-w-20 shrink-0"
            aria-invalid={Boolean(form.formState.errors.estimated_esr)}
            {...form.register("estimated_esr")}
          />
          <EsrPreview id={`esr-preview-${row.id}`} value={esr ?? ""} />
        </div>
      </TableCell>
      <TableCell label="Status">
        <Controller
          control={form.control}
          name="enabled"
          render={({ field }) => (
            <Switch checked={field.value} onCheckedChange={field.onChange} aria-label={`${label} enabled`} />
          )}
        />
      </TableCell>
      <TableCell>
        <EditRowActions noun="provider" isSaving={isSaving} onSave={save} onCancel={onCancel} />
      </TableCell>
    </EditingRow>
  );
}
