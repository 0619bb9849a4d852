import { desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { imagePathNotFoundMessage } from "#shared/messages/admin-content.ts";
import { TestimonialSchema } from "#shared/schemas/public-api.ts";
import {
  TestimonialInputSchema,
  type TestimonialValues,
  toTestimonialImagePath,
} from "#shared/schemas/testimonial-input.ts";
import type { Db } from "../../db/client.ts";
import { testimonials } from "../../db/schema.ts";
import { HttpError } from "../../http/http-error.ts";
import type { Storage } from "../../storage/storage.ts";
import { toTestimonialDto } from "../dto.ts";
import { IdParamsSchema, notFound, requireUuid } from "./route-helpers.ts";
import { deleteUnusedImage, findTypedPhoto, keepPhotoUnder, moveStoredImage } from "./testimonial-images.ts";

function toRow(input: TestimonialValues) {
  return { ...input, image_path: toTestimonialImagePath(input.name, input.image_path) };
}

/**
 * The photo a newly typed image path names (a path that points at no photo is refused, not saved to
 * show initials while the toast says it worked). It is copied under the saved name when only the typed one exists.
 */
async function requireTypedPhoto(storage: Storage, typed: string, saved: string | null) {
  const photo = await findTypedPhoto(storage, typed, saved);
  if (!photo) throw new HttpError(422, imagePathNotFoundMessage(typed));
  return photo;
}

/** /api/admin/testimonials: list (newest first), add, edit, delete (docs/product.md#validation, #api). */
export const adminTestimonialRoutes: FastifyPluginAsyncZod<{ db: Db; storage: Storage }> = async (
  app,
  { db, storage },
) => {
  app.get("/", { schema: { response: { 200: z.array(TestimonialSchema) } } }, async () => {
    const rows = await db
      .select()
      .from(testimonials)
      .orderBy(desc(testimonials.created_at), desc(testimonials.id));
    return rows.map(toTestimonialDto);
  });

  app.post(
    "/",
    { schema: { body: TestimonialInputSchema, response: { 201: TestimonialSchema } } },
    async (request, reply) => {
      const values = toRow(request.body);
      const typed = request.body.image_path;
      const photo = typed ? await requireTypedPhoto(storage, typed, values.image_path) : null;
      const [row] = await db.insert(testimonials).values(values).returning();
      if (!row) throw new Error("insert returned no row");
      if (photo) await keepPhotoUnder(storage, values.image_path, photo);
      return reply.status(201).send(toTestimonialDto(row));
    },
  );

  app.put(
    "/:id",
    {
      schema: { params: IdParamsSchema, body: TestimonialInputSchema, response: { 200: TestimonialSchema } },
    },
    async (request) => {
      const id = requireUuid(request.params.id);
      const [before] = await db.select().from(testimonials).where(eq(testimonials.id, id));
      if (!before) throw notFound();
      const values = toRow(request.body);
      const typed = request.body.image_path;
      if (typed && typed !== before.image_path) {
        const photo = await requireTypedPhoto(storage, typed, values.image_path);
        await keepPhotoUnder(storage, values.image_path, photo);
        if (before.image_path !== values.image_path) {
          await deleteUnusedImage(db, storage, before.image_path, id);
        }
      } else {
        // The photo follows the rebuilt path, an uploaded one or one shipped with the site.
        await moveStoredImage(db, storage, { id, from: before.image_path, to: values.image_path });
      }
      const [row] = await db.update(testimonials).set(values).where(eq(testimonials.id, id)).returning();
      if (!row) throw notFound();
      return toTestimonialDto(row);
    },
  );

  app.delete("/:id", { schema: { params: IdParamsSchema } }, async (request, reply) => {
    const id = requireUuid(request.params.id);
    const [row] = await db.delete(testimonials).where(eq(testimonials.id, id)).returning();
    if (!row) throw notFound();
    await deleteUnusedImage(db, storage, row.image_path, id);
    return reply.status(204).send();
  });
};
