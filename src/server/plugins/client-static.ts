import { existsSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { MSG_NOT_FOUND } from "#shared/messages/general.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/** Finds dist/client from the bundle (dist/server) or from the sources (src/server/plugins). */
export function findClientDir(): string | null {
  for (const candidate of ["../client/", "../../../dist/client/"]) {
    const dir = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(`${dir}index.html`)) return dir;
  }
  return null;
}

function wantsHtml(accept: string | undefined): boolean {
  return !accept || accept.includes("text/html") || accept.includes("*/*");
}

/**
 * Serves the built client: hashed assets with a one-year immutable cache, everything else revalidated, and for
 * client routes (paths with no file extension outside /api) the page's own pre-rendered HTML (`/terms` ->
 * terms.html, `/results/{id}` -> results.html) when the build made one, index.html otherwise.
 */
export const clientStaticPlugin = fp(async (app: FastifyInstance, options: { clientDir: string | null }) => {
  const root = options.clientDir;
  if (!root) {
    app.log.warn("dist/client not found: run `npm run build` to serve the site");
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({ error: `${MSG_NOT_FOUND}: ${request.method} ${request.url.split("?")[0]}` }),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    dotfiles: "ignore",
    cacheControl: false,
    // The build writes .br and .gz copies of its text files (vite.config.ts): sent as they are, smaller than what
    // on-the-fly compression makes.
    preCompressed: true,
    setHeaders(reply, filePath) {
      reply.header("Cache-Control", filePath.includes("/assets/") ? IMMUTABLE : REVALIDATE);
    },
  });
  const prerendered = new Set(readdirSync(root).filter((file) => file.endsWith(".html")));
  const htmlFileFor = (pathname: string) => {
    // Every result page shares one pre-rendered loading state.
    const page = /^\/results\/[^/]+\/?$/.test(pathname) ? "results" : pathname.replace(/^\/+|\/+$/g, "");
    const file = `${page}.html`;
    return file !== "index.html" && prerendered.has(file) ? file : "index.html";
  };
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isClientRoute =
      (request.method === "GET" || request.method === "HEAD") &&
      !pathname.startsWith("/api/") &&
      !/\.[a-z0-9]+$/i.test(pathname) &&
      wantsHtml(request.headers.accept);
    if (!isClientRoute)
      return reply.status(404).send({ error: `${MSG_NOT_FOUND}: ${request.method} ${pathname}` });
    reply.header("Cache-Control", REVALIDATE);
    return reply.type("text/html; charset=utf-8").sendFile(htmlFileFor(pathname));
  });
});
