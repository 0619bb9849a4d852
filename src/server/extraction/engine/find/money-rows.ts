import { MINOR_UNIT_WORDS, type MoneyRole } from "../lexicon/labels.ts";
import { OPEN_END } from "../lexicon/text-words.ts";
import type { AmountToken, NumberConvention } from "../read/amounts.ts";
import { ISO_CODES, type LocalSymbols } from "../read/currency.ts";
import { pageAmounts } from "../read/page-amounts.ts";
import { isDayOfMonth } from "./day-of-month.ts";
import { keyTokens, type LabelMatch, matchLabels, moneyHead, wordsBefore } from "./label-match.ts";
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

// Eight or more digits with no grouping, no decimals and no currency are an id (an account number printed to the
// right of a heading: "Charges summary   276925208888"), never an amount.
const isBareId = (a: AmountToken) => !a.hasDecimals && a.currency === null && /^\d{8,}$/.test(a.raw.trim());

function amountsIn(text: string, convention: NumberConvention, dollar: string | LocalSymbols): AmountToken[] {
  return pageAmounts(text, convention, dollar).filter((a) => !isBareId(a));
}

function labelCodes(text: string): string[] {
  return (text.match(/\b[A-Z]{3}\b/g) ?? []).filter((code) => ISO_CODES.has(code));
}

const MINOR_UNITS = new Set(MINOR_UNIT_WORDS);

const plausible = (a: AmountToken) => a.hasDecimals || a.currency !== null;

const CURRENCY_ONLY = /^(?:[A-Z]{3}|US\$|CA\$|C\$|A\$|AU\$|R\$|[$€£¥₹])$/;

/**
 * The amounts printed for a label on its own line: after it in its segment, then in the segments to its right
 * up to the next label ("Subtotal 100.00   Tax 19.00", "-22,36 €   IBAN: FR76 ..."). A currency printed in
 * a cell of its own belongs to the amount next to it ("EUR   1,099,308.04", "1,099,308.04   EUR").
 */
function rowAmounts(
  index: PageIndex,
  label: IndexedSegment,
  labelEnd: number,
  convention: NumberConvention,
  dollar: string | LocalSymbols,
): RowAmount[] {
  const out: RowAmount[] = amountsIn(label.segment.text.slice(labelEnd), convention, dollar).map((token) => ({
    token: { ...token, start: token.start + labelEnd, end: token.end + labelEnd },
    segment: label,
  }));
  let pending: string | null = null;
  const right = rightOf(index, label);
  for (const [i, segment] of right.entries()) {
    if ((segment.money && segment.money.first === 0) || (segment.text && segment.text.first === 0)) break;
    const text = segment.segment.text.trim();
    if (CURRENCY_ONLY.test(text)) {
      // "1,099.00   EUR": a currency cell belongs to the amount it is nearer to, before or after it.
      const before = out.at(-1);
      const after = right[i + 1];
      const gapBefore = before ? segment.segment.x0 - before.segment.segment.x1 : Number.POSITIVE_INFINITY;
      const gapAfter = after ? after.segment.x0 - segment.segment.x1 : Number.POSITIVE_INFINITY;
      if (
        before &&
        before.segment === right[i - 1] &&
        before.token.currency === null &&
        gapBefore < gapAfter
      ) {
        const code = amountsIn(`${before.token.raw.trim()} ${text}`, convention, dollar)[0]?.currency ?? null;
        for (const amount of out)
          if (amount.segment === before.segment) amount.token = { ...amount.token, currency: code };
      } else {
        pending = text;
      }
      continue;
    }
    const found = amountsIn(text, convention, dollar);
    // Words of their own after the row's amount start the next column's row ("Bon d'achat   -€5,64   Règlement
    // reçu, merci   -€13,34"): the amounts after them are not this label's.
    if (out.length > 0 && found.length === 0 && /\p{L}{3,}/u.test(text.replace(/\b[A-Z]{3}\b/g, ""))) break;
    for (const token of found) {
      const carried =
        pending && token.currency === null
          ? amountsIn(`${pending} ${token.raw.trim()}`, convention, dollar)[0]
          : null;
      out.push({ token: carried ? { ...token, currency: carried.currency } : token, segment });
    }
    pending = null;
  }
  return out;
}

