import { describe, expect, it } from "vitest";
import { ocrText } from "#server/extraction/pdf/ocr/ocr-text.ts";

describe("ocrText (what Tesseract's models write, put back)", () => {
  it("reads the Japanese and Korean models' backslash before a figure as the yen or won sign", () => {
    expect(ocrText("\\40,305", ["jpn", "eng"]).text).toBe("¥40,305");
    expect(ocrText("-\\6,522", ["jpn", "eng"]).text).toBe("-¥6,522");
    expect(ocrText("\\79,618", ["kor", "eng"]).text).toBe("₩79,618");
  });

  it("leaves a backslash alone on a page read with other models, and one not before a figure", () => {
    expect(ocrText("\\40,305", ["eng"]).text).toBe("\\40,305");
    expect(ocrText("C:\\Users", ["jpn", "eng"]).text).toBe("C:\\Users");
  });

  it("keeps one of two separators side by side in a number, and says the figure is a guess", () => {
    expect(ocrText("92.,179", ["eng"])).toEqual({ text: "92,179", guessed: true });
    expect(ocrText("1,.234,56", ["eng"])).toEqual({ text: "1.234,56", guessed: true });
    expect(ocrText("4.113,52", ["eng"])).toEqual({ text: "4.113,52", guessed: false });
    expect(ocrText("Total.,", ["eng"])).toEqual({ text: "Total.,", guessed: false });
  });
});
