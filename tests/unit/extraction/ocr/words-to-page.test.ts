import { describe, expect, it } from "vitest";
import { bodyHeight, wordsToPage } from "#server/extraction/pdf/ocr/read-scan.ts";
import type { OcrWord } from "#server/extraction/pdf/ocr/recognizer.ts";

const word = (text: string, x0: number, y: number, lineHeight: number, confidence = 95): OcrWord => ({
  text,
  confidence,
  box: { x0, y0: y - lineHeight, x1: x0 + 10 * text.length, y1: y },
  baseline: y,
  lineHeight,
});
const image = { width: 1000, height: 1000, pixels: new Uint8Array(0) };

describe("wordsToPage (recognised words as the page model's runs)", () => {
  it("gives lines of the body type the page's median height, and keeps a heading's own", () => {
    const words = [
      word("Kosten", 100, 300, 34),
      word("Tegoeden", 100, 340, 33),
      word("Te", 100, 380, 29),
      word("betalen", 140, 380, 29),
      word("Factuur", 100, 100, 60),
    ];
    expect(bodyHeight(words)).toBe(33);
    const page = wordsToPage(words, image, 72);
    expect(page.items.map((item) => item.height)).toEqual([33, 33, 33, 33, 60]);
    expect(page.scanned).toBe(true);
  });

  it("puts the page's decimal mark back in a figure read with the other one, never at high confidence", () => {
    const words = [
      word("2.243,90", 100, 300, 30),
      word("2.131,49", 100, 340, 30),
      word("757.48", 100, 380, 30),
    ];
    const page = wordsToPage(words, image, 72);
    expect(page.items.map((item) => item.str)).toEqual(["2.243,90", "2.131,49", "757,48"]);
    expect(page.items[2]?.confidence).toBeLessThan(88);
    expect(page.items[0]?.confidence).toBe(95);
  });

  it("reads the Japanese model's backslash as the yen sign", () => {
    const page = wordsToPage([word("\\40,305", 100, 300, 30)], image, 72, ["jpn", "eng"]);
    expect(page.items[0]?.str).toBe("¥40,305");
  });
});