function valuesFor(
  index: PageIndex,
  label: IndexedSegment,
  labelEnd: number,
  convention: NumberConvention,
  dollar: string | LocalSymbols,
  sameLineOnly: boolean,
): RowAmount[] {
  const sameLine = rowAmounts(index, label, labelEnd, convention, dollar);
  if (sameLine.length > 0 || sameLineOnly) return sameLine;
  // Values under labels: a header row of labels ("Subtotal | Tax | Total") or a label ending in a colon.
  const labelsOnLine = (index.byLine[label.line.index] ?? []).filter(
    (s) => s.money && s.money.role !== "ignore",
  ).length;
  if (labelsOnLine < 2 && !/:\s*$/.test(label.segment.text)) return [];
  // Under a header row of labels the values may sit below a header that wraps over several lines.
  const under = labelsOnLine >= 2 ? below(index, label, 5, 7) : below(index, label);
  for (const segment of under) {
    if (segment.money && segment.money.role !== "ignore") break;
    const found = amountsIn(segment.segment.text, convention, dollar)
      .filter(plausible)
      .map((token) => ({ token, segment }));
    if (found.length > 0) return found;
    // A wrapped label's second line: the amount is to its right.
    const continued = rightOf(index, segment).flatMap((s) =>
      amountsIn(s.segment.text, convention, dollar)
        .filter(plausible)
        .map((token) => ({ token, segment: s })),
    );
    if (continued.length > 0) return continued;
  }
  return [];
}

function hasAmount(
  segment: IndexedSegment,
  index: PageIndex,
  convention: NumberConvention,
  dollar: string | LocalSymbols,
): boolean {
  return [segment, ...rightOf(index, segment)].some((s) =>
    amountsIn(s.segment.text, convention, dollar).some(plausible),
  );
}

function joinedMatch(
  first: IndexedSegment,
  second: IndexedSegment,
): { match: LabelMatch; text: string } | null {
  const text = `${first.segment.text} ${second.segment.text}`;
  const tokens = keyTokens(text);
  const match = moneyHead(matchLabels(tokens), tokens);
  return match && match.end > first.segment.text.length ? { match, text } : null;
}

function unbalanced(text: string): boolean {
  return (
    (text.match(/\(/g)?.length ?? 0) > (text.match(/\)/g)?.length ?? 0) ||
    /[,/&-]\s*$/.test(text) ||
    OPEN_END.test(text)
  );
}

/**
 * A label wrapped over the next lines ("Net Charges (After" / "Credits/Discounts, excl." / "Tax)   93.60"): the
 * continuation segments under it, and the amounts beside the last of them.
 */
function continuation(
  index: PageIndex,
  label: IndexedSegment,
  convention: NumberConvention,
  dollar: string | LocalSymbols,
): { parts: IndexedSegment[]; amounts: RowAmount[] } | null {
  const labelsOnLine = (index.byLine[label.line.index] ?? []).filter(
    (s) => s.money && s.money.first === 0,
  ).length;
  if (labelsOnLine > 1) return null;
  let text = label.segment.text;
  const parts: IndexedSegment[] = [];
  let current = label;
  // Up to five lines: a bilingual label wraps twice as often ("Net Charges (After" ... "crédits/remises, taxes" / "exclues)").
  for (let step = 0; step < 5; step++) {
    const next = below(index, current, 1).find(
      (s) => Math.abs(s.segment.x0 - label.segment.x0) < label.segment.size * 3,
    );
    // The next line continues the label when the label is visibly open ("(After", "excl.,") or when the next
    // line starts no label of its own ("Savings Plans for AWS" / "Compute usage   -333.16").
    if (!next || next.text?.first === 0) return null;
    // A cell holding only an amount is a value under its label (a grid), not the label's second line.
    if (!/\p{L}{3,}/u.test(next.segment.text.replace(/\b[A-Z]{3}\b/g, ""))) return null;
    const open = unbalanced(text);
    const heading = label.segment.size > index.page.medianSize * 1.3;
    if (!open && (heading || (next.money && next.money.first === 0) || next.segment.words.length > 4))
      return null;
    parts.push(next);
    text += ` ${next.segment.text}`;
    const amounts = rowAmounts(index, next, 0, convention, dollar);
    if (amounts.length > 0 && !unbalanced(text)) return { parts, amounts };
    if (amounts.length > 0) return null;
    current = next;
  }
  return null;
}

