import { describe, expect, it } from "vitest";
import { ocrText, pageDecimalMark, withDecimalMark } from "#server/extraction/pdf/ocr/ocr-text.ts";

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

describe("ocrText: a quote mark stuck to a number", () => {
  it("drops it and says the number is a guess", () => {
    expect(ocrText("”4685747349506288", ["chi_sim", "eng"])).toEqual({
      text: "4685747349506288",
      guessed: true,
    });
    expect(ocrText("'12.30", ["eng"])).toEqual({ text: "12.30", guessed: true });
  });

  it("keeps a quote before a word", () => {
    expect(ocrText("“Invoice", ["eng"])).toEqual({ text: "“Invoice", guessed: false });
  });
});

describe("the page's decimal mark put back in a figure read with the other one", () => {
  it("takes the mark from figures printed with both separators, when they agree", () => {
    expect(pageDecimalMark(["DKK", "2.243,90", "2.131,49", "757.48"])).toBe(",");
    expect(pageDecimalMark(["$", "1,234.56", "12,000.00", "5,20"])).toBe(".");
    // One such figure, or figures that disagree: no mark.
    expect(pageDecimalMark(["2.243,90", "757.48"])).toBeNull();
    expect(pageDecimalMark(["2.243,90", "2.131,49", "1,234.56"])).toBeNull();
  });

  it("swaps the other mark before the last two digits, as a guess", () => {
    expect(withDecimalMark("757.48", ",")).toEqual({ text: "757,48", guessed: true });
    expect(withDecimalMark("€12,30", ".")).toEqual({ text: "€12.30", guessed: true });
    expect(withDecimalMark("757,48", ",")).toEqual({ text: "757,48", guessed: false });
    // Not a figure of that shape: a date, a grouped number, a rate.
    expect(withDecimalMark("23.10.2026", ",")).toEqual({ text: "23.10.2026", guessed: false });
    expect(withDecimalMark("1.234", ",")).toEqual({ text: "1.234", guessed: false });
    expect(withDecimalMark("757.48", null)).toEqual({ text: "757.48", guessed: false });
  });
});
