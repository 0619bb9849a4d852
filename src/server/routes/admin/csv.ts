/**
 * Spreadsheet apps run a cell that starts with one of these as a formula (CSV injection); leading spaces and
 * quotes do not stop them.
 */
const FORMULA_START = /^[\s"]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;
/**
 * Where a spreadsheet may start a new cell or line inside our text: the list separator is `,` in English
 * locales but `;` in German, French or Dutch ones, and some apps split on tabs or `|`.
 */
const CELL_BREAK = /([,;\t|\r\n])/;

/**
 * Every piece of the text that a spreadsheet could read as a cell of its own (whichever separator it uses)
 * gets a leading apostrophe when it would start a formula. `A;=1+2` opened with `;` as separator would
 * otherwise make `=1+2` a live cell.
 */
function guardFormulas(value: string): string {
  return value
    .split(CELL_BREAK)
    .map((piece, index) => (index % 2 === 0 && FORMULA_START.test(piece) ? `'${piece}` : piece))
    .join("");
}

/**
 * One RFC 4180 field, guarded against formulas, and quoted whenever it holds a character that either
 * locale's separator, a quote, a line break or edge whitespace would split or change.
 */
export function toCsvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const guarded = guardFormulas(value);
  return /[",;\t|\r\n]|^\s|\s$/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** Rows to CSV text: CRLF line ends, and a byte-order mark so spreadsheet apps read UTF-8 names correctly. */
export function toCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
): string {
  const lines = [header, ...rows].map((row) => row.map(toCsvField).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** docs/product.md#screens date format for the results table: UTC 'YYYY-MM-DD HH:MM:SS'. */
export function toUtcDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace("T", " ");
}
