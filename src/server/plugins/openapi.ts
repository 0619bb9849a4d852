import swagger, { type FastifyDynamicSwaggerOptions } from "@fastify/swagger";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** Who may read the API description: anyone, signed-in staff only, or nobody (the routes are not registered). */
export type ApiDocsAccess = "public" | "staff" | "off";

export const OPENAPI_JSON_PATH = "/api/openapi.json";
export const API_DOCS_PATH = "/api/docs";

/** The parts of the site the description covers: the JSON API and the Prometheus endpoint. */
export function isDescribedUrl(url: string): boolean {
  return (url.startsWith("/api/") && !url.startsWith(API_DOCS_PATH)) || url === "/metrics";
}

/** One tag per area, from the path: /api/admin/results/:id -> "admin/results", /api/providers -> "providers". */
function tagOf(url: string): string {
  const parts = url.split("/").filter((part) => part && !part.startsWith(":") && part !== "*");
  if (parts[0] !== "api") return parts[0] ?? "site";
  return parts[1] === "admin" && parts[2] ? `admin/${parts[2]}` : (parts[1] ?? "api");
}

/** What a route without a zod schema says about itself (multipart uploads, downloads, Better Auth). */
const NOTES: Array<[RegExp, string]> = [
  [
    /^\/api\/auth\//,
    "Better Auth's endpoints (sign-in/email, sign-up/email, sign-out, get-session, send-verification-email, " +
      "reset-password, sign-in/social, callback/:provider, ...). Errors carry {error, code, message}.",
  ],
  [/^\/api\/analyses$/, "multipart/form-data: name, email, cloudProviderId, then file (one PDF)."],
  [
    /\/image$/,
    "multipart/form-data: file (a JPEG, PNG or WebP photo); it is re-encoded before it is stored.",
  ],
  [/\/pdf$/, "The uploaded invoice as application/pdf."],
  [/\.csv$/, "text/csv; one row per matching result."],
  [/^\/metrics$/, "Prometheus text format; with METRICS_TOKEN set, needs Authorization: Bearer <token>."],
];

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The zod type provider's transform (route schemas -> JSON Schema), a tag per area, and the built client's
 * routes and the docs' own assets left out.
 */
function describeRoute(input: TransformInput) {
  const hidden = { schema: { ...input.schema, hide: true }, url: input.url };
  if (!isDescribedUrl(input.url)) return hidden;
  const { schema, url: converted } = jsonSchemaTransform(input);
  // Routes registered as "/" inside a prefix answer without the slash too; the description uses the plain form.
  const url = converted.length > 1 ? converted.replace(/\/$/, "") : converted;
  const note = NOTES.find(([pattern]) => pattern.test(input.url))?.[1];
  const tags = [tagOf(input.url)];
  const security = input.url.startsWith("/api/admin") ? [{ session: [] }] : undefined;
  return {
    schema: { tags, ...(note ? { description: note } : {}), ...(security ? { security } : {}), ...schema },
    url,
  };
}

/** The API's own version: raised when a published answer changes shape. */
export const API_VERSION = "1.0.0";

export interface OpenApiOptions {
  publicUrl: string;
}

/**
 * Collects every route as it is registered, so it must be registered before the routes. The description is
 * built once, on first read, from the same zod schemas that check requests and serialise answers.
 */
export const openApiPlugin = fp(async (app: FastifyInstance, options: OpenApiOptions) => {
  const swaggerOptions: FastifyDynamicSwaggerOptions = {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Cloud Bill Check API",
        version: API_VERSION,
        description:
          'The JSON API behind the site. Every error answers {"error": message}. /api/admin/* needs a staff ' +
          "session (the cookie Better Auth sets on /api/auth/sign-in/email) and, for writes, a trusted Origin.",
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "better-auth.session_token" },
        },
      },
    },
    transform: describeRoute,
  };
  await app.register(swagger, swaggerOptions);
});

export interface ApiDocsRoutesOptions {
  access: ApiDocsAccess;
  /** Runs before the description and the browsable page when access is "staff" (the admin guard). */
  requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/**
 * GET /api/openapi.json and the browsable page at /api/docs (Swagger UI, served from node_modules; it reads the
 * same description from /api/docs/json).
 */
export async function apiDocsRoutes(app: FastifyInstance, options: ApiDocsRoutesOptions) {
  if (options.access === "off") return;
  const onRequest = options.access === "staff" ? options.requireStaff : undefined;
  app.get(
    OPENAPI_JSON_PATH,
    {
      schema: { tags: ["docs"], description: "This description (OpenAPI 3.1)." },
      ...(onRequest ? { onRequest } : {}),
    },
    async (_request, reply) => reply.header("Cache-Control", "no-cache").send(app.swagger()),
  );
  // Loaded only when the docs are served: it is the one part of the server that ships browser assets.
  const { default: swaggerUi } = await import("@fastify/swagger-ui");
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiConfig: { docExpansion: "list", deepLinking: true },
    ...(onRequest ? { uiHooks: { onRequest } } : {}),
  });
}
