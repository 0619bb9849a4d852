// Renders one page of an uploaded PDF to a PNG and lists the numbers printed on it with their boxes, in a worker
// thread of its own (render-page.ts ends it after a time limit): a page of vector art can take seconds of CPU.
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { createCanvas } from "@napi-rs/canvas";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import * as pdfjsWorker from "pdfjs-dist/legacy/build/pdf.worker.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api.js";
import { pageNumbers } from "./page-numbers.ts";
import type { RenderReply, RenderRequest } from "./render-protocol.ts";

(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfjsWorker;

const PDFJS_DIR = dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));

async function render({ pdf, page: number, width, draw }: RenderRequest): Promise<RenderReply> {
  const task = getDocument({
    data: pdf,
    verbosity: 0,
    cMapUrl: `${PDFJS_DIR}/cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${PDFJS_DIR}/standard_fonts/`,
  });
  try {
    const doc = await task.promise;
    if (number < 1 || number > doc.numPages) return { ok: false, message: "no such page" };
    const page = await doc.getPage(number);
    const content = await page.getTextContent();
    const items = content.items.filter((item): item is TextItem => "str" in item && item.str.trim() !== "");
    const [x0 = 0, y0 = 0, x1 = 612, y1 = 792] = page.view;
    const size = { pageWidth: x1 - x0, pageHeight: y1 - y0, origin: [x0, y0] as [number, number] };
    if (!draw) return { ok: true, png: null, ...size, numbers: pageNumbers(items) };
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: width / base.width });
    const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
    const context = canvas.getContext("2d");
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise;
    const png = await canvas.encode("png");
    return { ok: true, png: new Uint8Array(png), ...size, numbers: pageNumbers(items) };
  } finally {
    await task.destroy();
  }
}

render(workerData as RenderRequest).then(
  (reply) => parentPort?.postMessage(reply),
  (error: unknown) =>
    parentPort?.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) }),
);
