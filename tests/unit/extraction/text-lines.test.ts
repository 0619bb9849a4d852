import { describe, expect, it } from "vitest";
import { buildLines, type PositionedText } from "#server/extraction/engine/text-lines.ts";

const run = (str: string, x: number, y: number, width = str.length * 4.5): PositionedText => ({
  str,
  x,
  y,
  width,
  height: 9,
});

describe("buildLines", () => {
  it("orders lines top to bottom whatever the stream order (footer drawn first)", () => {
    const text = buildLines([run("Footer", 40, 50), run("Header", 40, 700), run("Middle", 40, 400)]);
    expect(text).toBe("Header\nMiddle\nFooter");
  });

  it("joins runs of one line left to right, with a column gap as 3 spaces", () => {
    const text = buildLines([run("USD 212.56", 470, 500), run("Net Charges", 60, 500)]);
    expect(text).toBe("Net Charges   USD 212.56");
  });

  it("puts one space between words drawn as separate runs", () => {
    const text = buildLines([run("Invoice", 40, 500, 30), run("Number:", 72.5, 500, 35)]);
    expect(text).toBe("Invoice Number:");
  });

  it("keeps slightly offset baselines on the same line", () => {
    expect(buildLines([run("Tax", 40, 500), run("$1.01", 400, 500.8)])).toBe("Tax   $1.01");
  });

  it("normalises ligatures and non-breaking spaces", () => {
    expect(buildLines([run("\uFB01nal\u00A0amount", 40, 500)])).toBe("final amount");
  });

  it("drops whitespace-only runs", () => {
    expect(buildLines([run(" ", 40, 500), run("A", 60, 480)])).toBe("A");
  });
});
