import { isIP } from "node:net";

/** An IPv6 address as its eight 16-bit groups (a trailing dotted IPv4 part read as two); null when not IPv6. */
export function ipv6Groups(address: string): number[] | null {
  const text = address.replace(/%.*$/, "").toLowerCase();
  if (isIP(text) !== 6) return null;
  let body = text;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(body);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    body = `${body.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = body.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array<string>(missing).fill("0"), ...right].map((group) =>
    Number.parseInt(group, 16),
  );
  return groups.length === 8 ? groups : null;
}

/** The dotted IPv4 address held in two 16-bit groups. */
export function ipv4FromGroups(high: number, low: number): string {
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/**
 * The key every per-address control counts a client under: an IPv4 address as it is; an IPv6 client by its /64
 * (one subscriber usually holds a whole /64, so counting single addresses would give it endless fresh ones); an
 * IPv4-mapped address as the IPv4 address it carries.
 */
export function clientKey(ip: string): string {
  const groups = ipv6Groups(ip);
  if (!groups) return ip.toLowerCase();
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return ipv4FromGroups(groups[6] ?? 0, groups[7] ?? 0);
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
