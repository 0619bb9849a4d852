import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Testimonial } from "#shared/schemas/public-api.ts";
import type { TestimonialValues } from "#shared/schemas/testimonial-input.ts";
import { fetchAdmin, requestAdminJson } from "./admin-request.ts";

const TESTIMONIALS_KEY = ["admin", "testimonials"] as const;

export function adminTestimonialsQuery() {
  return queryOptions({
    queryKey: TESTIMONIALS_KEY,
    queryFn: ({ signal }) => requestAdminJson<Testimonial[]>("/api/admin/testimonials", { signal }),
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
        ? requestAdminJson<Testimonial>("/api/admin/testimonials", { method: "POST", body: values })
        : requestAdminJson<Testimonial>(`/api/admin/testimonials/${id}`, { method: "PUT", body: values }),
    onSuccess: invalidate,
  });
}

export function useDeleteTestimonial() {
  const invalidate = useInvalidateTestimonials();
  return useMutation({
    mutationFn: (id: string) => requestAdminJson<void>(`/api/admin/testimonials/${id}`, { method: "DELETE" }),
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
      const response = await fetchAdmin(`/api/admin/testimonials/${id}/image`, {
        method: "POST",
        body: form,
      });
      return (await response.json()) as Testimonial;
    },
    onSuccess: invalidate,
  });
}
