import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
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

  it("passes every real invoice", async () => {
    for (const name of readdirSync(FIXTURES).filter((f) => f.startsWith("real-") && f.endsWith(".pdf"))) {
      await expect(
        assertInflatedSizeWithin(new Uint8Array(readFileSync(path.join(FIXTURES, name)))),
      ).resolves.toBeUndefined();
    }
  });
});