/**
 * Amounts a table cell centres vertically beside a label that wraps, or a footnote mark pushes off the label's
 * baseline: a line of nothing but amounts, right of the label, less than a line height above or below it (rows of
 * a table are at least a line height apart). The label's wrapped second line, if any, comes with it and is not read
 * as a row of its own.
 */
function offBaseline(
  index: PageIndex,
  label: IndexedSegment,
  convention: NumberConvention,
  dollar: string | LocalSymbols,
): { amounts: RowAmount[]; rest: IndexedSegment | null } | null {
  if (rightOf(index, label).length > 0) return null;
  const { y, size, x0, x1 } = label.segment;
  for (const step of [1, -1]) {
    const line = index.page.lines[label.line.index + step];
    const cells = index.byLine[label.line.index + step] ?? [];
    if (!line || Math.abs(line.y - y) >= size * 0.8 || cells.length === 0) continue;
    if (!cells.every((c) => c.segment.x0 > x1 && !c.money && !c.text)) continue;
    const amounts = cells.flatMap((c) =>
      amountsIn(c.segment.text, convention, dollar)
        .filter(plausible)
        .map((token) => ({ token, segment: c })),
    );
    if (amounts.length === 0) continue;
    const offset = y - line.y;
    // The label is itself the second line of one centred against the amount: the first line has it.
    const firstHalf = (index.byLine[label.line.index + 2 * step] ?? []).some(
      (s) => Math.abs(s.segment.x0 - x0) < size * 1.5 && Math.abs(s.segment.y - y + 2 * offset) < size * 0.35,
    );
    if (step === -1 && firstHalf) continue;
    // A two-line label centred against its amount: the second line is as far under the amount as the first is
    // above it.
    const rest =
      step === 1
        ? ((index.byLine[label.line.index + 2] ?? []).find(
            (s) =>
              Math.abs(s.segment.x0 - x0) < size * 1.5 &&
              Math.abs(y - s.segment.y - 2 * offset) < size * 0.35 &&
              /\p{L}{3,}/u.test(s.segment.text),
          ) ?? null)
        : null;
    return { amounts, rest };
  }
  return null;
}

