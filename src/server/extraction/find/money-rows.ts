import type { MoneyRole } from "../lexicon/labels.ts";
import { type AmountToken, findAmounts, type NumberConvention } from "../read/amounts.ts";
import { blankNonAmounts } from "../read/clean.ts";
import { ISO_CODES } from "../read/currency.ts";
import { headMatch, keyTokens, type LabelMatch, matchLabels } from "./label-match.ts";
import { above, below, type IndexedSegment, type PageIndex, rightOf } from "./page-index.ts";

export type RowAmount = { token: AmountToken; segment: IndexedSegment };

/** A labelled summary row: its role, where its label is, and every amount printed for it. */
export type MoneyRow = {
  role: MoneyRole;
  weight: number;
  label: IndexedSegment;
  /** The label as printed (joined with its wrapped line when it wraps). */
  labelText: string;
  /** Extra label segment when the label wraps onto a second line. */
  wrapped: IndexedSegment | null;
  amounts: RowAmount[];
  /** Other currency codes the label names ("VAT in KES"): a second-currency line. */
  labelCodes: string[];
  line: number;
};

function amountsIn(text: string, convention: NumberConvention, dollar: string): AmountToken[] {
  return findAmounts(blankNonAmounts(text), convention, dollar);
}

function labelCodes(text: string): string[] {
  return (text.match(/\b[A-Z]{3}\b/g) ?? []).filter((code) => ISO_CODES.has(code));
}

function valuesFor(
  index: PageIndex,
  label: IndexedSegment,
  labelEnd: number,
  convention: NumberConvention,
  dollar: string,
): RowAmount[] {
  const own = amountsIn(label.segment.text.slice(labelEnd), convention, dollar).map((token) => ({
    token: { ...token, start: token.start + labelEnd, end: token.end + labelEnd },
    segment: label,
  }));
  const right = rightOf(index, label).flatMap((segment) =>
    segment.money && segment.money.role !== "ignore" && segment.money.first === 0
      ? []
      : amountsIn(segment.segment.text, convention, dollar).map((token) => ({ token, segment })),
  );
  // Stop at the next label on the line: "Subtotal 100.00   Tax 19.00" holds two rows.
  const nextLabel = rightOf(index, label).find(
    (s) => s.money && s.money.role !== "ignore" && s.money.first === 0,
  );
  const sameLine = [...own, ...right].filter((a) => !nextLabel || a.segment.column < nextLabel.column);
  if (sameLine.length > 0) return sameLine;
  for (const segment of below(index, label)) {
    if (segment.money && segment.money.role !== "ignore") break;
    const found = amountsIn(segment.segment.text, convention, dollar).map((token) => ({ token, segment }));
    if (found.length > 0) return found;
    // A wrapped label's second line: the amount is to its right.
    const continued = rightOf(index, segment).flatMap((s) =>
      amountsIn(s.segment.text, convention, dollar).map((token) => ({ token, segment: s })),
    );
    if (continued.length > 0) return continued;
  }
  return [];
}

function joinedMatch(
  first: IndexedSegment,
  second: IndexedSegment,
): { match: LabelMatch; text: string } | null {
  const text = `${first.segment.text} ${second.segment.text}`;
  const match = headMatch(matchLabels(keyTokens(text)), "money");
  return match && match.end > first.segment.text.length ? { match, text } : null;
}

/** Every labelled money row on the page, with its amounts (any currency; the caller filters). */
export function findMoneyRows(index: PageIndex, convention: NumberConvention, dollar: string): MoneyRow[] {
  const rows: MoneyRow[] = [];
  for (const segment of index.segments) {
    let match = segment.money;
    let labelText = segment.segment.text;
    let wrapped: IndexedSegment | null = null;
    if (!match) {
      // A label wrapped over two lines, the amount beside its second line.
      const top = above(index, segment);
      const joined = top && !top.money ? joinedMatch(top, segment) : null;
      if (!joined || !top) continue;
      match = { ...joined.match, start: 0, end: 0 };
      labelText = joined.text;
      wrapped = top;
    }
    if (match.first > 3) continue;
    const labelEnd = wrapped ? 0 : match.end;
    // The label must come first in its segment: "Amazon EC2 ... 12.00 Charges" is not a row of this kind.
    const before = segment.segment.text.slice(0, wrapped ? 0 : match.start);
    if (amountsIn(before, convention, dollar).some((a) => a.hasDecimals)) continue;
    const amounts = valuesFor(index, segment, labelEnd, convention, dollar);
    if (amounts.length === 0) continue;
    rows.push({
      role: match.role as MoneyRole,
      weight: match.weight - match.first * 0.3,
      label: segment,
      labelText: labelText.trim(),
      wrapped,
      amounts,
      labelCodes: labelCodes(labelText),
      line: segment.line.index,
    });
  }
  return rows;
}
