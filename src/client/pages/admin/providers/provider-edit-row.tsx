import { zodResolver } from "@hookform/resolvers/zod";
import { Check, X } from "lucide-react";
import { useLayoutEffect } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { editRowKeyHandler } from "#client/components/admin/edit-row-keys.ts";
import { firstErrorMessage } from "#client/components/admin/first-error.ts";
import { IconAction } from "#client/components/admin/icon-action.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Switch } from "#client/components/ui/switch.tsx";
import { TableCell, TableRow } from "#client/components/ui/table.tsx";
import { toast } from "#client/lib/toast.ts";
import { formatPercent } from "#shared/format/percent.ts";
import { MSG_ESR_RANGE } from "#shared/messages/admin-content.ts";
import type { CloudProviderInput } from "#shared/schemas/cloud-provider-input.ts";
import type { CloudProvider } from "#shared/schemas/public-api.ts";
import { PROVIDER_FIELD_ORDER, ProviderFormSchema, toProviderFormValues } from "./provider-form-schema.ts";

type ProviderEditRowProps = {
  row: CloudProvider;
  isSaving: boolean;
  onSave: (input: CloudProviderInput) => void;
  onCancel: () => void;
};

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
export function ProviderEditRow({ row, isSaving, onSave, onCancel }: ProviderEditRowProps) {
  const form = useForm({
    resolver: zodResolver(ProviderFormSchema),
    defaultValues: toProviderFormValues(row),
  });
  // Focus the first field when the row opens (an autofocus attribute is honoured once per page load only).
  useLayoutEffect(() => form.setFocus("name"), [form]);
  const esr = useWatch({ control: form.control, name: "estimated_esr" });
  const label = row.name || "new provider";

  const save = form.handleSubmit(onSave, (errors) =>
    toast.error(firstErrorMessage(errors, PROVIDER_FIELD_ORDER, MSG_ESR_RANGE)),
  );

  const handleKeyDown = editRowKeyHandler(() => void save(), onCancel);

  return (
    <TableRow
      className="bg-accent/30 hover:bg-accent/30"
      data-row-id={row.id}
      data-editing="true"
      onKeyDown={handleKeyDown}
    >
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
        <div className="flex justify-end gap-1">
          <IconAction
            icon={Check}
            label="Save provider"
            variant="primary"
            disabled={isSaving}
            onClick={() => void save()}
          />
          <IconAction icon={X} label="Cancel editing" disabled={isSaving} onClick={onCancel} />
        </div>
      </TableCell>
    </TableRow>
  );
}
