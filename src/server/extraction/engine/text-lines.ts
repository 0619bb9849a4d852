import { collapseSpacedFigures } from "./layout/letter-spacing.ts";
import type { PageContent, PositionedText } from "./layout/page-content.ts";
import { dropOverprint, uprightPage } from "./layout/upright.ts";
import { normalizeText } from "./normalize-text.ts";

export type { PositionedText } from "./layout/page-content.ts";

type Line = { y: number; items: PositionedText[] };

const COLUMN_GAP_EM = 0.8;
const WORD_GAP_EM = 0.1;

function groupIntoLines(items: PositionedText[]): Line[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Line[] = [];
  for (const item of sorted) {
    const line = lines.at(-1);
    const tolerance = Math.max(1, item.height * 0.4);
    if (line && Math.abs(line.y - item.y) <= tolerance) line.items.push(item);
    else lines.push({ y: item.y, items: [item] });
  }
  return lines;
}

// An OCR layer reports its words narrower than printed: when the page's ordinary gap between runs is wider than
// half an em, a column gap is measured against it (as the page model does).
function columnGapEm(lines: Line[]): number {
  const gaps: number[] = [];
  for (const line of lines) {
    const sorted = [...line.items].sort((a, b) => a.x - b.x);
    for (let i = 1; i < sorted.length; i++) {
      const a = sorted[i - 1] as PositionedText;
      const gap = ((sorted[i] as PositionedText).x - a.x - a.width) / Math.max(a.height, 1);
      if (gap > 0 && gap < 3) gaps.push(gap);
    }
  }
  if (gaps.length < 20) return COLUMN_GAP_EM;
  gaps.sort((a, b) => a - b);
  const median = gaps[Math.floor(gaps.length / 2)] ?? 0;
  return median > 0.5 ? Math.min(2, Math.max(COLUMN_GAP_EM, median * 1.9)) : COLUMN_GAP_EM;
}

function joinLine(items: PositionedText[], columnGap: number): string {
  const sorted = [...items].sort((a, b) => a.x - b.x);
  let text = "";
  let end = Number.NEGATIVE_INFINITY;
  for (const item of sorted) {
    const gap = item.x - end;
    const em = Math.max(item.height, 1);
    if (text !== "") {
      if (gap > em * columnGap) text += "   ";
      else if (gap > em * WORD_GAP_EM && !text.endsWith(" ") && !item.str.startsWith(" ")) text += " ";
    }
    text += item.str;
    end = Math.max(end, item.x + item.width);
  }
  return collapseSpacedFigures(text.replace(/\s+$/, ""));
}

/**
 * Rebuilds reading order from positions, not from the content-stream order (real AWS invoices draw the
 * footer first; tables come column by column). Runs on the same line are joined; a wide gap becomes
 * three spaces, so columns stay separable with /\s{2,}/.
 */
export function buildLines(items: PositionedText[]): string {
  const visible = items.filter((item) => item.str.trim() !== "");
  // Rotated runs (a legal line up the margin) would cut through the horizontal lines: they come last.
  const upright = visible.filter((item) => item.angle === undefined);
  const lines = groupIntoLines(upright);
  const columnGap = columnGapEm(lines);
  return [
    ...lines.map((line) => normalizeText(joinLine(line.items, columnGap))),
    ...visible.filter((item) => item.angle !== undefined).map((item) => normalizeText(item.str.trim())),
  ].join("\n");
}

/** A page's text in reading order (for the language-model fallback, `analyze --text` and tests). */
export function pageText(page: PageContent): string {
  return buildLines(uprightPage(dropOverprint(page)).items);
}
