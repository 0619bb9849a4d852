import type { InitOptions, OEM as OemEnum, Worker } from "tesseract.js";
import { SHIPPED_MODELS } from "./ocr-languages.ts";
import { type GreyImage, toPgm } from "./page-image.ts";
import { modelFolder } from "./tessdata.ts";
import { joinFragments, joinSpacedWords } from "./word-fragments.ts";

/** One recognised word: its text, Tesseract's confidence (0-100), its box and its line's baseline, in pixels. */
export type OcrWord = {
  text: string;
  confidence: number;
  box: { x0: number; y0: number; x1: number; y1: number };
  /** Where the word's line sits: its baseline at the word's left edge, and the line's height above it. */
  baseline: number;
  lineHeight: number;
};

export type Orientation = { quarters: number; script: string | null };

// Tesseract's notes ("Estimating resolution as 199") would go to the server's log for every page.
const QUIET = { debug_file: "/dev/null" } as Partial<InitOptions>;
// Tesseract's engine modes (tesseract.js's OEM), written here so that the package loads with the first scan only.
const LSTM_ONLY = 1 as OemEnum;
const TESSERACT_ONLY = 0 as OemEnum;

/**
 * Tesseract (tesseract.js, WebAssembly, in a thread of this reader) with the models the app ships. One engine per
 * reader, made on the first scan; it is switched between orientation detection and the page's languages as
 * needed. `stop` ends it at once (a page past its time limit): the next scan makes a new one.
 */
export class Recognizer {
  private worker: Promise<Worker> | null = null;
  private loaded = "";

  private engine(): Promise<Worker> {
    this.worker ??= import("tesseract.js")
      .then(({ createWorker }) =>
        createWorker(
          "eng",
          LSTM_ONLY,
          {
            langPath: modelFolder(SHIPPED_MODELS),
            gzip: true,
            cacheMethod: "none",
            // The legacy build: the only one with orientation and script detection (it runs the LSTM engine too).
            legacyCore: true,
            legacyLang: false,
          },
          QUIET,
        ),
      )
      .then((worker) => {
        this.loaded = "eng";
        return worker;
      });
    return this.worker;
  }

  private async use(models: string, oem: OemEnum): Promise<Worker> {
    const worker = await this.engine();
    if (this.loaded !== models) {
      await worker.reinitialize(models, oem, QUIET);
      this.loaded = models;
    }
    return worker;
  }

  /** The quarter turns (clockwise) that set the page upright, and its script, from Tesseract's OSD model. */
  async orientation(image: GreyImage): Promise<Orientation> {
    const worker = await this.use("osd", TESSERACT_ONLY);
    const { data } = await worker.detect(toPgm(image));
    const sure = (data.orientation_confidence ?? 0) >= 1.5;
    return {
      quarters: sure ? Math.round((data.orientation_degrees ?? 0) / 90) % 4 : 0,
      script: (data.script_confidence ?? 0) >= 1 ? data.script : null,
    };
  }

  /** Every word of the page, read with `models` (Tesseract codes), small skew straightened first. */
  async words(
    image: GreyImage,
    dpi: number,
    models: readonly string[],
  ): Promise<{ words: OcrWord[]; skew: number }> {
    const worker = await this.use(models.join("+"), LSTM_ONLY);
    // A PGM file carries no resolution: Tesseract would guess it from the letters' height.
    await worker.setParameters({ user_defined_dpi: String(Math.round(dpi)) });
    const { data } = await worker.recognize(
      toPgm(image),
      { rotateAuto: true },
      { blocks: true, text: false },
    );
    const words: OcrWord[] = [];
    for (const block of data.blocks ?? [])
      for (const paragraph of block.paragraphs)
        for (const line of paragraph.lines) {
          const { baseline } = line;
          const slope =
            baseline.x1 !== baseline.x0 ? (baseline.y1 - baseline.y0) / (baseline.x1 - baseline.x0) : 0;
          const lineHeight = Math.max(
            1,
            line.rowAttributes
              ? line.rowAttributes.rowHeight + Math.abs(line.rowAttributes.descenders ?? 0)
              : line.bbox.y1 - line.bbox.y0,
          );
          const read: OcrWord[] = [];
          for (const word of line.words) {
            const text = word.text.trim();
            if (text === "") continue;
            const onBaseline = baseline.y0 + slope * (word.bbox.x0 - baseline.x0);
            read.push({
              text,
              confidence: word.confidence,
              box: word.bbox,
              baseline: Number.isFinite(onBaseline) && onBaseline > word.bbox.y0 ? onBaseline : word.bbox.y1,
              lineHeight,
            });
          }
          words.push(...joinSpacedWords(joinFragments(read)));
        }
    return { words, skew: ((data as { rotateRadians?: number }).rotateRadians ?? 0) * (180 / Math.PI) };
  }

  /** Ends the engine now (a recognition in progress is abandoned). */
  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.loaded = "";
    if (worker) await (await worker).terminate();
  }
}
