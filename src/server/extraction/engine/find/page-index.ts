import type { Line, PageModel, Segment } from "../layout/page-model.ts";
import { headMatch, keyTokens, type LabelMatch, matchLabels, moneyHead } from "./label-match.ts";

/** A segment with its label matches, computed once per page. */
export type IndexedSegment = {
  segment: Segment;
  line: Line;
  /** Position of the segment in its line. */
  column: number;
  money: LabelMatch | null;
  text: LabelMatch | null;
};

export type PageIndex = { page: PageModel; segments: IndexedSegment[]; byLine: IndexedSegment[][] };

export function indexPage(page: PageModel): PageIndex {
  const byLine = page.lines.map((line) =>
    line.segments.map((segment, column): IndexedSegment => {
      const tokens = keyTokens(segment.text);
      const matches = matchLabels(tokens);
      return {
        segment,
        line,
        column,
        money: moneyHead(matches, tokens),
        text: headMatch(matches, "text"),
      };
    }),
  );
  const index = { page, segments: byLine.flat(), byLine };
  for (const s of index.segments) joinWrappedLabel(index, s);
  return index;
}

/**
 * A label wrapped in its column, its value beside the first line: "Číslo   8988977441" over "faktury:", "Fatura
 * 7857925186" over "numarası:", "アカウント" over "ID:". The two lines read together name the first segment when
 * they make a longer label than the first line alone; the second line must end with a colon and carry no figure.
 */
function joinWrappedLabel(index: PageIndex, s: IndexedSegment): void {
  const first = s.segment.text.trim();
  if (s.money || /\d/.test(first) || first.endsWith(":") || first.split(/\s+/).length > 3) return;
  const next = below(index, s, 2).find((o) => Math.abs(o.segment.x0 - s.segment.x0) < s.segment.size * 1.5);
  const second = next?.segment.text.trim() ?? "";
  if (!next || !second.endsWith(":") || /\d/.test(second) || second.split(/\s+/).length > 3) return;
  const own = keyTokens(first).length;
  const tokens = keyTokens(`${first} ${second}`);
  const head = headMatch(matchLabels(tokens), "text");
  if (head?.first !== 0 || head.last <= own || head.last !== tokens.length) return;
  if (s.text && s.text.words >= head.words) return;
  s.text = { ...head, last: Math.min(head.last, own), start: 0, end: s.segment.text.length };
  // The second line is part of this label, not a label of its own ("Tanggal" over "Faktur:" is no invoice number).
  next.text = null;
}

/** Segments to the right of `s` on its line, nearest first. */
export function rightOf(index: PageIndex, s: IndexedSegment): IndexedSegment[] {
  return (index.byLine[s.line.index] ?? []).filter((o) => o.column > s.column);
}

function overlaps(a: Segment, b: Segment, slack: number): boolean {
  return a.x0 - slack <= b.x1 && b.x0 - slack <= a.x1;
}

/** Segments on the next lines (within ~2.2 line heights) that sit under `s`, nearest first. */
export function below(index: PageIndex, s: IndexedSegment, maxLines = 2, maxEm = 3.2): IndexedSegment[] {
  const out: IndexedSegment[] = [];
  const limit = s.segment.y - s.segment.size * maxEm;
  for (let i = s.line.index + 1; i < index.byLine.length && i <= s.line.index + maxLines; i++) {
    const line = index.page.lines[i];
    if (!line || line.y < limit) break;
    for (const o of index.byLine[i] ?? []) if (overlaps(s.segment, o.segment, s.segment.size)) out.push(o);
  }
  return out;
}

/** The segment just above `s` that overlaps it horizontally (a label's first line), if close. */
export function above(index: PageIndex, s: IndexedSegment): IndexedSegment | null {
  const previous = index.byLine[s.line.index - 1];
  const line = index.page.lines[s.line.index - 1];
  if (!previous || !line || line.y - s.segment.y > s.segment.size * 1.8) return null;
  return (
    previous.find(
      (o) => overlaps(s.segment, o.segment, 0) && Math.abs(o.segment.x0 - s.segment.x0) < s.segment.size * 2,
    ) ?? null
  );
}
