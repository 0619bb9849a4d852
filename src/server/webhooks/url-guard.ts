import { lookup as dnsLookup } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { ipv4FromGroups, ipv6Groups } from "../net/ip-address.ts";

/**
 * Where webhooks may not go (SSRF): loopback, link-local (cloud metadata at 169.254.169.254), private,
 * carrier-grade NAT, unspecified, multicast, reserved and documentation ranges, in IPv4 and IPv6. IPv4-mapped and
 * well-known NAT64 addresses are checked as the IPv4 address they carry; the other forms that carry or reach an
 * IPv4 address (IPv4-compatible, IPv4-translated, NAT64 local-use, 6to4, Teredo) are refused whole: none is a
 * receiver's ordinary address, and each can lead to a private one.
 */
const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  BLOCKED.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  // IPv4-compatible (::a.b.c.d), with the unspecified :: and loopback ::1.
  ["0:0:0:0:0:0:0:0", 96],
  // IPv4-translated (::ffff:0:a.b.c.d).
  ["0:0:0:0:ffff:0:0:0", 96],
  // NAT64 local-use.
  ["64:ff9b:1:0:0:0:0:0", 48],
  // 6to4.
  ["2002:0:0:0:0:0:0:0", 16],
  // IETF protocol assignments, Teredo (2001::/32) among them.
  ["2001:0:0:0:0:0:0:0", 23],
  ["2001:db8:0:0:0:0:0:0", 32],
  ["100:0:0:0:0:0:0:0", 64],
  ["fc00:0:0:0:0:0:0:0", 7],
  ["fe80:0:0:0:0:0:0:0", 10],
  ["fec0:0:0:0:0:0:0:0", 10],
  ["ff00:0:0:0:0:0:0:0", 8],
] as const)
  BLOCKED.addSubnet(net, prefix, "ipv6");

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d) or well-known NAT64 (64:ff9b::a.b.c.d) address. */
function embeddedIpv4(groups: number[]): string | null {
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const mapped = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff;
  const nat64 = g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0;
  return mapped || nat64 ? ipv4FromGroups(g6, g7) : null;
}

/** True for an address a webhook must never reach (unless private URLs are allowed). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, "ipv4");
  const groups = ipv6Groups(address);
  if (!groups) return true;
  const v4 = embeddedIpv4(groups);
  if (v4) return BLOCKED.check(v4, "ipv4");
  return BLOCKED.check(groups.map((group) => group.toString(16)).join(":"), "ipv6");
}

export type WebhookUrlPolicy = { allowPrivate: boolean; requireHttps: boolean };

/** Each mode says what it takes: production https:// alone, elsewhere http:// too (a local receiver). */
export const MSG_WEBHOOK_URL_INVALID =
  "Enter the endpoint's full address starting with https:// or http://, such as https://crm.example.com/hooks.";
export const MSG_WEBHOOK_URL_INVALID_HTTPS_ONLY =
  "Enter the endpoint's full address starting with https://, such as https://crm.example.com/hooks.";
export const MSG_WEBHOOK_URL_HTTPS = "Webhook URLs must start with https://.";
export const MSG_WEBHOOK_URL_PRIVATE =
  "Webhooks cannot be sent to a private, loopback or link-local address.";

/** Checks what can be checked without DNS; null when fine, else the message to show. */
export function checkWebhookUrl(text: string, policy: WebhookUrlPolicy): string | null {
  const invalid = policy.requireHttps ? MSG_WEBHOOK_URL_INVALID_HTTPS_ONLY : MSG_WEBHOOK_URL_INVALID;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return invalid;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return invalid;
  if (url.username || url.password) return invalid;
  if (policy.requireHttps && url.protocol !== "https:") return MSG_WEBHOOK_URL_HTTPS;
  if (policy.allowPrivate) return null;
  // A name with its final dot ("localhost.", "metadata.google.internal.") is the same name, fully qualified.
  const host = url.hostname
    .replace(/^\[|\]$/g, "")
    .replace(/\.+$/, "")
    .toLowerCase();
  if (isIP(host) && isPrivateAddress(host)) return MSG_WEBHOOK_URL_PRIVATE;
  if (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host.endsWith(".local") ||
    host.endsWith(".internal")
  )
    return MSG_WEBHOOK_URL_PRIVATE;
  return null;
}

export class BlockedAddressError extends Error {
  constructor(host: string, address: string) {
    super(`${host} resolves to ${address}, a private address: not delivered`);
    this.name = "BlockedAddressError";
  }
}

/**
 * A DNS lookup for the HTTP client that resolves every address of the host and refuses the connection when
 * any is private. The socket connects to an address checked here, so DNS rebinding between a check and the
 * connection cannot slip through.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const list = Array.isArray(addresses) ? addresses : [];
      if (!allowPrivate) {
        const bad = list.find((a) => isPrivateAddress(a.address));
        if (bad) return callback(new BlockedAddressError(hostname, bad.address), "", 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      const first = list[0];
      if (!first) return callback(new Error(`${hostname} has no address`), "", 0);
      callback(null, first.address, first.family);
    });
  };
}
