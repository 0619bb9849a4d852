import type { IncomingMessage, ServerResponse } from "node:http";
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

type ConnectMiddleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/**
 * The headers a helmet middleware sets, found by running it once against a stand-in response. Our helmet
 * options use no per-request values (no nonces), so every request gets the same ones.
 */
export function headersOf(middleware: ConnectMiddleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  middleware({ headers: {} } as IncomingMessage, response as unknown as ServerResponse, (error) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * The build's hashed scripts and stylesheets (vite.config.ts) and public/theme-init.js, asked for without a query.
 * Never a worker's script: a worker takes its Content-Security-Policy from its own response.
 */
const BUILT_SCRIPT_OR_STYLE = /^\/(?:assets\/(?![\w.-]*worker)[\w.-]+\.(?:js|css)|theme-init\.js)$/i;

/**
 * A script or stylesheet applies no policy of its own: the page that loads it does (Content-Security-Policy,
 * framing, permissions, referrer), and opened on its own it is shown as text (its content type with nosniff).
 * So it carries only the headers about how it may be read. Each of the first screen's eight scripts is then about
 * 0.8 KB lighter, over an HTTP/1.1 connection that does not compress headers (the first screen's
 * JavaScript as transferred).
 */
export function subresourceHeadersOf(headers: Record<string, string>): Record<string, string> {
  const kept = ["x-content-type-options", "cross-origin-resource-policy", "strict-transport-security"];
  return Object.fromEntries(Object.entries(headers).filter(([name]) => kept.includes(name)));
}

/** Security headers with a strict Content-Security-Policy the built pages pass, and response compression. */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  const connectSrc = ["'self'"];
  if (options.analyticsOrigin) {
    const origin = new URL(options.analyticsOrigin).origin;
    connectSrc.push(origin, origin.replace("://", "://*."));
  }
  const helmetHeaders = headersOf(
    helmet({
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
    }),
  );
  // Nothing in these headers depends on the request: they are worked out once here and set in one call per
  // request (a profile showed it: running helmet's dozen middlewares per request, each calling setHeader on the
  // raw response, cost more than serving a cached public list).
  const headers: Record<string, string> = { ...helmetHeaders, "permissions-policy": PERMISSIONS_POLICY };
  const httpsHeaders: Record<string, string> = { ...headers, "strict-transport-security": HSTS };
  const scriptHeaders = subresourceHeadersOf(headers);
  const httpsScriptHeaders = subresourceHeadersOf(httpsHeaders);
  app.addHook("onRequest", (request, reply, done) => {
    const isHttps = request.protocol === "https";
    if (BUILT_SCRIPT_OR_STYLE.test(request.url)) reply.headers(isHttps ? httpsScriptHeaders : scriptHeaders);
    else reply.headers(isHttps ? httpsHeaders : headers);
    done();
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip", "deflate"] });
});
