import { describe, expect, it } from "vitest";
import type { OcrWord } from "#server/extraction/pdf/ocr/recognizer.ts";
import { joinFragments } from "#server/extraction/pdf/ocr/word-fragments.ts";

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
