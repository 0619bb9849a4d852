import { isTracked, joinLetterSpacing } from "./letter-spacing.ts";
import type { PageContent, PositionedText } from "./page-content.ts";
import {
  bidiText,
  hasRightToLeft,
  isRightToLeftPage,
  isRightToLeftRun,
  mirrorWords,
} from "./right-to-left.ts";
import { dropOverprint, uprightPage } from "./upright.ts";

export type Box = [x0: number, y0: number, x1: number, y1: number];

/** A word: whitespace-free text with its box. */
export type Word = { text: string; x0: number; x1: number; y: number; size: number };

/** Words on one line with no column gap between them: a label, a value, or both ("Invoice No: 123"). */
export type Segment = {
  text: string;
  words: Word[];
  x0: number;
  x1: number;
  y: number;
  size: number;
  line: number;
  /** The page's width when it is read mirrored (set right to left): x0 and x1 are measured from its right edge. */
  mirror?: number;
};

/** Segments sharing a baseline, left to right (right to left on a mirrored page). */
export type Line = { index: number; y: number; size: number; segments: Segment[] };

/**
 * `lines`: the horizontal text, top to bottom. `rotated`: text printed at an angle (a legal line up the margin),
 * one string per rotated line, kept out of the horizontal lines it would otherwise cut through.
 */
export type PageModel = {
  width: number;
  height: number;
  lines: Line[];
  rotated: string[];
  medianSize: number;
};

// A gap wider than this (in font heights) separates columns; narrower gaps are spaces between words.
const COLUMN_GAP_EM = 0.75;
const WORD_GAP_EM = 0.12;

// CJK ideographs, kana, Hangul and full-width forms are drawn about twice as wide as Latin letters, a space
// about half: a run mixing them ("인보이스 번호:", "3,868.99 元" once full-width digits are made plain) places its
// words by that, or its spaces would look as wide as a column gap.
const WIDE = /[\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff01-\uff60\uffe0-\uffe6]/;

/** Offsets (in character widths) of each character of `text` that has wide characters, and the total. */
function wideOffsets(text: string): number[] {
  const offsets = [0];
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    at += char === " " ? 0.5 : WIDE.test(char) ? 2 : 1;
    offsets.push(at);
  }
  return offsets;
}

function splitWords(item: PositionedText): Word[] {
  const size = Math.max(item.height, 1);
  const chars = item.str.length;
  // Plain runs: every character the same width. Runs with wide characters: those count twice.
  const offsets = WIDE.test(item.str) ? wideOffsets(item.str) : null;
  const units = offsets ? (offsets[chars] ?? chars) : chars;
  const perChar = units > 0 ? item.width / units : 0;
  const at = (index: number) => (offsets ? (offsets[index] ?? index) : index) * perChar;
  // A right-to-left run (in logical order) has its first word at its right end.
  const rtl = isRightToLeftRun(item.str);
  const words: Word[] = [];
  for (const match of item.str.matchAll(/\S+/g)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    words.push({
      text: match[0],
      x0: rtl ? item.x + item.width - at(end) : item.x + at(start),
      x1: rtl ? item.x + item.width - at(start) : item.x + at(end),
      y: item.y,
      size,
    });
  }
  return words;
}

function groupLines(words: Word[]): Word[][] {
  const sorted = [...words].sort((a, b) => b.y - a.y || a.x0 - b.x0);
  const lines: Array<{ y: number; words: Word[] }> = [];
  for (const word of sorted) {
    const line = lines.at(-1);
    if (line && Math.abs(line.y - word.y) <= Math.max(1, word.size * 0.4)) line.words.push(word);
    else lines.push({ y: word.y, words: [word] });
  }
  return lines.map((line) => line.words.sort((a, b) => a.x0 - b.x0));
}

// Chinese and Japanese put no spaces between words, nor between ideographs and digits ("2026年4月12日"); a gap a
// producer leaves there (digits from another font, pdf.js's inserted spaces) is not a space. Korean spaces words.
const CJK_END = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}ー]$/u;
const CJK_START = /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}ー]/u;
const CJK_SPACE_EM = 0.6;

