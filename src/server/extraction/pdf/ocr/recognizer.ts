import type { InitOptions, OEM as OemEnum, PSM, RecognizeOptions, Worker } from "tesseract.js";
import { SHIPPED_MODELS } from "./ocr-languages.ts";
import { type GreyImage, toPgm } from "./page-image.ts";
import { modelFolder } from "./tessdata.ts";
import {
  isFigurePiece,
  joinFragments,
  joinSpacedWords,
  MAX_REREAD,
  unsureFigures,
} from "./word-fragments.ts";

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
const SINGLE_LINE = "7" as PSM;
// A figure read twice stays below the confidence a figure needs to be `high` (scan-confidence.ts).
export const REREAD_CONFIDENCE = 80;

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

  /**
   * Every word of the page, read with `models` (Tesseract codes), small skew straightened first; with
   * `rereadFigures` (the page's own reading, not a first pass or a probe), unsure figures read again.
   */
  async words(
    image: GreyImage,
    dpi: number,
    models: readonly string[],
    options: { rereadFigures?: boolean } = {},
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
    const lines: OcrWord[][] = [];
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
          lines.push(joinSpacedWords(joinFragments(read)));
        }
    const rotateRadians = (data as { rotateRadians?: number }).rotateRadians ?? 0;
    let budget = options.rereadFigures ? MAX_REREAD : 0;
    for (const line of lines) {
      const runs = unsureFigures(line).slice(0, budget);
      budget -= runs.length;
      // From the right: replacing a run leaves the indexes of the runs before it as they were.
      for (const [from, to] of runs.reverse()) {
        const again = await this.figures(worker, image, line.slice(from, to), rotateRadians);
        if (again) line.splice(from, to - from, ...again);
      }
      words.push(...line);
    }
    return { words, skew: ((data as { rotateRadians?: number }).rotateRadians ?? 0) * (180 / Math.PI) };
  }

  /**
   * The words of an unsure figure read again on their own as one line (a page's layout analysis can cut a
   * letter-spaced figure into pieces), in the same straightened frame as the page's reading. The new reading
   * replaces the old only when it is figures again and Tesseract is surer of it (a character whitelist would leave
   * Tesseract's confidence at 0);
   * its words stay below a sure word's confidence (REREAD_CONFIDENCE): a figure read twice is checked by the visitor.
   */
  private async figures(
    worker: Worker,
    image: GreyImage,
    run: readonly OcrWord[],
    rotateRadians: number,
  ): Promise<OcrWord[] | null> {
    const first = run[0] as OcrWord;
    const x0 = Math.min(...run.map((w) => w.box.x0));
    const x1 = Math.max(...run.map((w) => w.box.x1));
    const y0 = Math.min(...run.map((w) => w.box.y0));
    const y1 = Math.max(...run.map((w) => w.box.y1));
    const pad = Math.round((y1 - y0) * 0.4);
    const left = Math.max(0, x0 - pad);
    const top = Math.max(0, y0 - pad);
    const rectangle = {
      left,
      top,
      width: Math.min(image.width, x1 + pad) - left,
      height: Math.min(image.height, y1 + pad) - top,
    };
    const { data } = await worker.recognize(
      toPgm(image),
      {
        rectangle,
        rotateRadians,
        tessedit_pageseg_mode: SINGLE_LINE,
      } as Partial<RecognizeOptions>,
      { blocks: true, text: false },
    );
    const read: OcrWord[] = [];
    for (const block of data.blocks ?? [])
      for (const paragraph of block.paragraphs)
        for (const line of paragraph.lines)
          for (const word of line.words) {
            const text = word.text.trim();
            if (text !== "") read.push({ ...first, text, confidence: word.confidence, box: word.bbox });
          }
    const before = Math.min(...run.map((w) => w.confidence));
    const after = Math.min(...read.map((w) => w.confidence));
    if (read.length === 0 || after <= before || !read.every((w) => isFigurePiece(w.text))) return null;
    return read.map((w) => ({ ...w, confidence: Math.min(w.confidence, REREAD_CONFIDENCE) }));
  }

  /** Ends the engine now (a recognition in progress is abandoned). */
  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.loaded = "";
    if (worker) await (await worker).terminate();
  }
}
