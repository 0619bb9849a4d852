import type { PageContent, PositionedText } from "./page-content.ts";

// A page whose text runs up, down or upside down as a whole: a landscape invoice on portrait paper (the page
// carries /Rotate 90 and its content is drawn turned a quarter), a plain-text printer's `-r`, a scan fed in sideways.
// pdf.js reports such runs in the page's own coordinates, all at the same angle. The page is turned so that its
// main direction of text reads left to right; the few runs at another angle (a stamp) stay rotated. A scan fed in
// a little crooked has its OCR words on baselines a degree or two off: the page is turned back by that much too,
// or the words of one line would drift onto the next.

/** Runs within this many degrees of the page's direction are on its lines; the rest are rotated text. */
const UPRIGHT_DEGREES = 2;
/** A skew smaller than this is left alone. */
const SKEW_DEGREES = 0.3;

/**
 * The angle most of the page's text is drawn at: the quarter turn holding most of its characters and most of its
 * runs (one long legal line up the margin is not a turned page), plus the median skew of those runs.
 */
function mainAngle(items: PositionedText[]): number {
  const chars = new Map<number, number>();
  const runs = new Map<number, number>();
  let total = 0;
  for (const item of items) {
    const angle = item.angle ?? 0;
    const quarter = (((Math.round(angle / 90) * 90) % 360) + 360) % 360;
    const n = item.str.length;
    total += n;
    if (Math.abs(angle - Math.round(angle / 90) * 90) > UPRIGHT_DEGREES + 3) continue;
    chars.set(quarter, (chars.get(quarter) ?? 0) + n);
    runs.set(quarter, (runs.get(quarter) ?? 0) + 1);
  }
  let main: number | null = null;
  for (const [angle, n] of chars) {
    const count = runs.get(angle) ?? 0;
    if (n > total / 2 && count > items.length / 2 && (angle === 0 || count >= 4)) main = angle;
  }
  if (main === null) return 0;
  const skews: number[] = [];
  for (const item of items) {
    const angle = item.angle ?? 0;
    const residual = ((((angle - main) % 360) + 540) % 360) - 180;
    if (Math.abs(residual) <= UPRIGHT_DEGREES + 3) skews.push(residual);
  }
  skews.sort((a, b) => a - b);
  const skew = skews[Math.floor(skews.length / 2)] ?? 0;
  return main + (Math.abs(skew) >= SKEW_DEGREES ? skew : 0);
}

const settle = (item: PositionedText, rest: number): PositionedText => {
  const { angle: _, ...upright } = item;
  return Math.abs(rest) > UPRIGHT_DEGREES ? { ...upright, angle: rest } : upright;
};

/** The page turned so its main text direction is horizontal (the same page when it already is). */
export function uprightPage(page: PageContent): PageContent {
  if (page.items.every((item) => item.angle === undefined)) return page;
  const angle = mainAngle(page.items);
  if (angle === 0) {
    // Nothing to turn; runs a degree or two off are on the page's lines.
    const settled = page.items.map((item) => (item.angle === undefined ? item : settle(item, item.angle)));
    return { ...page, items: settled };
  }
  const rad = (angle * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  // Rotating by -angle: x' = x cos + y sin, y' = -x sin + y cos; then shifted back onto the page.
  const turn = (x: number, y: number): [number, number] => [x * cos + y * sin, -x * sin + y * cos];
  const corners = [turn(0, 0), turn(page.width, 0), turn(0, page.height), turn(page.width, page.height)];
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  const dx = -Math.min(...xs);
  const dy = -Math.min(...ys);
  const items = page.items.map((item): PositionedText => {
    const [x, y] = turn(item.x, item.y);
    const rest = (((((item.angle ?? 0) - angle) % 360) + 540) % 360) - 180;
    return settle({ ...item, x: x + dx, y: y + dy }, rest);
  });
  return { width: Math.max(...xs) + dx, height: Math.max(...ys) + dy, items };
}

/**
 * The page without overprinted copies: a producer that fakes bold for a font without a bold face (WebKit with a
 * CJK font, some report writers) draws the same run twice, a fraction of a point apart; read as is, the label
 * says "应付总额应付总额" and the amount "854.93854.93".
 */
export function dropOverprint(page: PageContent): PageContent {
  const seen = new Map<string, PositionedText[]>();
  let dropped = false;
  const items = page.items.filter((item) => {
    const key = `${item.str}\u0000${Math.round(item.y)}`;
    const same = seen.get(key);
    const near = (other: PositionedText) =>
      Math.abs(other.x - item.x) < Math.max(item.height, 1) * 0.2 &&
      Math.abs(other.y - item.y) < Math.max(item.height, 1) * 0.1 &&
      other.angle === item.angle;
    if (same?.some(near)) {
      dropped = true;
      return false;
    }
    if (same) same.push(item);
    else seen.set(key, [item]);
    return true;
  });
  return dropped ? { ...page, items } : page;
}
