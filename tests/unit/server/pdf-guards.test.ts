import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { assertInflatedSizeWithin } from "#server/extraction/pdf/pdf-guards.ts";
import { buildPdf, zeroBomb } from "#tests/support/hostile-pdfs.ts";

const FIXTURES = path.resolve("tests/fixtures/invoices");

describe("assertInflatedSizeWithin", () => {
  it("refuses a stream that inflates past the cap, without inflating all of it", async () => {
    const bomb = buildPdf([
      "<</Type/Catalog>>",
      { dict: "<</Filter/FlateDecode>>", stream: zeroBomb(1024 * 1024 * 1024) },
    ]);
    await expect(assertInflatedSizeWithin(bomb)).rejects.toMatchObject({ reason: "too_much_memory" });
  });

  it("refuses many streams that together inflate past the total", async () => {
    const piece = { dict: "<</Filter/FlateDecode>>", stream: zeroBomb(48 * 1024 * 1024) };
    const pdf = buildPdf(["<</Type/Catalog>>", piece, piece, piece, piece, piece, piece]);
    await expect(assertInflatedSizeWithin(pdf)).rejects.toMatchObject({ reason: "too_much_memory" });
  });

  it("refuses a small file whose stream is Flate twice over, though its compressed size bounds one layer", async () => {
    const nested = new Uint8Array(deflateSync(zeroBomb(1024 * 1024 * 1024), { level: 9 }));
    expect(nested.length).toBeLessThan(64 * 1024);
    const pdf = buildPdf([
      "<</Type/Catalog>>",
      { dict: "<</Filter[/FlateDecode/FlateDecode]>>", stream: nested },
    ]);
    await expect(assertInflatedSizeWithin(pdf)).rejects.toMatchObject({ reason: "too_much_memory" });
  });

  it("inflates the streams when their compressed sizes alone could pass the total, and passes what is really small", async () => {
    const text = {
      dict: "<</Filter/FlateDecode>>",
      stream: new Uint8Array(deflateSync(Buffer.alloc(2048, "BT ET "))),
    };
    const pdf = buildPdf(["<</Type/Catalog>>", text, text, text]);
    // Bounds of about 1,000 times the compressed size each, over a total of 64 KB: only inflating can tell.
    await expect(assertInflatedSizeWithin(pdf, 1024 * 1024, 64 * 1024)).resolves.toBeUndefined();
    await expect(assertInflatedSizeWithin(pdf, 1024 * 1024, 4 * 1024)).rejects.toMatchObject({
      reason: "too_much_memory",
    });
  });

  it("passes every real invoice", async () => {
    for (const name of readdirSync(FIXTURES).filter((f) => f.startsWith("real-") && f.endsWith(".pdf"))) {
      await expect(
        assertInflatedSizeWithin(new Uint8Array(readFileSync(path.join(FIXTURES, name)))),
      ).resolves.toBeUndefined();
    }
  });
});
