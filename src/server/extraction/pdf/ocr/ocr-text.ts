// What Tesseract's models write for some printed characters, put back before the words reach the page model.

// The Japanese and Korean models were trained on text in the national encodings, where the backslash's code is the
// yen (JIS X 0201) or the won (KS X 1003) sign: before a figure, their "\" is that currency sign ("\40,305").
const BACKSLASH_SIGN: Record<string, string> = { jpn: "¥", kor: "₩" };

/**
 * A recognised word's text as printed: a "\" before digits is the yen or won sign when the page was read with the
 * Japanese or Korean model (the first of `models` that gives one); two separators side by side inside a number
 * ("92.,179": a speck read beside the separator) are one, the one next to the digits that follow. `guessed`: a
 * separator was dropped, so the figure is a guess whatever Tesseract's confidence (never `high`).
 */
export function ocrText(text: string, models: readonly string[]): { text: string; guessed: boolean } {
  let out = text.replace(/(\d)[.,]([.,])(?=\d)/g, "$1$2");
  const guessed = out !== text;
  const sign = models.map((model) => BACKSLASH_SIGN[model]).find(Boolean);
  if (sign) out = out.replace(/\\(?=[-\d])/g, sign);
  return { text: out, guessed };
}