// A tax registration number right after a label: letters and at least six digits in one word ("IE8256796U",
// "EU528002224", "DE 123456789" is not one word and stays an amount line only if it has decimals), or a country
// code and groups of digits without decimals ("GB 194 2283 71", "FR 61 528 441 905").
const TAX_ID =
  /^[\s:#.-]*(?:(?:no|nr|id|number|reg)\.?[\s:#]*)?(?:(?=[A-Z0-9]*\d)(?=(?:[A-Z]*\d){6})[A-Z]{1,3}[A-Z0-9]{5,}\b|[A-Z]{2}\s?(?=(?:\s?\d){8})\d{2,4}(?:\s\d{2,4}){1,4}(?![\d.,]))/i;

// A money word inside a longer text label ("Credit Note Number", "Invoice date") is not a money row.
function textLabelWins(segment: IndexedSegment): boolean {
  const money = segment.money;
  const text = segment.text;
  if (!money || !text) return false;
  return text.first <= money.first && text.words > money.words && text.role !== "period";
}

/**
 * Whole units and minor units printed in two columns ("Beskrivelse   kr   øre" over "Gebyrer   12 480   50"): a
 * page whose column heads name the minor unit (`MINOR_UNIT_WORDS`) writes each amount as its whole number and the
 * two-digit number in the next cell, which together are one amount (12 480,50), never two.
 */
function hasMinorUnitColumn(index: PageIndex): boolean {
  return index.segments.some((s) =>
    MINOR_UNITS.has(
      keyTokens(s.segment.text)
        .map((t) => t.word)
        .join(" "),
    ),
  );
}

function joinMinorUnits(amounts: RowAmount[]): RowAmount[] {
  const out: RowAmount[] = [];
  for (let i = 0; i < amounts.length; i++) {
    const whole = amounts[i] as RowAmount;
    const minor = amounts[i + 1];
    if (
      minor &&
      !whole.token.hasDecimals &&
      !minor.token.negative &&
      /^\d{2}$/.test(minor.token.raw.trim())
    ) {
      const value = whole.token.value + minor.token.value / 100;
      out.push({
        ...whole,
        token: {
          ...whole.token,
          value,
          hasDecimals: true,
          raw: `${whole.token.raw.trim()},${minor.token.raw.trim()}`,
        },
      });
      i++;
    } else out.push(whole);
  }
  return out;
}

/**
 * A total row of a table with one amount per column ("Total   2,318.40   96.10   2,222.30" under "Charges |
 * Credits Applied | Amount", "合计   ¥60206.00   ¥3612.36" under "金额 | 税额"): each amount is read under the role of
 * the column head above it. Amounts under a head with no money role keep the row's role (a total's is then its
 * subtotal); the row is returned unchanged when the heads do not name at least one other role.
 */
function splitByColumnHeads(index: PageIndex, row: MoneyRow): MoneyRow[] {
  if (row.wrapped || row.amounts.length < 2) return [row];
  if (row.role !== "due" && row.role !== "subtotal" && row.role !== "charges") return [row];
  const line = row.label.line.index;
  if (!row.amounts.every((a) => a.segment.line.index === line && a.segment !== row.label)) return [row];
  for (let up = line - 1; up >= Math.max(0, line - 12); up--) {
    const heads = index.byLine[up] ?? [];
    // Column heads are words: a line with figures is another row of the table.
    if (heads.length < 3 || heads.some((h) => /\d/.test(h.segment.text))) continue;
    const headOf = (a: RowAmount) =>
      heads.find(
        (h) =>
          h.segment.x0 < a.segment.segment.x1 + h.segment.size &&
          h.segment.x1 > a.segment.segment.x0 - h.segment.size,
      );
    const found = row.amounts.map(headOf);
    if (found.some((h) => !h) || new Set(found).size !== found.length) continue;
    const roles = found.map((h) =>
      h?.money && h.money.role !== "ignore" ? (h.money.role as MoneyRole) : null,
    );
    if (!roles.some((r) => r !== null && r !== row.role)) return [row];
    return row.amounts.map((amount, i) => ({
      ...row,
      // Beside a tax or deduction column, a total row's plain amount is before tax: a subtotal, not the amount due.
      role: roles[i] ?? (row.role === "due" ? "subtotal" : row.role),
      labelText: `${row.labelText} (${found[i]?.segment.text.trim()})`,
      amounts: [amount],
    }));
  }
  return [row];
}

/** Every labelled money row on the page, with its amounts (any currency; the caller filters). */
export function findMoneyRows(
  index: PageIndex,
  convention: NumberConvention,
  dollar: string | LocalSymbols,
): MoneyRow[] {
  const rows: MoneyRow[] = [];
  const consumed = new Set<IndexedSegment>();
  const minorColumn = hasMinorUnitColumn(index);
  for (const segment of index.segments) {
    if (consumed.has(segment)) continue;
    let match = segment.money;
    let labelText = segment.segment.text;
    let wrapped: IndexedSegment | null = null;
    if (match && textLabelWins(segment)) continue;
    const top = above(index, segment);
    // The tail of a label left open on the line above, whose amount is beside that first line ("Net Charges
    // (After   3.96" over "Credits/Discounts, excl. Tax)"): not a row of its own.
    if (
      top?.money &&
      unbalanced(top.segment.text.replace(/\s*[-(]?[$€£¥₹]?\s*[\d.,\s]+\)?\s*$/, "")) &&
      hasAmount(top, index, convention, dollar) &&
      !hasAmount(segment, index, convention, dollar)
    ) {
      consumed.add(segment);
      continue;
    }
    // The first line of a wrapped label has no amount of its own: "AWS services   A$1,100.00" over "Total" is a
    // row, not the start of a label "AWS services Total".
    const joined = top && !top.money && top.segment.text.length < 60 ? joinedMatch(top, segment) : null;
    if (
      top &&
      joined &&
      (!match || joined.match.first < keyTokens(top.segment.text).length) &&
      !hasAmount(top, index, convention, dollar)
    ) {
      // A label wrapped over two lines, the amount beside its second line ("Spend-based committed" / "use discount").
      match = { ...joined.match, start: 0, end: 0 };
      labelText = joined.text;
      wrapped = top;
    }
    if (!match && !wrapped) {
      // A label wrapped over two lines, the amount beside its FIRST line ("Spend-based committed   (1.09)" over
      // "use discount"): the phrase must run across the break, and the second line carry no amount.
      const under = below(index, segment, 1).find(
        (o) => Math.abs(o.segment.x0 - segment.segment.x0) < segment.segment.size * 1.5,
      );
      const across =
        under &&
        !consumed.has(under) &&
        under.segment.text.length < 60 &&
        !hasAmount(under, index, convention, dollar)
          ? joinedMatch(segment, under)
          : null;
      if (under && across && across.match.start < segment.segment.text.length) {
        match = { ...across.match, start: 0, end: segment.segment.text.length };
        labelText = across.text;
        consumed.add(under);
      }
    }
    if (!match) continue;
    // A rate printed first is part of the label ("8.875% State sales tax"), not words before it.
    const rate = wrapped ? "" : (segment.segment.text.match(/^\s*\d+(?:[.,]\d+)?\s*%/)?.[0] ?? "");
    // Words before the label, a run of CJK or Hangul counting as one word as a space-separated word does
    // ("약정 사용 할인": two words before "할인", not four syllables).
    const leading = wrapped
      ? match.first
      : wordsBefore(segment.segment.text.slice(rate.length), match.start - rate.length);
    if (leading > 3) continue;
    const labelEnd = wrapped ? 0 : match.end;
    // "VAT: IE8256796U   €3,076.21": a tax label followed by a registration number is the seller's tax id, and
    // the amount beside it belongs to another row (a total printed in the header).
    if (match.role === "tax" && !wrapped && TAX_ID.test(segment.segment.text.slice(labelEnd))) continue;
    // The label must come first in its segment: "Amazon EC2 ... 12.00 Charges" is not a row of this kind.
    // A rate before it is part of the label ("8.875% State sales tax").
    const before = segment.segment.text
      .slice(0, wrapped ? 0 : match.start)
      .replace(/\d+(?:[.,]\d+)?\s*%/g, "");
    if (amountsIn(before, convention, dollar).some((a) => a.hasDecimals)) continue;
    let amounts = valuesFor(index, segment, labelEnd, convention, dollar, true);
    if (amounts.length === 0) {
      const more = continuation(index, segment, convention, dollar);
      if (more) {
        for (const part of more.parts) consumed.add(part);
        labelText = [segment.segment.text, ...more.parts.map((p) => p.segment.text)].join(" ");
        amounts = more.amounts;
      } else {
        amounts = valuesFor(index, segment, labelEnd, convention, dollar, false);
      }
    }
    if (amounts.length === 0) {
      const beside = offBaseline(index, segment, convention, dollar);
      if (beside) {
        if (beside.rest) {
          consumed.add(beside.rest);
          labelText = `${segment.segment.text} ${beside.rest.segment.text}`;
        }
        amounts = beside.amounts;
      }
    }
    // A sentence with a date or period in it ("This VAT Invoice is for the billing period August 1 - August 31,
    // 2024") prints days, not amounts: without another amount it is no money row.
    amounts = amounts.filter((a) => !isDayOfMonth(a.token, a.segment.segment.text));
    if (amounts.length === 0) continue;
    if (minorColumn) amounts = joinMinorUnits(amounts);
    const row: MoneyRow = {
      role: match.role as MoneyRole,
      weight: match.weight - match.first * 0.3,
      label: segment,
      labelText: labelText.trim(),
      wrapped,
      amounts,
      labelCodes: labelCodes(labelText),
      line: segment.line.index,
    };
    rows.push(...splitByColumnHeads(index, row));
  }
  return rows;
}
