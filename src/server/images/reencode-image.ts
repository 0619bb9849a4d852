import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import decodeJpeg, { init as initJpegDecoder } from "@jsquash/jpeg/decode.js";
import encodeJpeg, { init as initJpegEncoder } from "@jsquash/jpeg/encode.js";
import decodePng, { init as initPngDecoder } from "@jsquash/png/decode.js";
import encodePng, { init as initPngEncoder } from "@jsquash/png/encode.js";
import decodeWebp, { init as initWebpDecoder } from "@jsquash/webp/decode.js";
import encodeWebp, { init as initWebpEncoder } from "@jsquash/webp/encode.js";
import type { ImageType } from "./image-type.ts";

/** Photos larger than this are refused before their pixels are decoded (a small file can hold a huge image). */
export const MAX_IMAGE_PIXELS = 6000 * 6000;
const JPEG_QUALITY = 85;
const WEBP_QUALITY = 80;

export class ImageRejectedError extends Error {}

const require = createRequire(import.meta.url);
let codecsReady: Promise<void> | null = null;

/**
 * One image library: jSquash's WebAssembly codecs (mozjpeg, the PNG crate, libwebp). They load their WASM with
 * fetch(file://), which Node lacks: compile the shipped files ourselves, once, on the first photo.
 */
export function loadImageCodecs(): Promise<void> {
  codecsReady ??= (async () => {
    const compile = async (pkg: string, file: string) => {
      const root = require.resolve(`${pkg}/package.json`).replace(/package\.json$/, "");
      return WebAssembly.compile(await readFile(`${root}${file}`));
    };
    const [jpegDec, jpegEnc, png, webpDec, webpEnc] = await Promise.all([
      compile("@jsquash/jpeg", "codec/dec/mozjpeg_dec.wasm"),
      compile("@jsquash/jpeg", "codec/enc/mozjpeg_enc.wasm"),
      compile("@jsquash/png", "codec/pkg/squoosh_png_bg.wasm"),
      compile("@jsquash/webp", "codec/dec/webp_dec.wasm"),
      compile("@jsquash/webp", "codec/enc/webp_enc_simd.wasm"),
    ]);
    // The PNG codec is one wasm-bindgen module shared by its decoder and encoder: set it up once, then reuse it.
    await initPngDecoder(png);
    await initPngEncoder(png);
    await Promise.all([
      initJpegDecoder(jpegDec),
      initJpegEncoder(jpegEnc),
      initWebpDecoder(webpDec),
      initWebpEncoder(webpEnc),
    ]);
  })();
  return codecsReady;
}

/** The name the tests and callers used before JPEG and PNG moved to the same codecs. */
export const loadWebpCodecs = loadImageCodecs;

/** Width and height from the header, without decoding: PNG IHDR, JPEG SOFn, WebP VP8/VP8L/VP8X. */
export function readImageSize(bytes: Uint8Array, type: ImageType): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 30) return null;
  if (type.extension === "png") return { width: view.getUint32(16), height: view.getUint32(20) };
  if (type.extension === "webp") {
    const chunk = String.fromCharCode(...bytes.subarray(12, 16));
    if (chunk === "VP8X") {
      const uint24 = (at: number) => view.getUint16(at, true) + (view.getUint8(at + 2) << 16);
      return { width: 1 + uint24(24), height: 1 + uint24(27) };
    }
    if (chunk === "VP8L") {
      const bits = view.getUint32(21, true);
      return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
    }
    if (chunk === "VP8 ")
      return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
    return null;
  }
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = view.getUint8(at + 1);
    const length = view.getUint16(at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
    at += 2 + length;
  }
  return null;
}

/**
 * Decodes the photo and encodes its pixels again in the same format: what is stored is only pixels we wrote,
 * with no EXIF (location, camera serial), comments or trailing bytes from the upload. WebAssembly only (no native
 * code). Throws ImageRejectedError for a file that cannot be decoded or is too large.
 */
export async function reencodeImage(bytes: Uint8Array, type: ImageType): Promise<Buffer> {
  const size = readImageSize(bytes, type);
  if (!size || size.width < 1 || size.height < 1 || size.width * size.height > MAX_IMAGE_PIXELS) {
    throw new ImageRejectedError("image too large or unreadable");
  }
  try {
    await loadImageCodecs();
    const input = new Uint8Array(bytes).buffer;
    if (type.extension === "webp") {
      return Buffer.from(await encodeWebp(await decodeWebp(input), { quality: WEBP_QUALITY }));
    }
    if (type.extension === "png") return Buffer.from(await encodePng(await decodePng(input)));
    const pixels = await decodeJpeg(input);
    if (!pixels) throw new Error("unreadable JPEG");
    return Buffer.from(await encodeJpeg(pixels, { quality: JPEG_QUALITY }));
  } catch (error) {
    throw new ImageRejectedError(error instanceof Error ? error.message : "unreadable image");
  }
}

const WORKER_TIMEOUT_MS = 60_000;

/**
 * reencodeImage in a worker thread of its own: decoding and encoding a 36-megapixel photo takes seconds of CPU,
 * which on the server's thread stalled every request (health took 7.7 s). The pixel cap is checked here first,
 * so a refused file costs no thread; the thread's heap is capped and it is ended after a minute at most.
 */
export async function reencodeImageOffThread(bytes: Uint8Array, type: ImageType): Promise<Buffer> {
  const size = readImageSize(bytes, type);
  if (!size || size.width < 1 || size.height < 1 || size.width * size.height > MAX_IMAGE_PIXELS) {
    throw new ImageRejectedError("image too large or unreadable");
  }
  const { Worker } = await import("node:worker_threads");
  // Sources run under tsx (the worker inherits its loader); the bundle has reencode.worker.js beside its chunks.
  const file = import.meta.url.endsWith(".ts") ? "./reencode.worker.ts" : "./reencode.worker.js";
  const worker = new Worker(new URL(file, import.meta.url), {
    workerData: { bytes, type },
    resourceLimits: { maxOldGenerationSizeMb: 1024 },
  });
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new ImageRejectedError("re-encoding took too long")),
        WORKER_TIMEOUT_MS,
      );
      worker.once(
        "message",
        (reply: { ok: boolean; bytes?: Uint8Array; rejected?: boolean; message?: string }) => {
          clearTimeout(timer);
          if (reply.ok && reply.bytes) resolve(Buffer.from(reply.bytes));
          else if (reply.rejected) reject(new ImageRejectedError(reply.message ?? "unreadable image"));
          else reject(new Error(reply.message ?? "re-encoding failed"));
        },
      );
      worker.once("error", (error) => {
        clearTimeout(timer);
        reject(new ImageRejectedError(error.message));
      });
      worker.once("exit", (code) => {
        clearTimeout(timer);
        reject(new ImageRejectedError(`re-encoding stopped (${code})`));
      });
    });
  } finally {
    void worker.terminate();
  }
}