function cjkJoin(before: string, after: string): boolean {
  return (
    (CJK_END.test(before) && (CJK_START.test(after) || /^\d/.test(after))) ||
    (/\d$/.test(before) && CJK_START.test(after))
  );
}

function toSegment(words: Word[], line: number, mirror?: number): Segment {
  let text = "";
  let end = Number.NEGATIVE_INFINITY;
  let last = "";
  // The printed words, each the pieces drawn without a space between them (for right-to-left text).
  const groups: string[][] = [];
  let bidi = mirror !== undefined;
  for (const word of words) {
    const gap = word.x0 - end;
    // Runs drawn without a space between them ("$" "4.11", or a word split into glyph runs) stay joined.
    if (
      text !== "" &&
      gap > word.size * WORD_GAP_EM &&
      !(gap < word.size * CJK_SPACE_EM && cjkJoin(last, word.text))
    ) {
      text += " ";
      groups.push([]);
    }
    if (groups.length === 0) groups.push([]);
    groups.at(-1)?.push(word.text);
    bidi ||= hasRightToLeft(word.text);
    last = word.text;
    text += word.text;
    end = Math.max(end, word.x1);
  }
  if (bidi) text = bidiText(groups, mirror !== undefined);
  const sizes = words.map((w) => w.size).sort((a, b) => a - b);
  return {
    text,
    words,
    x0: Math.min(...words.map((w) => w.x0)),
    x1: end,
    y: words[0]?.y ?? 0,
    size: sizes[Math.floor(sizes.length / 2)] ?? 10,
    line,
    ...(mirror !== undefined ? { mirror } : {}),
  };
}

// A CJK or Hangul character standing alone, as letter-spaced titles and labels print them ("御   請   求   書",
// "合   计"): the characters of one word, however wide the spacing, as long as it is tracked-wide.
const LONE_CJK = /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]$/u;
const spacedCjk = (word: Word | undefined) => word !== undefined && LONE_CJK.test(word.text);
const CJK_TRACKED_GAP_EM = 4;

// Between letter-spaced words the space is widened by the tracking too ("T O T A L   D U E").
const TRACKED_GAP_EM = 1.6;

function splitSegments(words: Word[], line: number, columnGapEm = COLUMN_GAP_EM, mirror?: number): Segment[] {
  const segments: Segment[] = [];
  let current: Word[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const word of words) {
    const tracked = isTracked(word) && isTracked(current.at(-1));
    const gapEm =
      spacedCjk(word) && spacedCjk(current.at(-1))
        ? CJK_TRACKED_GAP_EM
        : tracked
          ? TRACKED_GAP_EM
          : columnGapEm;
    if (current.length > 0 && word.x0 - end > word.size * gapEm) {
      segments.push(toSegment(current, line, mirror));
      current = [];
    }
    current.push(word);
    end = Math.max(end, word.x1);
  }
  if (current.length > 0) segments.push(toSegment(current, line, mirror));
  return segments;
}

/** Rotated runs joined into their own lines: same angle and baseline, in reading order along it. */
function rotatedLines(items: PositionedText[]): string[] {
  const placed = items.map((item) => {
    const rad = ((item.angle ?? 0) * Math.PI) / 180;
    const along = item.x * Math.cos(rad) + item.y * Math.sin(rad);
    const across = -item.x * Math.sin(rad) + item.y * Math.cos(rad);
    return { item, along, across };
  });
  placed.sort(
    (a, b) => (a.item.angle ?? 0) - (b.item.angle ?? 0) || b.across - a.across || a.along - b.along,
  );
  const lines: Array<{ angle: number; across: number; end: number; text: string }> = [];
  for (const { item, along, across } of placed) {
    const line = lines.at(-1);
    const size = Math.max(item.height, 1);
    if (line && line.angle === item.angle && Math.abs(line.across - across) <= size * 0.4) {
      line.text += along - line.end > size * WORD_GAP_EM ? ` ${item.str.trim()}` : item.str.trim();
      line.end = Math.max(line.end, along + item.width);
    } else {
      lines.push({ angle: item.angle ?? 0, across, end: along + item.width, text: item.str.trim() });
    }
  }
  return lines.map((line) => line.text);
}

