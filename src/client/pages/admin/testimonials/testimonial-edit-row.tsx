import { zodResolver } from "@hookform/resolvers/zod";
import { Check, X } from "lucide-react";
import { type ReactNode, useLayoutEffect } from "react";
import { useForm } from "react-hook-form";
import { editRowKeyHandler } from "#client/components/admin/edit-row-keys.ts";
import { firstErrorMessage } from "#client/components/admin/first-error.ts";
import { IconAction } from "#client/components/admin/icon-action.tsx";
import { Input, Textarea } from "#client/components/ui/input.tsx";
import { TableCell, TableRow } from "#client/components/ui/table.tsx";
import { cn } from "#client/lib/cn.ts";
import { toast } from "#client/lib/toast.ts";
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
  const form = useForm({
    resolver: zodResolver(TestimonialInputSchema),
    defaultValues: toTestimonialFormValues(row),
  });
  // Focus the first field when the row opens (an autofocus attribute is honoured once per page load only).
  useLayoutEffect(() => form.setFocus("name"), [form]);
  const { errors } = form.formState;

  const save = form.handleSubmit(onSave, (failed) =>
    toast.error(firstErrorMessage(failed, TESTIMONIAL_FIELD_ORDER, MSG_TESTIMONIAL_INVALID)),
  );

  const handleKeyDown = editRowKeyHandler(() => void save(), onCancel);

  return (
    <TableRow
      className="bg-accent/30 hover:bg-accent/30"
      data-row-id={row.id}
      data-editing="true"
      onKeyDown={handleKeyDown}
    >
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
          <div className="mt-3 flex justify-end gap-1">
            <IconAction
              icon={Check}
              label="Save testimonial"
              variant="primary"
              disabled={isSaving}
              onClick={() => void save()}
            />
            <IconAction icon={X} label="Cancel editing" disabled={isSaving} onClick={onCancel} />
          </div>
        </div>
      </TableCell>
    </TableRow>
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
