// Pages made of positioned text runs, for the tests of the engine's reading rules: a run as pdf.js gives one, a page
// of runs, and what the lexicon or the row finder makes of them.
import { keyTokens, matchLabels, moneyHead } from "#server/extraction/engine/find/label-match.ts";
import { findMoneyRows } from "#server/extraction/engine/find/money-rows.ts";
import { indexPage } from "#server/extraction/engine/find/page-index.ts";
import type { PositionedText } from "#server/extraction/engine/layout/page-content.ts";
import { buildPageModel } from "#server/extraction/engine/layout/page-model.ts";

/** A run of text at (x, y), its width as an average glyph of half the font size. */
export const run = (str: string, x: number, y: number, size = 9): PositionedText => ({
  str,
  x,
  y,
  width: [...str].length * size * 0.5,
  height: size,
});

/** An A4 page of runs. */
export const page = (...items: PositionedText[]) => ({ width: 595, height: 842, items });

/** The money role the lexicon gives a label on its own (null: none). */
export const roleOf = (label: string) => {
  const tokens = keyTokens(label);
  return moneyHead(matchLabels(tokens), tokens)?.role ?? null;
};

/** The money rows of a page of runs, with the decimal separator given. */
export const moneyRowsOf = (decimal: "." | ",", currency: string, ...items: PositionedText[]) =>
  findMoneyRows(indexPage(buildPageModel(page(...items))), { decimal }, currency);
