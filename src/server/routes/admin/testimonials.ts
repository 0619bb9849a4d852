import { desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { TestimonialSchema } from "#shared/schemas/public-api.ts";
import {
  TestimonialInputSchema,
  type TestimonialValues,
  toTestimonialImagePath,
} from "#shared/schemas/testimonial-input.ts";
import type { Db } from "../../db/client.ts";
import { testimonials } from "../../db/schema.ts";
import type { Storage } from "../../storage/storage.ts";
import { toTestimonialDto } from "../dto.ts";
import { IdParamsSchema, notFound, requireUuid } from "./route-helpers.ts";
import { deleteUnusedImage, moveStoredImage } from "./testimonial-images.ts";

function toRow(input: TestimonialValues) {
  return { ...input, image_path: toTestimonialImagePath(input.name, input.image_path) };
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
      const [row] = await db.insert(testimonials).values(values).returning();
      if (!row) throw new Error("insert returned no row");
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
      // The photo follows the rebuilt path, an uploaded one or one shipped with the site.
      await moveStoredImage(db, storage, { id, from: before.image_path, to: values.image_path });
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
