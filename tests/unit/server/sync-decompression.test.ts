import { deflateRawSync, deflateSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { syncDecompressionStream } from "#server/extraction/pdf/sync-decompression.ts";

async function decompress(format: string, input: Uint8Array, cap = 1024 * 1024): Promise<Buffer> {
  const Stream = syncDecompressionStream(cap);
  const { readable, writable } = new Stream(format as "deflate");
  const writer = writable.getWriter();
  // As pdf.js writes: the whole input in one chunk, or in pieces; errors surface on the readable side.
  writer.write(input.subarray(0, 10)).catch(() => {});
  writer.write(input.subarray(10)).catch(() => {});
  writer.close().catch(() => {});
  const chunks: Uint8Array[] = [];
  for await (const chunk of readable) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe("syncDecompressionStream", () => {
  const text = Buffer.from("BT /F1 12 Tf (Total 212.56) Tj ET\n".repeat(100));

  it("inflates zlib, raw deflate and gzip input written in pieces", async () => {
    expect(await decompress("deflate", deflateSync(text))).toEqual(text);
    expect(await decompress("deflate-raw", deflateRawSync(text))).toEqual(text);
    expect(await decompress("gzip", gzipSync(text))).toEqual(text);
  });

  it("errors on corrupt input and past its output cap, as a native stream errors", async () => {
    await expect(decompress("deflate", new Uint8Array(64).fill(0x41))).rejects.toThrow();
    await expect(decompress("deflate", deflateSync(Buffer.alloc(64 * 1024)), 1024)).rejects.toThrow();
  });

  it("refuses a format it does not know", () => {
    const Stream = syncDecompressionStream(1024);
    expect(() => new Stream("zstd" as "deflate")).toThrow(TypeError);
  });
});
