import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MSG_PROVIDER_NAME_TAKEN } from "#shared/messages/admin-content.ts";
import { CloudProviderInputSchema, CloudProviderUpdateSchema } from "#shared/schemas/cloud-provider-input.ts";
import { CloudProviderSchema } from "#shared/schemas/public-api.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { cloudProviders } from "../../db/schema.ts";
import { HttpError } from "../../http/http-error.ts";
import { toProviderDto } from "../dto.ts";
import { listProviders } from "../providers.ts";
import { IdParamsSchema, notFound, requireUuid } from "./route-helpers.ts";

async function writeProvider<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, MSG_PROVIDER_NAME_TAKEN);
    throw error;
  }
}

/** /api/admin/providers: list, add, edit (all fields or only `enabled`), delete (docs/product.md#api). */
export const adminProviderRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get("/", { schema: { response: { 200: z.array(CloudProviderSchema) } } }, async () =>
    listProviders(db),
  );

  app.post(
    "/",
    { schema: { body: CloudProviderInputSchema, response: { 201: CloudProviderSchema } } },
    async (request, reply) => {
      const [row] = await writeProvider(() => db.insert(cloudProviders).values(request.body).returning());
      if (!row) throw new Error("insert returned no row");
      return reply.status(201).send(toProviderDto(row));
    },
  );

  app.put(
    "/:id",
    {
      schema: {
        params: IdParamsSchema,
        body: CloudProviderUpdateSchema,
        response: { 200: CloudProviderSchema },
      },
    },
    async (request) => {
      const id = requireUuid(request.params.id);
      const [row] = await writeProvider(() =>
        db.update(cloudProviders).set(request.body).where(eq(cloudProviders.id, id)).returning(),
      );
      if (!row) throw notFound();
      return toProviderDto(row);
    },
  );

  app.delete("/:id", { schema: { params: IdParamsSchema } }, async (request, reply) => {
    const id = requireUuid(request.params.id);
    const deleted = await db.delete(cloudProviders).where(eq(cloudProviders.id, id)).returning();
    if (deleted.length === 0) throw notFound();
    return reply.status(204).send();
  });
};
