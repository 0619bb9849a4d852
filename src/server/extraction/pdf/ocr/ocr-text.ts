// What Tesseract's models write for some printed characters, put back before the words reach the page model.

// The Japanese and Korean models were trained on text in the national encodings, where the backslash's code is the
// yen (JIS X 0201) or the won (KS X 1003) sign: before a figure, their "\" is that currency sign ("\40,305").
const BACKSLASH_SIGN: Record<string, string> = { jpn: "¥", kor: "₩" };

// A quote mark stuck to the front of a number ("”4685747349506288"): a speck or a stroke of the label's colon read
// as one; no figure or id starts with one.
const QUOTE_SPECK = /^[”“"'‘’`´]+(?=\d)/u;

/**
 * A recognised word's text as printed: a "\" before digits is the yen or won sign when the page was read with the
 * Japanese or Korean model (the first of `models` that gives one); two separators side by side inside a number
 * ("92.,179": a speck read beside the separator) are one, the one next to the digits that follow; a quote mark before a number is dropped. `guessed`: a
 * separator was dropped, so the figure is a guess whatever Tesseract's confidence (never `high`).
 */
export function ocrText(text: string, models: readonly string[]): { text: string; guessed: boolean } {
  let out = text.replace(/(\d)[.,]([.,])(?=\d)/g, "$1$2").replace(QUOTE_SPECK, "");
  const guessed = out !== text;
  const sign = models.map((model) => BACKSLASH_SIGN[model]).find(Boolean);
  if (sign) out = out.replace(/\\(?=[-\d])/g, sign);
  return { text: out, guessed };
}

// A number printed with both separators tells the page's decimal mark: "2.243,90" a comma, "2,243.90" a point.
const COMMA_DECIMAL = /^\D{0,4}\d{1,3}(?:\.\d{3})+,\d{2}\D{0,4}$/;
const POINT_DECIMAL = /^\D{0,4}\d{1,3}(?:,\d{3})+\.\d{2}\D{0,4}$/;
// A figure with the other mark before its last two digits, and no other separator ("757.48" on a comma page).
const OTHER_MARK = { ",": /^(\D{0,4}\d+)\.(\d{2}\D{0,4})$/, ".": /^(\D{0,4}\d+),(\d{2}\D{0,4})$/ } as const;

/**
 * The page's decimal mark, when its figures with both separators all agree on it (at least two of them), else null.
 */
export function pageDecimalMark(texts: readonly string[]): "," | "." | null {
  const comma = texts.filter((text) => COMMA_DECIMAL.test(text)).length;
  const point = texts.filter((text) => POINT_DECIMAL.test(text)).length;
  if (comma >= 2 && point === 0) return ",";
  if (point >= 2 && comma === 0) return ".";
  return null;
}

/**
 * A figure whose decimal mark Tesseract read as the other one (a comma's tail lost in the scan: "757.48" on a page
 * of "2.243,90"), with the page's mark put back. `guessed` when it was: such a figure is never `high`.
 */
export function withDecimalMark(text: string, mark: "," | "." | null): { text: string; guessed: boolean } {
  if (!mark) return { text, guessed: false };
  const match = OTHER_MARK[mark].exec(text);
  return match ? { text: `${match[1]}${mark}${match[2]}`, guessed: true } : { text, guessed: false };
}
