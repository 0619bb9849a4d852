import { describe, expect, it } from "vitest";
import {
  HAN,
  HANGUL,
  isJapanese,
  looksGarbled,
  modelsFor,
  probedScript,
  sureCharacters,
  unsureWords,
} from "#server/extraction/pdf/ocr/ocr-languages.ts";
import { keepBoxes } from "#server/extraction/pdf/ocr/page-image.ts";

const w = (text: string, confidence: number) => ({ text, confidence });

describe("choosing the models of a scanned page", () => {
  it("keeps the models a CJK currency names", () => {
    expect(modelsFor({ language: "en", currency: "JPY", script: null })).toEqual(["jpn", "eng"]);
    expect(modelsFor({ language: "de", currency: null, script: "Latin" })).toEqual(["deu", "eng"]);
  });

  it("calls a first pass garbled when a quarter or more of its words are unsure", () => {
    const clean = [w("Invoice", 95), w("Total", 93), w("USD", 90), w("12.30", 91), w("x", 10)];
    expect(looksGarbled(clean)).toBe(false);
    const cjk = [w("AWS", 95), w("ZFIARE", 31), w("APR", 40), w("¥98,701", 88), w("WR%", 20)];
    expect(looksGarbled(cjk)).toBe(true);
    expect(unsureWords(cjk).map((word) => word.text)).toEqual(["ZFIARE", "APR", "WR%"]);
  });

  it("counts only the script's characters read with confidence", () => {
    const words = [w("청구서", 90), w("금액", 50), w("AWS", 95), w("請求書", 80)];
    expect(sureCharacters(words, HANGUL)).toBe(3);
    expect(sureCharacters(words, HAN)).toBe(3);
  });

  it("names Hangul or Han only from enough sure characters (a fax's specks name none)", () => {
    expect(probedScript({ hangul: 28, han: 6 })).toBe("Hangul");
    expect(probedScript({ hangul: 10, han: 19 })).toBe("Han");
    expect(probedScript({ hangul: 6, han: 0 })).toBeNull();
    expect(probedScript({ hangul: 11, han: 11 })).toBeNull();
  });

  it("tells a Japanese reading by its sure kana", () => {
    expect(isJapanese([w("ご利用料金", 90), w("クレジット", 85)])).toBe(true);
    // A Chinese page read by the Japanese model: a few false kana, unsure.
    expect(isJapanese([w("合计", 90), w("ス", 40), w("ト", 35), w("ー", 30)])).toBe(false);
  });

  it("whitens an image outside the boxes of the first pass, scaled to the image", () => {
    const image = { width: 4, height: 2, pixels: new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7]) };
    const kept = keepBoxes(image, [{ x0: 1, y0: 0, x1: 2, y1: 1 }], 2);
    expect([...kept.pixels]).toEqual([255, 255, 2, 3, 255, 255, 6, 7]);
  });
});
