import { describe, expect, it } from "vitest";
import { decideDateOrder } from "#server/extraction/engine/find/date-order.ts";
import { SELLERS } from "#server/extraction/engine/lexicon/sellers/index.ts";
import { findDates, parseDate } from "#server/extraction/engine/read/dates.ts";

describe("parseDate", () => {
  it.each([
    ["2026-03-01", "2026-03-01"],
    ["2026/03/01", "2026-03-01"],
    ["01.03.2026", "2026-03-01"],
    ["1 March 2026", "2026-03-01"],
    ["1. März 2026", "2026-03-01"],
    ["1er mars 2026", "2026-03-01"],
    ["1 de marzo de 2026", "2026-03-01"],
    ["1 de março de 2026", "2026-03-01"],
    ["1 marzo 2026", "2026-03-01"],
    ["1 maart 2026", "2026-03-01"],
    ["Mar 1, 2026", "2026-03-01"],
    ["August 3 , 2014", "2014-08-03"],
    ["30-APR-2026", "2026-04-30"],
    ["15 févr. 2026", "2026-02-15"],
    ["2026-03-01T00:00:00Z", "2026-03-01"],
    ["2026年3月1日", "2026-03-01"],
    ["2 Ιουλίου 2026", "2026-07-02"],
    ["2 ΙΟΥΛΙΟΥ 2026", "2026-07-02"],
    ["2026. június 5.", "2026-06-05"],
    ["2026.06.05.", "2026-06-05"],
    ["30 Juni 2026", "2026-06-30"],
    ["15 ianuarie 2026", "2026-01-15"],
    ["30 червня 2026 р.", "2026-06-30"],
    ["15 يناير 2026", "2026-01-15"],
    ["15 كانون الثاني 2026", "2026-01-15"],
    ["٣ تشرين الأول ٢٠٢٦", "2026-10-03"],
  ])("%s -> %s", (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it("reads a two-digit year when the slashed date stands alone, not inside an id or a path", () => {
    expect(parseDate("Invoice Date 3/1/26", "mdy")).toBe("2026-03-01");
    expect(parseDate("Invoice Date 3/1/26", "dmy")).toBe("2026-01-03");
    expect(findDates("INV/3/1/26")).toEqual([]);
    expect(findDates("Ref 12/31/26-A")).toEqual([]);
  });

  it("reads 01/03/2026 in the order it is given, and unambiguous ones either way", () => {
    expect(parseDate("01/03/2026", "dmy")).toBe("2026-03-01");
    expect(parseDate("01/03/2026", "mdy")).toBe("2026-01-03");
    expect(parseDate("03/15/2025", "dmy")).toBe("2025-03-15");
    expect(parseDate("15/03/2025", "mdy")).toBe("2025-03-15");
  });

  it("refuses impossible dates and text without one", () => {
    expect(parseDate("February 30, 2024")).toBeNull();
    expect(parseDate("Due immediately")).toBeNull();
  });
});

describe("decideDateOrder", () => {
  const tokens = (...texts: string[]) => texts.flatMap((t) => findDates(t));

  it("follows the page's own unambiguous dates first", () => {
    expect(decideDateOrder(tokens("01/03/2026", "15/03/2026"), null, "en")).toEqual({
      order: "dmy",
      confidence: "high",
    });
    expect(decideDateOrder(tokens("01/03/2026", "03/31/2026"), null, "de")).toEqual({
      order: "mdy",
      confidence: "high",
    });
  });

  it("then a language other than English, then the seller's habit; undecided is low confidence", () => {
    expect(decideDateOrder(tokens("01/03/2026"), null, "fr")).toEqual({ order: "dmy", confidence: "medium" });
    expect(decideDateOrder(tokens("01/03/2026"), null, "en")).toEqual({ order: "mdy", confidence: "low" });
    const microsoft = SELLERS.find((s) => s.name === "Microsoft Ireland Operations Ltd") ?? null;
    const hetzner = SELLERS.find((s) => s.name === "Hetzner Online GmbH") ?? null;
    // Microsoft writes month first in English, day first on its Spanish and French invoices.
    expect(decideDateOrder(tokens("05/03/2026"), microsoft, "es")).toEqual({
      order: "dmy",
      confidence: "medium",
    });
    expect(decideDateOrder(tokens("05/03/2026"), microsoft, "en")).toEqual({
      order: "mdy",
      confidence: "medium",
    });
    expect(decideDateOrder(tokens("04/03/2026"), hetzner, "en")).toEqual({
      order: "dmy",
      confidence: "medium",
    });
  });
});
