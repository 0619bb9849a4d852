import { findIndex } from "./lines.ts";

const ACCOUNT_LABEL = /Account (?:number|no\.?|ID)\b[^:]*:/i;
const ACCOUNT_ID = /(?:^|\s)(\d{4}-?\d{4}-?\d{4})(?=\s|$)/;

/**
 * AWS prints the 12-digit account id after "Account number:" on the same line or, in its left column,
 * on one of the next lines (the right column shares those lines).
 */
export function findAwsAccount(lines: string[]): string | null {
  const start = findIndex(lines, ACCOUNT_LABEL);
  if (start < 0) return null;
  const sameLine = (lines[start] ?? "").split(ACCOUNT_LABEL)[1] ?? "";
  const inline = sameLine.match(/^\s*(\d{4}-?\d{4}-?\d{4})\b/);
  if (inline?.[1]) return inline[1];
  for (const line of lines.slice(start + 1, start + 4)) {
    const match =
      line.match(/^(\d{4}-?\d{4}-?\d{4})\b/) ?? (/Invoice/i.test(line) ? null : line.match(ACCOUNT_ID));
    if (match?.[1]) return match[1];
  }
  return null;
}
