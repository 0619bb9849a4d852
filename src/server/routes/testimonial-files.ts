import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { assertSafeObjectName, type Storage } from "../storage/storage.ts";

const PATH = /^\/testimonials\/([^/?#]+)(?:\?.*)?$/;

function storedNameOf(url: string): string | null {
  const match = PATH.exec(url);
  if (!match?.[1]) return null;
  try {
    const name = decodeURIComponent(match[1]);
    assertSafeObjectName(name);
    return name;
  } catch {
    return null;
  }
}

/**
 * GET /testimonials/{image_path}: an uploaded photo from storage first; otherwise the request goes on to the
 * built client's public/testimonials files (the static plugin) or the 404 handler. A hook rather than a route,
 * because the static plugin registers an exact route per bundled file, which would always win.
 */
export const testimonialFilesPlugin = fp(async (app: FastifyInstance, options: { storage: Storage }) => {
  const serveStored = async (reply: FastifyReply, name: string) => {
    const stored = await options.storage.get("testimonials", name);
    if (!stored) return;
    return reply
      .header("Content-Type", stored.contentType)
      .header("Cache-Control", "no-cache")
      .send(Buffer.from(stored.body.buffer, stored.body.byteOffset, stored.body.byteLength));
  };
  // It runs for every request: anything that is not a photo's path goes on at once, without a promise.
  app.addHook("onRequest", (request, reply, done) => {
    const name =
      (request.method === "GET" || request.method === "HEAD") && request.url.startsWith("/testimonials/")
        ? storedNameOf(request.url)
        : null;
    if (!name) return done();
    serveStored(reply, name).then(
      (sent) => {
        if (!sent) done();
      },
      (error: Error) => done(error),
    );
  });
});
