import { useQuery } from "@tanstack/react-query";
import { MessageSquareQuote, Plus } from "lucide-react";
import {
  adminTestimonialsQuery,
  useDeleteTestimonial,
  useSaveTestimonial,
} from "#client/api/admin/testimonials.ts";
import { AdminPageHeader } from "#client/components/admin/admin-page-header.tsx";
import { AdminLoading, EmptyState } from "#client/components/admin/admin-status.tsx";
import { inlineRowActions } from "#client/components/admin/inline-row-actions.ts";
import { useErrorToast } from "#client/components/admin/use-error-toast.ts";
import { useInlineRows } from "#client/components/admin/use-inline-rows.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Table, TableBody, TableHead, TableHeader, TableRow } from "#client/components/ui/table.tsx";
import {
  MSG_TESTIMONIAL_ADDED,
  MSG_TESTIMONIAL_DELETE_FAILED,
  MSG_TESTIMONIAL_DELETED,
  MSG_TESTIMONIAL_UPDATE_FAILED,
  MSG_TESTIMONIAL_UPDATED,
  MSG_TESTIMONIALS_LOAD_FAILED,
} from "#shared/messages/admin-content.ts";
import { TestimonialEditRow } from "./testimonial-edit-row.tsx";
import { blankTestimonial } from "./testimonial-form.ts";
import { TestimonialReadRow } from "./testimonial-read-row.tsx";

const COLUMNS = ["Name", "Company", "Job Title", "Testimonial", "LinkedIn URL", "Image Path"] as const;

/** /admin/testimonials: inline add, edit and delete, plus a photo per testimonial (docs/product.md#screens, #behaviour, #validation, #messages). */
export function Component() {
  const testimonials = useQuery(adminTestimonialsQuery());
  useErrorToast(testimonials.isError, MSG_TESTIMONIALS_LOAD_FAILED);
  const rows = useInlineRows(blankTestimonial);
  const saveTestimonial = useSaveTestimonial();
  const deleteTestimonial = useDeleteTestimonial();
  const allRows = [...rows.drafts, ...(testimonials.data ?? [])];

  const actions = inlineRowActions(
    rows,
    { save: saveTestimonial, remove: deleteTestimonial },
    {
      added: MSG_TESTIMONIAL_ADDED,
      updated: MSG_TESTIMONIAL_UPDATED,
      saveFailed: MSG_TESTIMONIAL_UPDATE_FAILED,
      deleted: MSG_TESTIMONIAL_DELETED,
      deleteFailed: MSG_TESTIMONIAL_DELETE_FAILED,
    },
  );

  return (
    <section aria-labelledby="admin-title">
      <AdminPageHeader
        title="Testimonials Management"
        description="What clients say about us, shown in the landing page carousel (newest first)."
        actions={
          <Button onClick={rows.addRow} disabled={testimonials.isPending}>
            <Plus aria-hidden="true" />
            Add New Testimonial
          </Button>
        }
      />
      {testimonials.isPending ? (
        <AdminLoading>Loading testimonials...</AdminLoading>
      ) : allRows.length === 0 ? (
        <EmptyState icon={MessageSquareQuote}>
          No testimonials found. Add your first testimonial above.
        </EmptyState>
      ) : (
        <Table label="Testimonials" className="[&_td]:px-3 [&_th]:px-3">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {COLUMNS.map((column) => (
                <TableHead key={column}>{column}</TableHead>
              ))}
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {allRows.map((row) =>
              rows.editingId === row.id ? (
                <TestimonialEditRow
                  key={row.id}
                  row={row}
                  columnCount={COLUMNS.length + 1}
                  isSaving={saveTestimonial.isPending}
                  onSave={(values) => actions.save(row, values)}
                  onCancel={rows.stopEditing}
                />
              ) : (
                <TestimonialReadRow
                  key={row.id}
                  row={row}
                  isBusy={deleteTestimonial.isPending && deleteTestimonial.variables === row.id}
                  onEdit={() => rows.startEditing(row.id)}
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
