import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export interface SecurityOptions {
  /** Extra origin the page may send analytics to (PostHog), when configured. */
  analyticsOrigin: string | null;
}

/** Security headers with a strict Content-Security-Policy the built pages pass, and response compression. */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  const connectSrc = ["'self'"];
  if (options.analyticsOrigin) {
    const origin = new URL(options.analyticsOrigin).origin;
    connectSrc.push(origin, origin.replace("://", "://*."));
  }
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: [
          "'self'",
          ...(options.analyticsOrigin
            ? [new URL(options.analyticsOrigin).origin.replace("://", "://*.")]
            : []),
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc,
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        workerSrc: ["'self'", "blob:"],
        manifestSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip", "deflate"] });
});
