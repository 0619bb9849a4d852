import { titleKind } from "../extraction/engine/find/document-kind.ts";
import { fold } from "../extraction/engine/read/fold.ts";

/** The top part of a page where a document says what it is. */
const HEADING_SHARE = 0.35;

/**
 * Whether a page calls itself an invoice near its top: a line in its top part whose first document word is an
 * invoice word. A receipt, a reminder or a report may name an invoice lower down ("Payment for invoice IN-1"),
 * never as its heading. `lines` are the reader's "x,y: text" lines of page 1.
 */
export function headedAsInvoice(lines: readonly string[]): boolean {
  const parsed = lines.flatMap((line) => {
    const match = /^-?\d+,(-?\d+): (.*)$/.exec(line);
    return match ? [{ y: Number(match[1]), text: match[2] ?? "" }] : [];
  });
  if (parsed.length === 0) return false;
  const top = Math.max(...parsed.map((l) => l.y));
  const span = Math.max(1, top - Math.min(...parsed.map((l) => l.y)));
  const heading = parsed.filter((l) => (top - l.y) / span <= HEADING_SHARE);
  const kinds = heading.map((l) => titleKind(fold(l.text)));
  return kinds.includes("invoice") && !kinds.includes("not_an_invoice");
}
