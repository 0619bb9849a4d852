import { useMutation } from "@tanstack/react-query";
import { TestimonialSchema } from "#shared/schemas/public-api.ts";
import type { TestimonialValues } from "#shared/schemas/testimonial-input.ts";
import { requestAdminJson } from "./admin-request.ts";
import { type AdminRows, adminRowsQuery, useDeleteRow, useInvalidateRows, useSaveRow } from "./admin-rows.ts";

/** The admin table and the landing carousel both change. */
const TESTIMONIALS: AdminRows<typeof TestimonialSchema> = {
  path: "/api/admin/testimonials",
  key: ["admin", "testimonials"],
  publicKey: ["testimonials", "public"],
  schema: TestimonialSchema,
};

export function adminTestimonialsQuery() {
  return adminRowsQuery(TESTIMONIALS);
}

export function useSaveTestimonial() {
  return useSaveRow<typeof TestimonialSchema, TestimonialValues>(TESTIMONIALS);
}

export function useDeleteTestimonial() {
  return useDeleteRow(TESTIMONIALS);
}

/** POST /api/admin/testimonials/:id/image (multipart); the server stores it and sets image_path. */
export function useUploadTestimonialPhoto() {
  const invalidate = useInvalidateRows(TESTIMONIALS);
  return useMutation({
    mutationFn: async ({ id, photo }: { id: string; photo: File }) => {
      const form = new FormData();
      form.append("file", photo, photo.name);
      return requestAdminJson(`${TESTIMONIALS.path}/${id}/image`, TestimonialSchema, {
        method: "POST",
        form,
      });
    },
    onSuccess: invalidate,
  });
}
