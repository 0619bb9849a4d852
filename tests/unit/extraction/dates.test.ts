import { describe, expect, it } from "vitest";
import { parseDate } from "#server/extraction/parsers/dates.ts";

describe("parseDate", () => {
  it("reads month names, with AWS's stray space before the comma", () => {
    expect(parseDate("August 3 , 2014")).toBe("2014-08-03");
    expect(parseDate("September 2, 2024")).toBe("2024-09-02");
    expect(parseDate("Jan 31, 2018")).toBe("2018-01-31");
    expect(parseDate("3 August 2014")).toBe("2014-08-03");
    expect(parseDate("15-MAR-2025")).toBe("2025-03-15");
  });

  it("reads year-first and dotted day-first dates", () => {
    expect(parseDate("2026/08/01")).toBe("2026-08-01");
    expect(parseDate("2024-09-02")).toBe("2024-09-02");
    expect(parseDate("01.07.2026")).toBe("2026-07-01");
  });

  it("follows the layout's order for ambiguous slash dates", () => {
    expect(parseDate("01/07/2026", "dmy")).toBe("2026-07-01");
    expect(parseDate("01/07/2026", "mdy")).toBe("2026-01-07");
  });

  it("resolves unambiguous slash dates whatever the order", () => {
    expect(parseDate("03/15/2025", "dmy")).toBe("2025-03-15");
    expect(parseDate("15/03/2025", "mdy")).toBe("2025-03-15");
  });

  it("rejects impossible dates and text without a date", () => {
    expect(parseDate("February 30, 2024")).toBeNull();
    expect(parseDate("Due immediately")).toBeNull();
  });
});
