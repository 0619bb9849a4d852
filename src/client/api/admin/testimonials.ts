import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { TestimonialSchema } from "#shared/schemas/public-api.ts";
import type { TestimonialValues } from "#shared/schemas/testimonial-input.ts";
import { requestAdminJson, requestAdminOk } from "./admin-request.ts";

const TESTIMONIALS_KEY = ["admin", "testimonials"] as const;

export function adminTestimonialsQuery() {
  return queryOptions({
    queryKey: TESTIMONIALS_KEY,
    queryFn: ({ signal }) =>
      requestAdminJson("/api/admin/testimonials", TestimonialSchema.array(), { signal }),
  });
}

/** The admin table and the landing carousel both change. */
function useInvalidateTestimonials() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: TESTIMONIALS_KEY }),
      queryClient.invalidateQueries({ queryKey: ["testimonials", "public"] }),
    ]);
}

/** Insert when there is no id yet (a temp- row), otherwise update. */
export function useSaveTestimonial() {
  const invalidate = useInvalidateTestimonials();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: TestimonialValues }) =>
      id === null
        ? requestAdminJson("/api/admin/testimonials", TestimonialSchema, { method: "POST", body: values })
        : requestAdminJson(`/api/admin/testimonials/${id}`, TestimonialSchema, {
            method: "PUT",
            body: values,
          }),
    onSuccess: invalidate,
  });
}

export function useDeleteTestimonial() {
  const invalidate = useInvalidateTestimonials();
  return useMutation({
    mutationFn: (id: string) => requestAdminOk(`/api/admin/testimonials/${id}`, { method: "DELETE" }),
    onSuccess: invalidate,
  });
}

/** POST /api/admin/testimonials/:id/image (multipart); the server stores it and sets image_path. */
export function useUploadTestimonialPhoto() {
  const invalidate = useInvalidateTestimonials();
  return useMutation({
    mutationFn: async ({ id, photo }: { id: string; photo: File }) => {
      const form = new FormData();
      form.append("file", photo, photo.name);
      return requestAdminJson(`/api/admin/testimonials/${id}/image`, TestimonialSchema, {
        method: "POST",
        form,
      });
    },
    onSuccess: invalidate,
  });
}
