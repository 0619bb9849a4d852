import type { PDFDocumentProxy } from "pdfjs-dist/types/src/display/api.js";
import type { PageContent, PositionedText } from "../../engine/layout/page-content.ts";
import { pageLanguage } from "../../engine/lexicon/page-language.ts";
import { normalizeText } from "../../engine/normalize-text.ts";
import { fold } from "../../engine/read/fold.ts";
import { pageText } from "../../engine/text-lines.ts";
import {
  CURRENCY_LANGUAGES,
  HAN,
  HANGUL,
  isJapanese,
  looksGarbled,
  modelOfScript,
  modelsFor,
  probedScript,
  sureCharacters,
  unsureWords,
} from "./ocr-languages.ts";
import { ocrText, pageDecimalMark, withDecimalMark } from "./ocr-text.ts";
import { despeckle, drawPage, type GreyImage, inkShare, keepBoxes, turnClockwise } from "./page-image.ts";
import { type OcrWord, Recognizer } from "./recognizer.ts";
import { SCAN_TOO_SLOW, type ScanLimits, UNREADABLE_SCAN } from "./scan-limits.ts";

// A drawn page bigger than this (an A4 page at 300 dpi is 8.7 million pixels) is drawn smaller.
const MAX_PIXELS = 9_000_000;
// Fewer dark pixels than this share: a blank page (a scanner's noise, a margin line).
const MIN_INK = 0.002;
// A page 1 with fewer legible words than this (Tesseract's confidence at least LEGIBLE) is not a readable invoice.
const MIN_WORDS = 8;
const LEGIBLE = 60;
// The confidence a word keeps at most when a character of its figure was put right by rule (ocr-text.ts).
const GUESSED = 50;

class PageTimeout extends Error {}

/** CPU milliseconds this process has used, every thread (Tesseract runs in one of its own). */
const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const CPU_CHECK_MS = 100;

function within<T>(work: Promise<T>, cpuMs: number, onTimeout: () => void): Promise<T> {
  const start = cpuNow();
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setInterval(() => {
      if (cpuNow() - start <= cpuMs) return;
      clearInterval(timer);
      onTimeout();
      reject(new PageTimeout());
    }, CPU_CHECK_MS);
  });
  return Promise.race([work, limit]).finally(() => clearInterval(timer));
}

// Tesseract measures each line's height from its own letters: a line without descenders ("Te betalen") comes out
// smaller than its neighbours in the same type, and the page model, which measures gaps in line heights, would see
// a column gap between its words. Lines within BODY_SPREAD of the page's median height are set in the body type and
// take that height (a text layer gives them one font size); headings and small print keep their own.
const BODY_SPREAD = 0.25;

/** The median line height of the words (pixels), or null for no words. */
export function bodyHeight(words: readonly OcrWord[]): number | null {
  const heights = words.map((word) => word.lineHeight).sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)] ?? null;
}

/** Recognised words as the page model's runs, in PDF points (origin bottom left) on an upright page. */
export function wordsToPage(
  words: readonly OcrWord[],
  image: GreyImage,
  dpi: number,
  models: readonly string[] = [],
): PageContent {
  const scale = 72 / dpi;
  const read = words.map((word) => ocrText(normalizeText(word.text), models));
  const mark = pageDecimalMark(read.map((word) => word.text));
  const body = bodyHeight(words);
  const items: PositionedText[] = words.map((word, i) => {
    const first = read[i] as { text: string; guessed: boolean };
    const second = withDecimalMark(first.text, mark);
    const text = second.text;
    const guessed = first.guessed || second.guessed;
    return {
      str: text,
      x: word.box.x0 * scale,
      y: (image.height - word.baseline) * scale,
      width: Math.max(1, word.box.x1 - word.box.x0) * scale,
      height: (body && Math.abs(word.lineHeight / body - 1) <= BODY_SPREAD ? body : word.lineHeight) * scale,
      confidence: guessed ? Math.min(word.confidence, GUESSED) : word.confidence,
    };
  });
  return { width: image.width * scale, height: image.height * scale, items, scanned: true };
}

const half = (image: GreyImage): GreyImage => {
  const width = Math.floor(image.width / 2);
  const height = Math.floor(image.height / 2);
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = 2 * y * image.width + 2 * x;
      const sum =
        (image.pixels[i] ?? 255) +
        (image.pixels[i + 1] ?? 255) +
        (image.pixels[i + image.width] ?? 255) +
        (image.pixels[i + image.width + 1] ?? 255);
      pixels[y * width + x] = sum >> 2;
    }
  return { width, height, pixels };
};

