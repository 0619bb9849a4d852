import multipart from "@fastify/multipart";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MAX_TESTIMONIAL_IMAGE_BYTES } from "#shared/limits.ts";
import {
  MSG_IMAGE_REQUIRED,
  MSG_IMAGE_TOO_LARGE,
  MSG_IMAGE_TYPE,
  MSG_IMAGE_UNREADABLE,
} from "#shared/messages/admin-content.ts";
import { TestimonialSchema } from "#shared/schemas/public-api.ts";
import { toTestimonialImagePath } from "#shared/schemas/testimonial-input.ts";
import type { Db } from "../../db/client.ts";
import { testimonials } from "../../db/schema.ts";
import { HttpError } from "../../http/http-error.ts";
import { uploadError } from "../../http/upload-error.ts";
import { detectImageType } from "../../images/image-type.ts";
import { assertSafeObjectName, type Storage } from "../../storage/storage.ts";
import { toTestimonialDto } from "../dto.ts";
import { IdParamsSchema, notFound, requireUuid } from "./route-helpers.ts";
import { deleteUnusedImage } from "./testimonial-images.ts";

/** The docs/product.md#validation name (e.g. sarah-chen.webp); a name that makes no safe file name falls back to the row id. */
function imageNameFor(personName: string, id: string, extension: string): string {
  const name = toTestimonialImagePath(personName, `photo.${extension}`) ?? "";
  try {
    assertSafeObjectName(name);
    return name;
  } catch {
    return `testimonial-${id.slice(0, 8)}.${extension}`;
  }
}

async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(400, MSG_IMAGE_REQUIRED);
  try {
    const file = await request.file();
    if (!file) throw new HttpError(400, MSG_IMAGE_REQUIRED);
    const bytes = await file.toBuffer();
    if (bytes.length === 0) throw new HttpError(400, MSG_IMAGE_REQUIRED);
    return bytes;
  } catch (error) {
    throw uploadError(error, MSG_IMAGE_TOO_LARGE);
  }
}

/**
 * POST /api/admin/testimonials/:id/image: a photo (multipart, any field name; the client resizes it first),
 * at most 2 MB, JPEG/PNG/WebP by its bytes, re-encoded (no EXIF or other metadata kept). Stored in the 'testimonials' bucket under the spec's name and
 * served at /testimonials/{image_path}.
 */
export const adminTestimonialImageRoutes: FastifyPluginAsyncZod<{ db: Db; storage: Storage }> = async (
  app,
  { db, storage },
) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_TESTIMONIAL_IMAGE_BYTES, files: 1, fields: 5, parts: 6 },
  });
  app.post(
    "/:id/image",
    { schema: { params: IdParamsSchema, response: { 200: TestimonialSchema } } },
    async (request) => {
      const id = requireUuid(request.params.id);
      const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id));
      if (!row) throw notFound();
      const bytes = await readUpload(request);
      const type = detectImageType(bytes);
      if (!type) throw new HttpError(415, MSG_IMAGE_TYPE);
      // The image codecs (JPEG, PNG and WebP in WebAssembly) load on the first photo, not at the server's start.
      const images = await import("../../images/reencode-image.ts");
      const clean = await images.reencodeImageOffThread(bytes, type).catch((error: unknown) => {
        if (error instanceof images.ImageRejectedError) throw new HttpError(422, MSG_IMAGE_UNREADABLE);
        throw error;
      });
      const name = imageNameFor(row.name, id, type.extension);
      await storage.put("testimonials", name, new Uint8Array(clean), type.contentType);
      const [updated] = await db
        .update(testimonials)
        .set({ image_path: name })
        .where(eq(testimonials.id, id))
        .returning();
      if (!updated) throw notFound();
      if (row.image_path !== name) await deleteUnusedImage(db, storage, row.image_path, id);
      return toTestimonialDto(updated);
    },
  );
};
