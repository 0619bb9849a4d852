import swagger, { type FastifyDynamicSwaggerOptions } from "@fastify/swagger";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { MSG_UNAUTHORIZED } from "#shared/messages/auth.ts";
import { MSG_INVALID_ORIGIN } from "#shared/messages/general.ts";
import { staffOnlyDocs } from "./api-docs-sign-in.ts";
import { type ErrorAnswers, type MultipartBody, OPERATIONS } from "./openapi-operations.ts";

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
type JsonSchema = Record<string, unknown>;

/** What a 4xx answer says: `{"error": message}`, with the messages this operation can give. */
function errorAnswer(messages: readonly string[]): JsonSchema {
  return {
    description: messages.map((message) => `"${message}"`).join(" or "),
    type: "object",
    properties: { error: { type: "string", examples: [...messages] } },
    required: ["error"],
  };
}

const CHECK_FAILED = "A value that fails its check, answered with the check's own message.";

function hasGuard(route: TransformInput["route"], name: string): boolean {
  const hooks = route?.onRequest;
  return (Array.isArray(hooks) ? hooks : hooks ? [hooks] : []).some((hook) => hook.name === name);
}

/** "/api/results/:id" as the description writes it: "/api/results/{id}"; "/api/auth/*": "/api/auth/{*}". */
export function openApiPathOf(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, "{$1}").replace(/\*$/, "{*}");
}

/** The operation's 4xx answers: its own (OPERATIONS) and those of its kind (checks, staff routes, public forms). */
function errorAnswers(input: TransformInput, method: string, own: ErrorAnswers): Record<string, JsonSchema> {
  const answers = new Map<number, string[]>();
  const add = (status: number, messages: readonly string[]) =>
    answers.set(status, [...new Set([...(answers.get(status) ?? []), ...messages])]);
  const schema = (input.schema ?? {}) as JsonSchema;
  if (schema.body || schema.querystring || schema.params) add(400, [CHECK_FAILED]);
  if (input.url.startsWith("/api/admin/")) {
    add(401, [MSG_UNAUTHORIZED]);
    if (method !== "GET") add(403, [MSG_INVALID_ORIGIN]);
  }
  if (hasGuard(input.route, "refuseCrossSite")) add(403, [MSG_INVALID_ORIGIN]);
  for (const [status, messages] of Object.entries(own)) add(Number(status), messages ?? []);
  return Object.fromEntries(
    [...answers].sort(([a], [b]) => a - b).map(([status, m]) => [String(status), errorAnswer(m)]),
  );
}

function multipartBody(body: MultipartBody): JsonSchema {
  const properties = Object.fromEntries(
    Object.entries(body.fields).map(([name, field]) => [
      name,
      field.type === "binary"
        ? { type: "string", format: "binary", description: field.description }
        : { type: "string", description: field.description },
    ]),
  );
  return { type: "object", properties, required: body.required };
}

/**
 * The zod type provider's transform (route schemas -> JSON Schema), a tag per area, a summary and the 4xx answers
 * from OPERATIONS, the multipart bodies and the manage token; the built client's routes and the docs' own assets
 * left out.
 */
function describeRoute(input: TransformInput) {
  const hidden = { schema: { ...input.schema, hide: true }, url: input.url };
  if (!isDescribedUrl(input.url)) return hidden;
  const { schema, url: converted } = jsonSchemaTransform(input);
  // Routes registered as "/" inside a prefix answer without the slash too; the description uses the plain form.
  const url = converted.length > 1 ? converted.replace(/\/$/, "") : converted;
  const methods = input.route?.method ?? "GET";
  const method = (Array.isArray(methods) ? methods.find((m) => m !== "HEAD") : methods) ?? "GET";
  const operation = OPERATIONS[`${method} ${openApiPathOf(url)}`];
  const note = NOTES.find(([pattern]) => pattern.test(input.url))?.[1];
  const tags = [tagOf(input.url)];
  const security = input.url.startsWith("/api/admin")
    ? [{ session: [] }]
    : operation?.manageToken
      ? [{ manageToken: [] }]
      : undefined;
  const declared = (schema as { response?: Record<string, JsonSchema> } | undefined)?.response;
  const response = {
    ...(declared ?? { 200: { description: note ?? "Success" } }),
    ...errorAnswers(input, method, operation?.errors ?? {}),
  };
  const multipart = operation?.multipart
    ? { body: multipartBody(operation.multipart), consumes: ["multipart/form-data"] }
    : {};
  return {
    schema: {
      tags,
      ...(operation ? { summary: operation.summary } : {}),
      ...(note ? { description: note } : {}),
      ...(security ? { security } : {}),
      ...schema,
      response,
      ...multipart,
    },
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
          manageToken: {
            type: "apiKey",
            in: "header",
            name: "X-Manage-Token",
            description:
              "A result's manage token, answered once to the browser that made the analysis (or mailed as a " +
              "manage link): correcting, adding a month and deleting need it; reading needs only the id.",
          },
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
  const onRequest = options.access === "staff" ? staffOnlyDocs(options.requireStaff) : undefined;
  app.get(
    OPENAPI_JSON_PATH,
    {
      schema: { tags: ["docs"], summary: "This description", description: "This description (OpenAPI 3.1)." },
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