/**
 * The column gap of a page whose ordinary gaps between words are wide. An OCR text layer (Tesseract's invisible
 * words, one text object each, stretched with Tz) reports each word narrower than it is printed, so the gap
 * between two words of one label looks like a column gap. When the page's median gap between words is wider
 * than half an em, a column gap is measured against it instead.
 */
function columnGapEm(lines: Word[][]): number {
  const gaps: number[] = [];
  for (const line of lines) {
    for (let i = 1; i < line.length; i++) {
      const a = line[i - 1] as Word;
      const b = line[i] as Word;
      const gap = (b.x0 - a.x1) / Math.max(a.size, 1);
      if (gap > 0 && gap < 3) gaps.push(gap);
    }
  }
  if (gaps.length < 20) return COLUMN_GAP_EM;
  gaps.sort((a, b) => a - b);
  const median = gaps[Math.floor(gaps.length / 2)] ?? 0;
  return median > 0.5 ? Math.min(2, Math.max(COLUMN_GAP_EM, median * 1.9)) : COLUMN_GAP_EM;
}

/**
 * Rebuilds the page the way it is seen, whatever order the content stream drew it in: words, then lines by
 * baseline (top to bottom), then segments split at column gaps (the cells of pdfplumber/Tabula-style tables).
 */
export function buildPageModel(content: PageContent): PageModel {
  const page = uprightPage(dropOverprint(content));
  const upright = page.items.filter((item) => item.angle === undefined);
  const words = upright.flatMap(splitWords);
  // A page set right to left is read from its right edge (right-to-left.ts).
  const mirror = isRightToLeftPage(upright) ? page.width : undefined;
  const placed = mirror === undefined ? words : mirrorWords(words, mirror);
  const grouped = groupLines(placed).map(joinLetterSpacing);
  const columnGap = columnGapEm(grouped);
  const lines = grouped.map((lineWords, index): Line => {
    const segments = splitSegments(lineWords, index, columnGap, mirror);
    const sizes = lineWords.map((w) => w.size).sort((a, b) => a - b);
    return { index, y: lineWords[0]?.y ?? 0, size: sizes[Math.floor(sizes.length / 2)] ?? 10, segments };
  });
  const allSizes = words.map((w) => w.size).sort((a, b) => a - b);
  return {
    width: page.width,
    height: page.height,
    lines,
    rotated:
      upright.length === page.items.length
        ? []
        : rotatedLines(page.items.filter((i) => i.angle !== undefined)),
    medianSize: allSizes[Math.floor(allSizes.length / 2)] ?? 10,
  };
}

export function segmentBox(segment: Segment): Box {
  const { mirror } = segment;
  const [x0, x1] =
    mirror === undefined ? [segment.x0, segment.x1] : [mirror - segment.x1, mirror - segment.x0];
  return [x0, segment.y - segment.size * 0.25, x1, segment.y + segment.size * 0.85];
}

export function unionBox(boxes: Box[]): Box {
  return [
    Math.min(...boxes.map((b) => b[0])),
    Math.min(...boxes.map((b) => b[1])),
    Math.max(...boxes.map((b) => b[2])),
    Math.max(...boxes.map((b) => b[3])),
  ].map((v) => Math.round(v * 10) / 10) as Box;
}

/** Separators of `modelText`: between the segments of a line, and between lines. */
const SEGMENT_JOIN = "   ";

/** The page as text: segments joined by three spaces, lines by newlines, rotated lines last. */
export function modelText(model: PageModel): string {
  return [
    ...model.lines.map((line) => line.segments.map((s) => s.text).join(SEGMENT_JOIN)),
    ...model.rotated,
  ].join("\n");
}

/** Where each segment starts in `modelText(model)`, in reading order. */
export function segmentOffsets(model: PageModel): Map<Segment, number> {
  const offsets = new Map<Segment, number>();
  let at = 0;
  for (const line of model.lines) {
    line.segments.forEach((segment, i) => {
      if (i > 0) at += SEGMENT_JOIN.length;
      offsets.set(segment, at);
      at += segment.text.length;
    });
    at += 1;
  }
  return offsets;
}
