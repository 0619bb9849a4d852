import { crc32 } from "node:zlib";
import encodeJpeg from "@jsquash/jpeg/encode.js";
import encodePng from "@jsquash/png/encode.js";
import encodeWebp from "@jsquash/webp/encode.js";
import { loadImageCodecs } from "#server/images/reencode-image.ts";

/** Text planted in a photo's metadata: it must never reach storage. */
export const METADATA_SECRET = "GPS 52.5200N 13.4050E camera-serial-0042";

/** A solid blue picture, as the codecs take it. */
function solid(width: number, height: number): ImageData {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([0x33, 0x66, 0xcc, 0xff], i);
  return { data, width, height, colorSpace: "srgb" } as ImageData;
}

async function pngOf(width: number, height: number): Promise<Buffer> {
  await loadImageCodecs();
  return Buffer.from(await encodePng(solid(width, height)));
}

/** A real PNG with a tEXt chunk carrying METADATA_SECRET. */
export async function pngWithMetadata(width = 32, height = 24): Promise<Uint8Array> {
  const png = await pngOf(width, height);
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
  await loadImageCodecs();
  const jpeg = Buffer.from(await encodeJpeg(solid(width, height)));
  const payload = Buffer.concat([Buffer.from("Exif\0\0"), Buffer.from(METADATA_SECRET)]);
  const app1 = Buffer.alloc(4);
  app1.writeUInt16BE(0xffe1, 0);
  app1.writeUInt16BE(payload.length + 2, 2);
  return new Uint8Array(Buffer.concat([jpeg.subarray(0, 2), app1, payload, jpeg.subarray(2)]));
}

/** A PNG whose header claims a 100000 x 100000 image (a decompression bomb), with a valid CRC. */
export async function pngBombHeader(): Promise<Uint8Array> {
  const png = await pngOf(8, 8);
  png.writeUInt32BE(100_000, 16);
  png.writeUInt32BE(100_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return new Uint8Array(png);
}

/** A real lossy WebP. */
export async function webpImage(width = 32, height = 24): Promise<Uint8Array> {
  await loadImageCodecs();
  return new Uint8Array(await encodeWebp(solid(width, height)));
}
