import { describe, expect, it } from "vitest";
import type { PositionedText } from "#server/extraction/engine/layout/page-content.ts";
import { buildPageModel, segmentBox } from "#server/extraction/engine/layout/page-model.ts";
import { normalizeText } from "#server/extraction/engine/normalize-text.ts";
import { buildLines, pageText } from "#server/extraction/engine/text-lines.ts";

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

  it("joins an amount drawn glyph by glyph with tracking into one figure, its currency sign in its cell", () => {
    // WeasyPrint's CSS letter-spacing, a PostScript driver's one show per glyph: one word per glyph.
    let x = 400;
    const items: PositionedText[] = [run("Total", 60, 500, 22, 10)];
    for (const ch of "23,418.75") {
      items.push(run(ch, x, 500, 5, 10));
      x += 5 + 2.2;
    }
    items.push(run("€", x + 3, 500, 6, 10));
    expect(texts(items)).toEqual([["Total", "23,418.75 €"]]);
    // pdf.js's own spaces between spread glyphs, apostrophe grouping, a minus sign.
    expect(texts([run("Summe", 60, 480, 26, 10), run("1 ' 2 3 4 . 5 0", 400, 480, 60, 10)])).toEqual([
      ["Summe", "1'234.50"],
    ]);
    expect(texts([run("Credits", 60, 460, 30, 10), run("- 4 5 , 5 7", 400, 460, 50, 10)])).toEqual([
      ["Credits", "-45,57"],
    ]);
    expect(pageText({ width: 595, height: 842, items: [run("Net 1 . 3 5 9 , 7 8", 60, 440, 80, 10)] })).toBe(
      "Net 1.359,78",
    );
  });

  it("never glues single digits that do not read as one amount or date", () => {
    // Quantities in their own narrow columns, an identifier printed digit by digit.
    expect(texts([run("Qty", 60, 500, 15, 10), run("1 2 3", 300, 500, 25, 10)])).toEqual([["Qty", "1 2 3"]]);
    expect(texts([run("4 0 1 7 1 6 4 3", 60, 480, 75, 10)])).toEqual([["4 0 1 7 1 6 4 3"]]);
  });

  it("turns a page whose text runs up the page (a landscape invoice on portrait paper) to read left to right", () => {
    // Drawn turned a quarter: baselines run up the page; the top of the text is at the left.
    const up = (str: string, x: number, y: number, width = str.length * 4.5) => ({
      ...run(str, x, y, width, 9),
      angle: 90,
    });
    const items = [
      up("Invoice", 60, 100),
      up("Invoice number:", 80, 100),
      up("INV-1", 80, 300),
      up("Total due", 200, 100),
      up("$12.00", 200, 500),
    ];
    const model = buildPageModel({ width: 595, height: 842, items });
    expect(model.width).toBe(842);
    expect(model.lines.map((line) => line.segments.map((s) => s.text))).toEqual([
      ["Invoice"],
      ["Invoice number:", "INV-1"],
      ["Total due", "$12.00"],
    ]);
    expect(model.rotated).toEqual([]);
  });

  it("maps compatibility characters back: Kangxi radicals, full-width forms, typographic spaces and minus", () => {
    expect(normalizeText("請求\u2f47 2026年3\u2f491\u2f47 \u2fa6額")).toBe("請求日 2026年3月1日 金額");
    expect(normalizeText("\uff2a\uff30\uff39\u3000\uff11\uff12\uff0c\uff13\uff14\uff15")).toBe("JPY 12,345");
    expect(normalizeText("\u22121\u202f234,50\u00a0€ 1\u2009234")).toBe("-1 234,50 € 1 234");
  });

  it("reads an OCR text layer whose words are reported narrower than printed: wide word gaps, wider column gaps", () => {
    // Tesseract's invisible words: one run per word, each reported ~15% narrower than the printed word.
    const items: PositionedText[] = [];
    const line = (words: string[], y: number, x0 = 60) => {
      let x = x0;
      for (const word of words) {
        items.push(run(word, x, y, word.length * 4.2, 9));
        x += word.length * 4.2 + 8;
      }
    };
    for (let i = 0; i < 6; i++)
      line(["Payment", "by", "bank", "transfer", "within", "30", "days"], 400 - i * 12);
    line(["Total", "charges"], 500);
    line(["$1,241.85"], 500, 480);
    const model = buildPageModel({ width: 595, height: 842, items });
    expect(model.lines[0]?.segments.map((s) => s.text)).toEqual(["Total charges", "$1,241.85"]);
    expect(model.lines[1]?.segments.map((s) => s.text)).toEqual(["Payment by bank transfer within 30 days"]);
    expect(pageText({ width: 595, height: 842, items }).split("\n").slice(0, 2)).toEqual([
      "Total charges   $1,241.85",
      "Payment by bank transfer within 30 days",
    ]);
  });

  it("drops a run overprinted a fraction of a point away (fake bold), keeps real repeats", () => {
    const items = [
      run("应付总额", 244.84, 564, 30, 7.5),
      run("应付总额", 244.55, 564, 30, 7.5),
      run("CNY 854.93", 534.69, 564, 40, 7.5),
      run("CNY 854.93", 534.4, 564, 40, 7.5),
      run("CNY 854.93", 534.69, 540, 40, 7.5),
    ];
    expect(texts(items)).toEqual([["应付总额", "CNY 854.93"], ["CNY 854.93"]]);
  });

  it("puts no space between ideographs and digits (2026年4月12日) but keeps Korean and Latin word spaces", () => {
    expect(texts([run("請求日:", 40, 700, 30, 10), run("2026 年 4 月 12 日", 80, 700, 82, 10)])).toEqual([
      ["請求日:", "2026年4月12日"],
    ]);
    expect(texts([run("AWS コンピューティング", 40, 680, 60, 10)])).toEqual([["AWS コンピューティング"]]);
    expect(texts([run("총 청구 금액", 40, 660, 50, 10)])).toEqual([["총 청구 금액"]]);
  });

  it("turns back a crooked scan: OCR words on baselines 1.3° off stay on their lines", () => {
    const skew = (1.3 * Math.PI) / 180;
    const items: PositionedText[] = [];
    const line = (words: Array<[string, number]>, y: number) => {
      for (const [word, x] of words)
        items.push({ ...run(word, x, y + x * Math.tan(skew), word.length * 4.5, 9), angle: 1.3 });
    };
    line(
      [
        ["Summe", 300],
        ["der", 326],
        ["Entgelte", 342],
        ["1.983,46", 500],
        ["€", 540],
      ],
      400,
    );
    line(
      [
        ["Gutschriften", 300],
        ["-168,34", 505],
        ["€", 540],
      ],
      385,
    );
    line(
      [
        ["Nettobetrag", 300],
        ["1.815,12", 500],
        ["€", 540],
      ],
      370,
    );
    line(
      [
        ["USt.", 300],
        ["19", 322],
        ["%", 334],
        ["344,87", 510],
        ["€", 540],
      ],
      355,
    );
    expect(texts(items)).toEqual([
      ["Summe der Entgelte", "1.983,46 €"],
      ["Gutschriften", "-168,34 €"],
      ["Nettobetrag", "1.815,12 €"],
      ["USt. 19 %", "344,87 €"],
    ]);
  });
});

