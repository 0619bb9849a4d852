/** The encodings the public JSON reads are sent in besides identity, most preferred first. */
export type BodyEncoding = "br" | "gzip";
const OFFERED: readonly BodyEncoding[] = ["br", "gzip"];

/**
 * The encoding to send a body in for an Accept-Encoding header (RFC 9110 12.5.3): the offered coding with the
 * highest q-value, `br` before `gzip` on a tie, `*` standing for any coding not named; null for identity (no
 * header, nothing offered accepted, or only q=0).
 */
export function pickEncoding(header: string | undefined): BodyEncoding | null {
  if (!header) return null;
  const quality = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim());
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([01](?:\.\d{0,3})?)$/.exec(param);
      if (match) q = Number(match[1]);
    }
    quality.set(name, q);
  }
  let best: BodyEncoding | null = null;
  let bestQ = 0;
  for (const encoding of OFFERED) {
    const q = quality.get(encoding) ?? quality.get("*") ?? 0;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}
