import { describe, expect, it } from "vitest";
import type { PositionedText } from "#server/extraction/engine/layout/page-content.ts";
import { buildPageModel } from "#server/extraction/engine/layout/page-model.ts";
import { buildLines } from "#server/extraction/engine/text-lines.ts";

const run = (str: string, x: number, y: number, width = str.length * 4.5, height = 9): PositionedText => ({
  str,
  x,
  y,
  width,
  height,
});

const texts = (items: PositionedText[]) =>
  buildPageModel({ width: 595, height: 842, items }).lines.map((line) => line.segments.map((s) => s.text));

describe("buildPageModel", () => {
  it("joins a letter-spaced run that pdf.js reports with a space between glyphs, words split by the lexicon", () => {
    // Chromium prints CSS letter-spacing as one run; pdf.js puts spaces between the spread glyphs (kerned pairs
    // such as "TA" stay together) and the spaces between words look the same.
    expect(texts([run("B I L L I N G A C C O U N T I D", 40, 700, 65, 5.2)])).toEqual([
      ["BILLING ACCOUNT ID"],
    ]);
    expect(texts([run("TO TA L A M O U N T D U E", 40, 700, 62, 5.2)])).toEqual([["TOTAL AMOUNT DUE"]]);
    expect(texts([run("Z U S A M M E N FA S S U N G", 40, 700, 90, 8)])).toEqual([["ZUSAMMENFASSUNG"]]);
    expect(texts([run("V A T 2 3 %", 40, 700, 30, 5.6), run("€460.00", 300, 700, 30, 6.7)])).toEqual([
      ["VAT 23%", "€460.00"],
    ]);
  });

  it("keeps letter-spaced words of one label together across their widened spaces", () => {
    // One run per word; the tracking widens the space between words past an ordinary column gap.
    expect(
      texts([
        run("T O T A L", 246, 658, 23.5, 5.6),
        run("A M O U N T", 274.3, 658, 31, 5.6),
        run("D U E", 310.1, 658, 13, 5.6),
        run("€2,460.00", 480, 658, 40, 6.7),
      ]),
    ).toEqual([["TOTAL AMOUNT DUE", "€2,460.00"]]);
  });

  it("joins a run drawn glyph by glyph with tracking, splitting words at the wider gaps", () => {
    let x = 50;
    const items: PositionedText[] = [];
    for (const ch of "TAX INVOICE") {
      if (ch !== " ") items.push(run(ch, x, 700, 9, 16));
      x += ch === " " ? 4.4 + 3 : 9 + 3;
    }
    expect(texts(items)).toEqual([["TAX INVOICE"]]);
  });

  it("leaves ordinary short words alone", () => {
    expect(texts([run("Montant de la TVA", 40, 700), run("VAT 19 %", 40, 680)])).toEqual([
      ["Montant de la TVA"],
      ["VAT 19 %"],
    ]);
  });

  it("keeps rotated runs out of the horizontal lines they cross, in their own lines", () => {
    const items = [
      run("Gutschriften", 60, 500),
      run("-120,00 €", 480, 500),
      { ...run("Amazon Web Services EMEA SARL · L-1855 Luxemburg", 20, 500, 220, 5), angle: 90 },
    ];
    const model = buildPageModel({ width: 595, height: 842, items });
    expect(model.lines.map((line) => line.segments.map((s) => s.text))).toEqual([
      ["Gutschriften", "-120,00 €"],
    ]);
    expect(model.rotated).toEqual(["Amazon Web Services EMEA SARL · L-1855 Luxemburg"]);
    expect(buildLines(items)).toBe(
      "Gutschriften   -120,00 €\nAmazon Web Services EMEA SARL · L-1855 Luxemburg",
    );
  });
});
