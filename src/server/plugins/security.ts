import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";

export interface SecurityOptions {
  /** Extra origin the page may send analytics to (PostHog), when configured. */
  analyticsOrigin: string | null;
}

const HSTS = "max-age=31536000; includeSubDomains";
/** The site uses none of these browser features; neither may anything embedded in it. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
].join(", ");

/** Security headers with a strict Content-Security-Policy the built pages pass, and response compression. */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  const connectSrc = ["'self'"];
  if (options.analyticsOrigin) {
    const origin = new URL(options.analyticsOrigin).origin;
    connectSrc.push(origin, origin.replace("://", "://*."));
  }
  // helmet's middleware built once: @fastify/helmet rebuilt it (parsing the CSP directives again) on every
  // request, which cost more than serving a cached public list (issue 14's profile).
  const setSecurityHeaders = helmet({
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
    // Sent per request below, and only over https: on plain http a browser ignores it, and a proxy that
    // forwards http would pin a host to https it may not serve.
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  app.addHook("onRequest", (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  app.addHook("onSend", (request, reply, _payload, done) => {
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
    done();
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip", "deflate"] });
});
