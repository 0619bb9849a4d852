/** The catch-all auth route copies Fastify's request.ip (which honours TRUST_PROXY) into this header. */
export const CLIENT_IP_HEADER = "x-cbc-client-ip";
