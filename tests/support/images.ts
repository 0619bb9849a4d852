import { crc32 } from "node:zlib";
import encodeWebp from "@jsquash/webp/encode.js";
import { Jimp } from "jimp";
import { loadWebpCodecs } from "#server/images/reencode-image.ts";

/** Text planted in a photo's metadata: it must never reach storage. */
export const METADATA_SECRET = "GPS 52.5200N 13.4050E camera-serial-0042";

function solid(width: number, height: number) {
  return new Jimp({ width, height, color: 0x3366ccff });
}

/** A real PNG with a tEXt chunk carrying METADATA_SECRET. */
export async function pngWithMetadata(width = 32, height = 24): Promise<Uint8Array> {
  const png = await solid(width, height).getBuffer("image/png");
  const data = Buffer.concat([Buffer.from("Comment\0"), Buffer.from(METADATA_SECRET)]);
  const type = Buffer.from("tEXt");
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  type.copy(chunk, 4);
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(Buffer.concat([type, data])), 8 + data.length);
  const ihdrEnd = 8 + 25; // signature + IHDR chunk
  return new Uint8Array(Buffer.concat([png.subarray(0, ihdrEnd), chunk, png.subarray(ihdrEnd)]));
}

/** A real JPEG with an EXIF (APP1) segment carrying METADATA_SECRET. */
export async function jpegWithExif(width = 32, height = 24): Promise<Uint8Array> {
  const jpeg = await solid(width, height).getBuffer("image/jpeg");
  const payload = Buffer.concat([Buffer.from("Exif\0\0"), Buffer.from(METADATA_SECRET)]);
  const app1 = Buffer.alloc(4);
  app1.writeUInt16BE(0xffe1, 0);
  app1.writeUInt16BE(payload.length + 2, 2);
  return new Uint8Array(Buffer.concat([jpeg.subarray(0, 2), app1, payload, jpeg.subarray(2)]));
}

/** A PNG whose header claims a 100000 x 100000 image (a decompression bomb), with a valid CRC. */
export async function pngBombHeader(): Promise<Uint8Array> {
  const png = Buffer.from(await solid(8, 8).getBuffer("image/png"));
  png.writeUInt32BE(100_000, 16);
  png.writeUInt32BE(100_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return new Uint8Array(png);
}

/** A real lossy WebP. */
export async function webpImage(width = 32, height = 24): Promise<Uint8Array> {
  await loadWebpCodecs();
  const { bitmap } = solid(width, height);
  const pixels = { data: new Uint8ClampedArray(bitmap.data), width, height, colorSpace: "srgb" as const };
  return new Uint8Array(await encodeWebp(pixels as ImageData));
}
