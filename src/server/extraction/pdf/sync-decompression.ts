import { brotliDecompressSync, gunzipSync, inflateRawSync, inflateSync } from "node:zlib";

const DECODERS = {
  deflate: inflateSync,
  "deflate-raw": inflateRawSync,
  gzip: gunzipSync,
  brotli: brotliDecompressSync,
} as const;

type Format = keyof typeof DECODERS;

/**
 * A `DecompressionStream` that inflates on the reader's own thread, in one call, when its input is closed.
 * pdf.js hands every Flate stream of 1 KB or more to `DecompressionStream`, which in Node goes through zlib's
 * thread pool chunk by chunk: for an invoice's few small streams the hops cost more than the inflating, and the
 * reader process has nothing else to do meanwhile. The output is capped like the guard's (pdf-guards.ts): past
 * the cap the stream errors, as a corrupt one does, and pdf.js falls back to its own decoder, which the guard
 * has already bounded.
 */
export function syncDecompressionStream(maxOutputLength: number) {
  return class SyncDecompressionStream extends TransformStream<Uint8Array, Uint8Array> {
    constructor(format: Format) {
      const decode = DECODERS[format];
      if (!decode) throw new TypeError(`Unsupported compression format: ${String(format)}`);
      const chunks: Uint8Array[] = [];
      super({
        transform(chunk) {
          chunks.push(chunk);
        },
        flush(controller) {
          const input = chunks.length === 1 ? (chunks[0] as Uint8Array) : Buffer.concat(chunks);
          const out = decode(input, { maxOutputLength });
          controller.enqueue(new Uint8Array(out.buffer, out.byteOffset, out.byteLength));
        },
      });
    }
  };
}
