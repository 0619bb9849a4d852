import { describe, expect, it } from "vitest";
import { PdfReadError } from "#server/extraction/errors.ts";
import { hideFontPrograms } from "#server/extraction/pdf/hide-font-programs.ts";
import { assertPdfBytes, hasNoFonts } from "#server/extraction/pdf/pdf-guards.ts";

const bytes = (text: string) => new TextEncoder().encode(text);
const reason = (data: Uint8Array) => {
  try {
    assertPdfBytes(data);
    return "ok";
  } catch (error) {
    return error instanceof PdfReadError ? error.reason : "other";
  }
};

describe("assertPdfBytes", () => {
  it("accepts a header after junk bytes within the first KB", () => {
    expect(reason(bytes(`${"x".repeat(500)}%PDF-1.4\n...\n%%EOF\n`))).toBe("ok");
  });

  it("refuses a header beyond the first KB, an empty file and other formats", () => {
    expect(reason(bytes(`${"x".repeat(1100)}%PDF-1.4\n%%EOF`))).toBe("not_pdf");
    expect(reason(new Uint8Array(0))).toBe("not_pdf");
    expect(reason(bytes("\x89PNG\r\n"))).toBe("not_pdf");
  });

  it("refuses a file whose %%EOF is missing from the last KB (truncated upload)", () => {
    expect(reason(bytes(`%PDF-1.4\n${"0".repeat(2000)}`))).toBe("truncated");
    expect(reason(bytes(`%PDF-1.4\n%%EOF${"0".repeat(2000)}`))).toBe("truncated");
  });
});

describe("hasNoFonts", () => {
  it("is true only without /Font and without object streams", () => {
    expect(hasNoFonts(bytes("%PDF-1.4 << /Type /Page >> %%EOF"))).toBe(true);
    expect(hasNoFonts(bytes("%PDF-1.4 << /Font << >> >> %%EOF"))).toBe(false);
    expect(hasNoFonts(bytes("%PDF-1.5 << /Type /ObjStm >> %%EOF"))).toBe(false);
  });
});

describe("hideFontPrograms", () => {
  it("renames every /FontFile key in place without changing the length", () => {
    const input = bytes(
      "<< /Subtype /Type1 /Encoding /WinAnsiEncoding >> << /FontFile 5 0 R >> << /FontFile2 6 0 R >> << /FontName /X >>",
    );
    const { data, hidden } = hideFontPrograms(input);
    expect(hidden).toBe(2);
    expect(data.length).toBe(input.length);
    expect(new TextDecoder().decode(data)).toBe(
      "<< /Subtype /Type1 /Encoding /WinAnsiEncoding >> << /XontFile 5 0 R >> << /XontFile2 6 0 R >> << /FontName /X >>",
    );
    expect(new TextDecoder().decode(input)).toContain("/FontFile 5");
  });
});

describe("hideFontPrograms safety", () => {
  it("keeps the programs when a font has neither ToUnicode nor a standard encoding", () => {
    const input = bytes("<< /Subtype /TrueType /FontDescriptor 7 0 R >> << /FontFile2 6 0 R >>");
    expect(hideFontPrograms(input).hidden).toBe(0);
  });

  it("hides them when each font has a ToUnicode map or an encoding", () => {
    const input = bytes(
      "<< /Subtype/TrueType /ToUnicode 9 0 R >> << /Subtype /Type1 /Encoding << /Differences [1 /a] >> >> /FontFile2 /FontFile",
    );
    expect(hideFontPrograms(input).hidden).toBe(2);
  });

  it("keeps them when object streams may hide font dictionaries", () => {
    expect(hideFontPrograms(bytes("<< /Type /ObjStm >> /ToUnicode /FontFile2")).hidden).toBe(0);
  });
});
