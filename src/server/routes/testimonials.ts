import { desc } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MAX_PAGE_NUMBER, TESTIMONIALS_PAGE_SIZE } from "#shared/limits.ts";
import { MSG_BAD_PAGE } from "#shared/messages/general.ts";
import { TestimonialPageSchema } from "#shared/schemas/public-api.ts";
import type { Db } from "../db/client.ts";
import { testimonials } from "../db/schema.ts";
import { PUBLIC_REVALIDATE } from "../http/cache-control.ts";
import { OWN_COMPRESSION, sendJsonBody, toJsonBody } from "../http/json-etag.ts";
import { type PublicCache, serveCached } from "../http/public-cache.ts";
import { toTestimonialDto } from "./dto.ts";

const PageQuerySchema = z.object({
  page: z
    .string()
    .regex(/^\d+$/, MSG_BAD_PAGE)
    .transform(Number)
    .pipe(z.number().int(MSG_BAD_PAGE).min(1, MSG_BAD_PAGE).max(MAX_PAGE_NUMBER, MSG_BAD_PAGE))
    .default(1),
});

/** One page, newest first; fetches one extra row to know whether another page exists. */
export async function listTestimonialsPage(db: Db, page: number) {
  const rows = await db
    .select()
    .from(testimonials)
    .orderBy(desc(testimonials.created_at), desc(testimonials.id))
    .limit(TESTIMONIALS_PAGE_SIZE + 1)
    .offset((page - 1) * TESTIMONIALS_PAGE_SIZE);
  return {
    items: rows.slice(0, TESTIMONIALS_PAGE_SIZE).map(toTestimonialDto),
    page,
    has_more: rows.length > TESTIMONIALS_PAGE_SIZE,
  };
}

export const testimonialRoutes: FastifyPluginAsyncZod<{ db: Db; cache: PublicCache }> = async (
  app,
  { db, cache },
) => {
  app.get(
    "/",
    {
      schema: { querystring: PageQuerySchema, response: { 200: TestimonialPageSchema } },
      ...OWN_COMPRESSION,
    },
    (request, reply) => {
      const { page } = request.query;
      return serveCached(
        cache,
        `testimonials:${page}`,
        async () => toJsonBody(z.encode(TestimonialPageSchema, await listTestimonialsPage(db, page))),
        (body) => sendJsonBody(request, reply, body, PUBLIC_REVALIDATE),
      );
    },
  );
};
