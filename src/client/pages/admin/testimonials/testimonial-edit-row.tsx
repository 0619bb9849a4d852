import type { ReactNode } from "react";
import { EditRowActions } from "#client/components/admin/edit-row-actions.tsx";
import { EditingRow } from "#client/components/admin/editing-row.tsx";
import { useEditRowForm } from "#client/components/admin/use-edit-row-form.ts";
import { Input, Textarea } from "#client/components/ui/input.tsx";
import { TableCell } from "#client/components/ui/table.tsx";
import { cn } from "#client/lib/cn.ts";
import { MSG_TESTIMONIAL_INVALID } from "#shared/messages/admin-content.ts";
import type { Testimonial } from "#shared/schemas/public-api.ts";
import { TestimonialInputSchema, type TestimonialValues } from "#shared/schemas/testimonial-input.ts";
import { TESTIMONIAL_FIELD_ORDER, toTestimonialFormValues } from "./testimonial-form.ts";

type TestimonialEditRowProps = {
  row: Testimonial;
  /** The table's column count, which the edit form spans. */
  columnCount: number;
  isSaving: boolean;
  onSave: (values: TestimonialValues) => void;
  onCancel: () => void;
};

/** A testimonial in edit mode, checked with the server's schema; Escape cancels, Ctrl/⌘+Enter saves. */
export function TestimonialEditRow({
  row,
  columnCount,
  isSaving,
  onSave,
  onCancel,
}: TestimonialEditRowProps) {
  const { form, save, onKeyDown } = useEditRowForm({
    schema: TestimonialInputSchema,
    defaultValues: toTestimonialFormValues(row),
    fieldOrder: TESTIMONIAL_FIELD_ORDER,
    fallbackMessage: MSG_TESTIMONIAL_INVALID,
    onSave,
    onCancel,
  });
  const { errors } = form.formState;

  return (
    <EditingRow rowId={row.id} onKeyDown={onKeyDown}>
      {/* One cell across the table: seven inputs side by side would be too narrow to read at desktop widths. */}
      <TableCell colSpan={columnCount} className="py-4">
        <div>
          <div className="grid gap-3 sm:grid-cols-3">
            <EditField label="Name">
              <Input
                aria-label="Name"
                placeholder="Jane Doe"
                aria-invalid={Boolean(errors.name)}
                {...form.register("name")}
              />
            </EditField>
            <EditField label="Company">
              <Input
                aria-label="Company"
                placeholder="Acme Inc."
                aria-invalid={Boolean(errors.company)}
                {...form.register("company")}
              />
            </EditField>
            <EditField label="Job Title">
              <Input
                aria-label="Job title"
                placeholder="CTO"
                aria-invalid={Boolean(errors.job_title)}
                {...form.register("job_title")}
              />
            </EditField>
            <EditField label="Testimonial" className="sm:col-span-3">
              <Textarea
                aria-label="Testimonial"
                placeholder="What they said about working with us…"
                rows={3}
                className="min-h-20"
                aria-invalid={Boolean(errors.content)}
                {...form.register("content")}
              />
            </EditField>
            <EditField label="LinkedIn URL" className="sm:col-span-2">
              <Input
                type="url"
                aria-label="LinkedIn URL"
                placeholder="https://www.linkedin.com/in/username"
                aria-invalid={Boolean(errors.linkedin_url)}
                {...form.register("linkedin_url")}
              />
            </EditField>
            <EditField label="Image Path">
              <Input
                aria-label="Image path"
                placeholder="example.jpg"
                aria-invalid={Boolean(errors.image_path)}
                {...form.register("image_path")}
              />
            </EditField>
          </div>
          <EditRowActions
            noun="testimonial"
            isSaving={isSaving}
            onSave={save}
            onCancel={onCancel}
            className="mt-3 flex justify-end gap-1"
          />
        </div>
      </TableCell>
    </EditingRow>
  );
}

/** A caption above one input; the input keeps its own accessible name. */
function EditField({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <span aria-hidden="true" className="font-medium text-muted-foreground text-xs">
        {label}
      </span>
      {children}
    </div>
  );
}
