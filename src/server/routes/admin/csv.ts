/** Spreadsheet apps run a cell that starts with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One RFC 4180 field: text that could start a formula gets a leading apostrophe, then quoting as needed. */
export function toCsvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** Rows to CSV text: CRLF line ends, and a byte-order mark so spreadsheet apps read UTF-8 names correctly. */
export function toCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
): string {
  const lines = [header, ...rows].map((row) => row.map(toCsvField).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** Spec §2 date format for the results table: UTC 'YYYY-MM-DD HH:MM:SS'. */
export function toUtcDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace("T", " ");
}
