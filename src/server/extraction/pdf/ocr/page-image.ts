import { createCanvas } from "@napi-rs/canvas";
import type { PDFPageProxy } from "pdfjs-dist/types/src/display/api.js";

/** A page drawn in grey levels, one byte a pixel, row by row from the top left. */
export type GreyImage = { width: number; height: number; pixels: Uint8Array };

/**
 * The page drawn at `dpi` in grey levels (pdf.js onto the canvas package pdf.js itself uses in Node), never more
 * than `maxPixels`: a poster-sized page is drawn at a lower resolution instead of taking the reader's memory.
 */
export async function drawPage(
  page: PDFPageProxy,
  dpi: number,
  maxPixels: number,
): Promise<{ image: GreyImage; dpi: number }> {
  const base = page.getViewport({ scale: 1 });
  const wanted = dpi / 72;
  const scale = Math.min(wanted, Math.sqrt(maxPixels / Math.max(1, base.width * base.height)));
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.floor(viewport.width));
  const height = Math.max(1, Math.floor(viewport.height));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  await page.render({
    canvas: null,
    canvasContext: context as unknown as CanvasRenderingContext2D,
    viewport,
  }).promise;
  const rgba = context.getImageData(0, 0, width, height).data;
  const pixels = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < pixels.length; i++, j += 4) {
    // ITU-R 601 luma, in integers.
    pixels[i] = ((rgba[j] ?? 255) * 299 + (rgba[j + 1] ?? 255) * 587 + (rgba[j + 2] ?? 255) * 114) / 1000;
  }
  return { image: { width, height, pixels }, dpi: scale * 72 };
}

/** The image turned clockwise by a quarter turn count (0-3). */
export function turnClockwise(image: GreyImage, quarters: number): GreyImage {
  const q = ((quarters % 4) + 4) % 4;
  if (q === 0) return image;
  const { width: w, height: h, pixels } = image;
  const out = new Uint8Array(pixels.length);
  const width = q === 2 ? w : h;
  const height = q === 2 ? h : w;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const value = pixels[y * w + x] ?? 255;
      if (q === 1) out[x * width + (h - 1 - y)] = value;
      else if (q === 2) out[(h - 1 - y) * width + (w - 1 - x)] = value;
      else out[(w - 1 - x) * width + y] = value;
    }
  return { width, height, pixels: out };
}

/** The image as a binary PGM file (Leptonica, under Tesseract, reads it without any decoding work). */
export function toPgm(image: GreyImage): Buffer {
  const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, "latin1");
  return Buffer.concat([header, image.pixels]);
}

/** Share of pixels darker than mid-grey: a blank page has almost none. */
export function inkShare(image: GreyImage): number {
  let dark = 0;
  for (let i = 0; i < image.pixels.length; i += 7) if ((image.pixels[i] ?? 255) < 128) dark++;
  return dark / Math.max(1, Math.ceil(image.pixels.length / 7));
}

/**
 * The image with its specks removed: a dark pixel with at most one dark neighbour is noise (a fax line's speckle, a
 * scanner's dust), never part of a letter, whose strokes at 150 dpi and more are several pixels thick.
 */
export function despeckle(image: GreyImage): GreyImage {
  const { width: w, height: h, pixels } = image;
  const out = new Uint8Array(pixels);
  const dark = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < w && y < h && (pixels[y * w + x] ?? 255) < 128;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      if (!dark(x, y)) continue;
      let neighbours = 0;
      for (let dy = -1; dy <= 1 && neighbours < 2; dy++)
        for (let dx = -1; dx <= 1; dx++) if ((dx !== 0 || dy !== 0) && dark(x + dx, y + dy)) neighbours++;
      if (neighbours <= 1) out[y * w + x] = 255;
    }
  return { width: w, height: h, pixels: out };
}

/** The image white except inside `boxes` (pixels of an image `factor` times smaller, as the first pass read it). */
export function keepBoxes(
  image: GreyImage,
  boxes: ReadonlyArray<{ x0: number; y0: number; x1: number; y1: number }>,
  factor: number,
): GreyImage {
  const { width, height, pixels } = image;
  const out = new Uint8Array(pixels.length).fill(255);
  for (const box of boxes) {
    const x0 = Math.max(0, Math.floor(box.x0 * factor));
    const x1 = Math.min(width, Math.ceil(box.x1 * factor));
    for (
      let y = Math.max(0, Math.floor(box.y0 * factor));
      y < Math.min(height, Math.ceil(box.y1 * factor));
      y++
    )
      out.set(pixels.subarray(y * width + x0, y * width + x1), y * width + x0);
  }
  return { width, height, pixels: out };
}