/** The models a page is read with; `unlessJapanese`: the models instead when the first reading holds no kana. */
type Choice = { models: string[]; unlessJapanese?: string[] };

/**
 * The first pass over page 1 (half resolution, English): its script, language and currency choose the models. A
 * page the first pass could not read (most words unsure) is probed for a CJK script: its unsure words are read
 * again by the Korean and Chinese models (ocr-languages.ts).
 */
async function chooseModels(
  recognizer: Recognizer,
  image: GreyImage,
  script: string | null,
  dpi: number,
): Promise<Choice> {
  if (modelOfScript(script) !== "eng")
    return { models: modelsFor({ language: "en", currency: null, script }) };
  const small = half(image);
  const { words } = await recognizer.words(small, dpi / 2, ["eng"]);
  const text = pageText(wordsToPage(words, small, dpi / 2));
  const models = modelsFor({ language: pageLanguage(fold(text)), currency: printedCurrency(text), script });
  if (CJK_MODELS.has(models[0] ?? "") || !looksGarbled(words)) return { models };
  const unsure = keepBoxes(
    image,
    unsureWords(words).map((word) => word.box),
    2,
  );
  const hangul = sureCharacters((await recognizer.words(unsure, dpi, ["kor"])).words, HANGUL);
  const han = sureCharacters((await recognizer.words(unsure, dpi, ["chi_sim"])).words, HAN);
  const found = probedScript({ hangul, han });
  if (found === "Hangul") return { models: ["kor", "eng"] };
  if (found === "Han") return { models: ["jpn", "eng"], unlessJapanese: ["chi_sim", "eng"] };
  return { models };
}

const CJK_MODELS = new Set(["jpn", "chi_sim", "kor"]);

/** The currency code the page prints most (the first pass reads Latin letters even on a CJK page). */
function printedCurrency(text: string): string | null {
  const counts = new Map<string, number>();
  for (const [code] of text.matchAll(/\b[A-Z]{3}\b/g))
    if (CURRENCY_LANGUAGES.has(code)) counts.set(code, (counts.get(code) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

// One engine per reader process, made on its first scan.
let recognizer = new Recognizer();

/**
 * Pages 1..maxPages of a document without a usable text layer, read by OCR: each page drawn, turned upright
 * (Tesseract's orientation detection), straightened (its skew), read with the models a first pass chose. Later
 * pages past the document's time are left out. Throws UNREADABLE_SCAN or SCAN_TOO_SLOW when page 1 cannot be read.
 */
export async function readScan(doc: PDFDocumentProxy, limits: ScanLimits): Promise<PageContent[]> {
  const started = cpuNow();
  const pages: PageContent[] = [];
  let choice: Choice | null = null;
  for (let number = 1; number <= Math.min(limits.maxPages, doc.numPages); number++) {
    const left = Math.min(limits.pageMs, limits.documentMs - (cpuNow() - started));
    if (left <= 0) break;
    const page = await doc.getPage(number);
    try {
      const read = async (): Promise<PageContent> => {
        const drawn = await drawPage(page, limits.dpi, MAX_PIXELS);
        const dpi = drawn.dpi;
        let image = despeckle(drawn.image);
        if (inkShare(image) < MIN_INK) return wordsToPage([], image, dpi);
        // At full resolution: at half, small print leaves OSD unsure of an upside-down page.
        const { quarters, script } = await recognizer.orientation(image);
        image = turnClockwise(image, quarters);
        choice ??= await chooseModels(recognizer, image, script, dpi);
        let { words } = await recognizer.words(image, dpi, choice.models, { rereadFigures: true });
        if (choice.unlessJapanese) {
          // Page 1 decides for the document.
          choice = isJapanese(words) ? { models: choice.models } : { models: choice.unlessJapanese };
          if (choice.models[0] !== "jpn")
            ({ words } = await recognizer.words(image, dpi, choice.models, { rereadFigures: true }));
        }
        return wordsToPage(words, image, dpi, choice.models);
      };
      pages.push(await within(read(), left, () => void recognizer.stop()));
    } catch (error) {
      if (!(error instanceof PageTimeout)) throw error;
      recognizer = new Recognizer();
      if (number === 1) throw SCAN_TOO_SLOW;
      break;
    } finally {
      page.cleanup();
    }
  }
  const first = pages[0];
  if (!first || first.items.filter((item) => (item.confidence ?? 0) >= LEGIBLE).length < MIN_WORDS)
    throw UNREADABLE_SCAN;
  return pages;
}
