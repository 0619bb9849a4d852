import { describe, expect, it } from "vitest";
import { toCsv, toCsvField } from "#server/routes/admin/csv.ts";

const FORMULA = /^[\s"]*[=+\-@＝＋－＠]/;

/** Cells as a spreadsheet reads one CSV line with this separator (RFC 4180 quoting). */
function readCells(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === "") quoted = true;
    else if (c === separator || c === "\n" || c === "\r") {
      cells.push(cell);
      cell = "";
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}

/** A sloppier reader that ignores quotes altogether (some import dialogs do). */
const splitNaively = (line: string, separator: string) => line.split(new RegExp(`[${separator}\\r\\n]`));

const HOSTILE = [
  "=1+2",
  'A;=1+2;"x',
  "A;=1+2",
  'Smith,=HYPERLINK("http://evil.example","x")',
  "x; @SUM(A1)",
  "a\n=1",
  "a\r\n+1",
  "a\t-1+1",
  "a|=1",
  '"=1"',
  "   =1",
  "＝1+2",
  "name;\"=cmd|' /C calc'!A0\"",
];

describe("toCsvField", () => {
  it.each(HOSTILE)("leaves no cell a spreadsheet would evaluate, whatever the separator: %j", (value) => {
    const csv = toCsv(["name", "email"], [[value, "x@example.com"]]);
    const line = csv.split("\r\n")[1] ?? "";
    for (const separator of [",", ";", "\t", "|"]) {
      for (const cell of [...readCells(line, separator), ...splitNaively(line, separator)]) {
        expect(cell, `separator ${JSON.stringify(separator)} in ${JSON.stringify(line)}`).not.toMatch(
          FORMULA,
        );
      }
    }
  });

  it("keeps ordinary text as it is, and quotes what a separator would split", () => {
    expect(toCsvField("Jane Doe")).toBe("Jane Doe");
    expect(toCsvField("Smith-Jones")).toBe("Smith-Jones");
    expect(toCsvField("Doe, Jane")).toBe('"Doe, Jane"');
    expect(toCsvField("Doe; Jane")).toBe('"Doe; Jane"');
    expect(toCsvField(-12.5)).toBe("-12.5");
    expect(toCsvField(null)).toBe("");
  });

  it("keeps a guarded cell readable: the apostrophe is the only change", () => {
    expect(readCells(toCsvField("A;=1+2"), ",")).toEqual(["A;'=1+2"]);
    expect(readCells(toCsvField("=1+2"), ";")).toEqual(["'=1+2"]);
  });
});