describe("right-to-left pages", () => {
  // One run per glyph, in the order they are seen (left to right), as Chromium prints Arabic; each glyph 5 points wide.
  const glyphs = (word: string, right: number, y: number) =>
    [...word].map((char, i) => run(char, right - (i + 1) * 5, y, 5));

  it("reads a page set right to left from its right edge: label first, then its amount", () => {
    const items = [
      ...glyphs("الإجمالي", 560, 700),
      ...glyphs("المستحق", 515, 700),
      run("USD", 300, 700, 16),
      run("1,260.00", 320, 700, 36),
      ...glyphs("تاريخ", 560, 680),
      run(normalizeText("١٥"), 500, 680, 9),
      ...glyphs("يناير", 495, 680),
      run("2026", 450, 680, 18),
    ];
    const model = buildPageModel({ width: 595, height: 842, items });
    expect(model.lines.map((line) => line.segments.map((s) => s.text))).toEqual([
      ["الإجمالي المستحق", "USD 1,260.00"],
      ["تاريخ", "15 يناير 2026"],
    ]);
    // Boxes are the page's own: the amount stands left of its label.
    const [label, amount] = model.lines[0]?.segments ?? [];
    expect(amount && label && segmentBox(amount)[2] < segmentBox(label)[0]).toBe(true);
  });

  it("puts an Arabic word drawn glyph by glyph back in order on a left-to-right page", () => {
    const items = [
      run("Seller: Amazon Web Services EMEA SARL", 40, 700, 170),
      run("Invoice", 40, 680, 30),
      run("Total", 40, 660, 22),
      run("EUR 12.00", 400, 660, 40),
      ...glyphs("فاتورة", 300, 680),
    ];
    expect(texts(items)).toEqual([
      ["Seller: Amazon Web Services EMEA SARL"],
      ["Invoice", "فاتورة"],
      ["Total", "EUR 12.00"],
    ]);
  });
});
