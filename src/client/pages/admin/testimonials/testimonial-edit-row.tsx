import type { ReactNode } from "react";
import { EditRowActions } from "#client/components/admin/edit-row-actions.tsx";
import type { EditRowProps } from "#client/components/admin/editable-list-page.tsx";
import { EditingRow } from "#client/components/admin/editing-row.tsx";
import { useEditRowForm } from "#client/components/admin/use-edit-row-form.ts";
import { Input, Textarea } from "#client/components/ui/input.tsx";
import { TableCell } from "#client/components/ui/table.tsx";
import { cn } from "#client/lib/cn.ts";
import { MSG_TESTIMONIAL_INVALID } from "#shared/messages/admin-content.ts";
import type { Testimonial } from "#shared/schemas/public-api.ts";
import {
  type TestimonialInput,
  TestimonialInputSchema,
  type TestimonialValues,
} from "#shared/schemas/testimonial-input.ts";
import { TESTIMONIAL_FIELD_ORDER, toTestimonialFormValues } from "./testimonial-form.ts";

type TestimonialEditRowProps = EditRowProps<Testimonial, TestimonialValues> & {
  /** The table's column count, which the edit form spans. */
  columnCount: number;
};

/** The one-line fields, in the form's order (the quote's text area sits between the first three and the rest). */
const TEXT_FIELDS: ReadonlyArray<{
  name: Exclude<keyof TestimonialInput, "content">;
  label: string;
  ariaLabel: string;
  placeholder: string;
  type?: "url";
  className?: string;
}> = [
  { name: "name", label: "Name", ariaLabel: "Name", placeholder: "Jane Doe" },
  { name: "company", label: "Company", ariaLabel: "Company", placeholder: "Acme Inc." },
  { name: "job_title", label: "Job Title", ariaLabel: "Job title", placeholder: "CTO" },
  {
    name: "linkedin_url",
    label: "LinkedIn URL",
    ariaLabel: "LinkedIn URL",
    placeholder: "https://www.linkedin.com/in/username",
    type: "url",
    className: "sm:col-span-2",
  },
  { name: "image_path", label: "Image Path", ariaLabel: "Image path", placeholder: "example.jpg" },
];

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
  const textField = (field: (typeof TEXT_FIELDS)[number]) => (
    <EditField key={field.name} label={field.label} className={field.className}>
      <Input
        type={field.type}
        aria-label={field.ariaLabel}
        placeholder={field.placeholder}
        aria-invalid={Boolean(errors[field.name])}
        {...form.register(field.name)}
      />
    </EditField>
  );

  return (
    <EditingRow rowId={row.id} onKeyDown={onKeyDown}>
      {/* One cell across the table: seven inputs side by side would be too narrow to read at desktop widths. */}
      <TableCell colSpan={columnCount} className="py-4">
        <div>
          <div className="grid gap-3 sm:grid-cols-3">
            {TEXT_FIELDS.slice(0, 3).map(textField)}
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
            {TEXT_FIELDS.slice(3).map(textField)}
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
