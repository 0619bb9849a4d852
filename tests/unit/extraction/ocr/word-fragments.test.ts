import { describe, expect, it } from "vitest";
import type { OcrWord } from "#server/extraction/pdf/ocr/recognizer.ts";
import {
  isFigurePiece,
  joinFragments,
  joinSpacedWords,
  unsureFigures,
} from "#server/extraction/pdf/ocr/word-fragments.ts";

const word = (text: string, x0: number, x1: number, height = 36, confidence = 95): OcrWord => ({
  text,
  confidence,
  box: { x0, y0: 200, x1, y1: 200 + height },
  baseline: 200 + height,
  lineHeight: 25,
});

describe("joinFragments (a large heading Tesseract read in pieces)", () => {
  it("joins letter pieces closer than a fifth of their height into one word", () => {
    // "Fa ktu ra" as Tesseract read a 20 pt "Faktura" beside a column of 9 pt print (gaps 4 and 6 px, 36 px high).
    const joined = joinFragments([
      word("Fa", 179, 230),
      word("ktu", 234, 300, 37, 92),
      word("ra", 306, 346, 29),
    ]);
    expect(joined.map((w) => w.text)).toEqual(["Faktura"]);
    expect(joined[0]?.confidence).toBe(92);
    expect(joined[0]?.box).toEqual({ x0: 179, y0: 200, x1: 346, y1: 237 });
  });

  it("keeps words apart at an ordinary space (about 0.4 of their height)", () => {
    const words = [word("Amazon", 177, 267, 19), word("Web", 276, 326, 19), word("Services", 335, 429, 20)];
    expect(joinFragments(words).map((w) => w.text)).toEqual(["Amazon", "Web", "Services"]);
  });

  it("never joins digits or signs, however close", () => {
    const words = [word("1", 100, 110, 20), word("146,45", 112, 170, 20), word("kr", 172, 190, 20)];
    expect(joinFragments(words).map((w) => w.text)).toEqual(["1", "146,45", "kr"]);
  });
});

describe("joinSpacedWords (a letter-spaced label read as words a column apart)", () => {
  // "Savings Plans" letter-spaced: 26 px between words whose letters are 21 px wide.
  it("joins words without digits closer than one and a half of their letters", () => {
    const joined = joinSpacedWords([word("Savings", 716, 866, 26), word("Plans", 892, 994, 22, 90)]);
    expect(joined.map((w) => w.text)).toEqual(["Savings Plans"]);
    expect(joined[0]?.confidence).toBe(90);
    expect(joined[0]?.box.x1).toBe(994);
  });

  it("joins a rate to its label, never an amount", () => {
    expect(
      joinSpacedWords([word("Btw", 716, 782, 22), word("21%", 808, 880, 22)]).map((w) => w.text),
    ).toEqual(["Btw 21%"]);
    expect(
      joinSpacedWords([word("Kosten", 716, 845, 21), word("1.077,49", 870, 1000, 21)]).map((w) => w.text),
    ).toEqual(["Kosten", "1.077,49"]);
  });

  it("keeps a label apart from a column further away", () => {
    const words = [word("Fakturadato:", 894, 1030, 33), word("oktober", 1183, 1266, 19)];
    expect(joinSpacedWords(words).map((w) => w.text)).toEqual(["Fakturadato:", "oktober"]);
  });
});

describe("unsureFigures (figures read again on their own)", () => {
  it("takes the run of figure pieces and signs around an unsure figure", () => {
    // "IVA 21%   3-2 75/609:€": a letter-spaced 3.275,69 € read in pieces.
    const line = [
      word("IVA", 100, 160, 20),
      word("21%", 170, 220, 20),
      word("3-2", 700, 740, 20, 46),
      word("75/609:€", 750, 860, 20, 46),
    ];
    expect(unsureFigures(line)).toEqual([[2, 4]]);
  });

  it("leaves sure figures, specks and words alone", () => {
    expect(unsureFigures([word("Total", 100, 160, 20), word("18.874,23", 700, 800, 20, 96)])).toEqual([]);
    // One or two digits: a speck, not a figure.
    expect(unsureFigures([word("2", 100, 110, 20, 7), word("08", 300, 320, 20, 29)])).toEqual([]);
    expect(unsureFigures([word("Rechnukgsnummer:", 100, 300, 20, 40)])).toEqual([]);
  });

  it("splits runs at a gap wider than a column", () => {
    const line = [word("155598,54", 100, 200, 20, 34), word("2.131,49", 600, 700, 20, 50)];
    expect(unsureFigures(line)).toEqual([
      [0, 1],
      [1, 2],
    ]);
  });

  it("knows a figure piece from a word", () => {
    for (const piece of ["€", "-€", "1.077,49", "-1.460,22", "€650.37", "(12.00)", "21%", "75/609:€"])
      expect(isFigurePiece(piece), piece).toBe(true);
    for (const text of ["EUR", "stanties", "Kosten", "EUINDE26-8295024"])
      expect(isFigurePiece(text), text).toBe(false);
  });
});

describe("a figure read twice", () => {
  it("stays below the word confidence a figure needs to be high", async () => {
    const { REREAD_CONFIDENCE } = await import("#server/extraction/pdf/ocr/recognizer.ts");
    const { HIGH_WORD } = await import("#server/extraction/engine/scan-confidence.ts");
    expect(REREAD_CONFIDENCE).toBeLessThan(HIGH_WORD);
  });
});
