const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

export type DateOrder = "mdy" | "dmy";

function monthIndex(name: string): number {
  const key = name.toLowerCase().slice(0, 3);
  const index = MONTHS.indexOf(key === "sept" ? "sep" : key);
  return index < 0 ? -1 : index + 1;
}

function iso(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > days) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function numeric(a: number, b: number, year: number, order: DateOrder): string | null {
  if (a > 12) return iso(year, b, a);
  if (b > 12) return iso(year, a, b);
  return order === "dmy" ? iso(year, b, a) : iso(year, a, b);
}

/**
 * The first date in `raw` as YYYY-MM-DD: "August 3 , 2014", "Jan 31, 2018", "3 August 2014", "15-MAR-2025",
 * "2026/08/01", "01.07.2026" (always day first), "03/15/2025". Slash dates that could be either way follow
 * `order`, the layout's convention (Azure month first, Hetzner day first).
 */
export function parseDate(raw: string, order: DateOrder = "mdy"): string | null {
  let m = raw.match(/\b([A-Za-z]{3,9})\.?\s+(\d{1,2})\s*,?\s*(\d{4})\b/);
  if (m && monthIndex(m[1] ?? "") > 0) return iso(Number(m[3]), monthIndex(m[1] ?? ""), Number(m[2]));
  m = raw.match(/\b(\d{1,2})[.\s-]+([A-Za-z]{3,9})\.?[\s,-]+(\d{4})\b/);
  if (m && monthIndex(m[2] ?? "") > 0) return iso(Number(m[3]), monthIndex(m[2] ?? ""), Number(m[1]));
  m = raw.match(/\b(\d{4})[/-](\d{1,2})[/-](\d{1,2})\b/);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = raw.match(/\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b/);
  if (m) return iso(Number(m[3]), Number(m[2]), Number(m[1]));
  m = raw.match(/\b(\d{1,2})[/-](\d{1,2})[/-](\d{4})\b/);
  if (m) return numeric(Number(m[1]), Number(m[2]), Number(m[3]), order);
  return null;
}
