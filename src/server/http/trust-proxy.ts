import { isIP } from "node:net";

/** What Fastify's `trustProxy` is given: no proxy, a number of proxy hops, or the proxies' addresses and ranges. */
export type TrustProxy = false | number | string[];

// proxy-addr's names for whole ranges, accepted in a list too.
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, extra] = entry.split("/");
  if (extra !== undefined || isIP(address) === 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return Number.isInteger(bits) && bits >= 0 && bits <= (isIP(address) === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, "false" or "0" (no proxy: the connection's address is the client); "true" (one proxy, the
 * load balancer in front); a number of hops; or the proxies' addresses and ranges, comma-separated. Only the
 * entries these proxies appended to X-Forwarded-For are believed: trusting the whole chain ("true" did before)
 * let a client behind an appending proxy (AWS ALB, nginx's $proxy_add_x_forwarded_for) pick its own address.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | Error {
  const text = (value ?? "").trim().toLowerCase();
  if (text === "" || text === "false" || text === "0") return false;
  if (text === "true") return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined || entries.length === 0)
    return new Error(
      `must be true, false, a number of proxy hops, or proxy addresses and ranges (${bad ?? text} is none)`,
    );
  return entries;
}

/**
 * Fastify's `trustProxy` for it. A number is passed as the hop function itself: Fastify now refuses every
 * forwarded address for a bare number (it cannot tell whether the nearest peer is a proxy), while TRUST_PROXY
 * says there is one, so the nearest `hops` addresses are the proxies'.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== "number") return trust;
  return trust === 0 ? false : (_address, hop) => hop < trust;
}
