import { describe, expect, it } from "vitest";
import type { PageContent } from "#server/extraction/engine/layout/page-content.ts";
import { hasUsableText } from "#server/extraction/pdf/page-text.ts";

const page = (...runs: string[]): PageContent[] => [
  {
    width: 612,
    height: 792,
    items: runs.map((str, i) => ({ str, x: 0, y: 700 - i * 12, width: 100, height: 10 })),
  },
];

describe("hasUsableText", () => {
  it("reads a text page whose CID font maps some glyphs to U+0000 (a Korean invoice's spaces)", () => {
    const korean =
      "청구서\u0000번호\u0000NC-2026-0815\u0000합계\u0000₩1,234,000\u0000부가세\u0000₩123,400\u0000";
    expect(hasUsableText(page(korean, korean, korean))).toBe(true);
  });

  it("sends to OCR a page of unmapped glyphs or a stray word", () => {
    expect(hasUsableText(page("\ue001\ue002\ue003".repeat(30)))).toBe(false);
    expect(hasUsableText(page("Scanned by OfficeJet"))).toBe(false);
    expect(hasUsableText([])).toBe(false);
  });
});
