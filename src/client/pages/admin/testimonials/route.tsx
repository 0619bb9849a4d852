import { useQuery } from "@tanstack/react-query";
import { MessageSquareQuote } from "lucide-react";
import {
  adminTestimonialsQuery,
  useDeleteTestimonial,
  useSaveTestimonial,
} from "#client/api/admin/testimonials.ts";
import { EditableListPage } from "#client/components/admin/editable-list-page.tsx";
import { useEditableList } from "#client/components/admin/use-editable-list.ts";
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
  const list = useEditableList({
    query: useQuery(adminTestimonialsQuery()),
    makeBlank: blankTestimonial,
    save: useSaveTestimonial(),
    remove: useDeleteTestimonial(),
    messages: {
      loadFailed: MSG_TESTIMONIALS_LOAD_FAILED,
      added: MSG_TESTIMONIAL_ADDED,
      updated: MSG_TESTIMONIAL_UPDATED,
      saveFailed: MSG_TESTIMONIAL_UPDATE_FAILED,
      deleted: MSG_TESTIMONIAL_DELETED,
      deleteFailed: MSG_TESTIMONIAL_DELETE_FAILED,
    },
  });

  return (
    <EditableListPage
      list={list}
      title="Testimonials Management"
      description="What clients say about us, shown in the landing page carousel (newest first)."
      addLabel="Add New Testimonial"
      loadingText="Loading testimonials..."
      emptyIcon={MessageSquareQuote}
      emptyText="No testimonials found. Add your first testimonial above."
      tableLabel="Testimonials"
      tableClassName="[&_td]:px-3 [&_th]:px-3"
      columns={COLUMNS}
      renderEditRow={(props) => <TestimonialEditRow {...props} columnCount={COLUMNS.length + 1} />}
      renderReadRow={(props) => <TestimonialReadRow {...props} />}
    />
  );
}
