// Page geometries. Each takes what the invoice says (Content) and places it; none knows the figures' meaning.
import {
  footer,
  itemTable,
  label,
  lines,
  metaGrid,
  metaPairs,
  notes,
  remittance,
  summaryColumns,
  summaryRows,
  taxBreakdown,
} from "./blocks.ts";
import type { Content } from "./document.ts";
import type { LayoutId } from "./model.ts";
import { overlaps } from "./overlaps.ts";
import { PAGE, type Run, Sheet } from "./sheet.ts";

const meta = (c: Content, without: string[] = []) =>
  c.meta.filter((m) => !without.includes(m.role)).map((m) => ({ label: m.label, value: m.value }));
const period = (c: Content) => ({ label: c.periodLabel, value: c.periodText });

/** AWS-like: brand and title on top; account and bill-to in one column, invoice meta in the other; summary rows. */
function splitHeader(c: Content): Sheet {
  const s = new Sheet();
  const rev = c.reversedHeader;
  const leftX = rev ? 330 : PAGE.left;
  const metaX = rev ? PAGE.left : 320;
  const metaRight = rev ? 290 : PAGE.right;
  s.text(PAGE.left, 770, c.seller.brand, { size: 14 });
  s.right(PAGE.right, 770, c.title, { size: 12 });
  let left = 745;
  if (c.seller.awsSummary) {
    s.text(
      metaX,
      752,
      `Email or talk to us about your account or bill, visit ${c.seller.domain}/contact-us/`,
      { size: 6.5 },
    );
  } else left = lines(s, c.sellerLines, leftX, 745, 7.5) - 6;
  const account = c.meta.find((m) => m.role === "account");
  if (account) {
    s.text(leftX, left, label(account.label, true), { size: 9 });
    s.text(leftX, left - 12, account.value, { size: 9 });
    left -= 32;
  }
  s.text(leftX, left, c.billToLabel, { size: 9 });
  left = lines(s, c.customerLines, leftX, left - 12, 8.5);
  let right = 730;
  if (c.seller.awsSummary) {
    s.text(metaX, right, c.summaryHeading, { size: 10 });
    right -= 14;
  }
  right = metaPairs(s, c, meta(c, ["account"]), metaX, right, { valueRight: metaRight });
  right -= 4;
  for (const total of c.headerTotals) {
    s.text(metaX, right, total.label, { size: 9 });
    s.amount(metaRight, right, total.text, 9);
    right -= 13;
  }
  let y = Math.min(left, right) - 14;
  s.text(PAGE.left, y, `${c.periodLabel} ${c.periodText}`, { size: 8.5 });
  y -= 24;
  s.text(PAGE.left, y, c.seller.awsSummary === "legacy" ? "Summary" : c.summaryHeading, { size: 10 });
  y -= 16;
  y = summaryRows(s, c, y, PAGE.left, 380);
  y = notes(s, c, y - 6);
  y = taxBreakdown(s, c, y);
  remittance(s, c, y);
  footer(s, c, false);
  return s;
}

/** Google-like: seller block top right, bill-to left and details right, an item table, totals in the right half. */
function detailsTable(c: Content): Sheet {
  const s = new Sheet();
  s.right(PAGE.right, 780, c.footer[3] ?? "", { size: 7, footer: true });
  s.text(PAGE.left, 765, c.seller.brand, { size: 14 });
  lines(s, c.sellerLines, 360, 762, 8);
  s.text(PAGE.left, 690, c.title, { size: 16 });
  s.text(PAGE.left, 665, c.billToLabel, { size: 9 });
  const left = lines(s, c.customerLines, PAGE.left, 652, 8.5);
  const right = metaPairs(s, c, meta(c), 300, 665, { valueX: 430 });
  let y = Math.min(left, right) - 12;
  s.text(PAGE.left, y, `${c.periodLabel} ${c.periodText}`, { size: 8.5 });
  y -= 20;
  y = itemTable(s, c, y, false);
  y = summaryRows(s, c, y, 300, 170);
  y = notes(s, c, y - 4);
  y = taxBreakdown(s, c, y);
  remittance(s, c, y - 10);
  footer(s, c, false);
  return s;
}

/** Microsoft-customer-agreement-like: meta as a grid of label-over-value cells, a big total, billing summary rows. */
function stacked(c: Content): Sheet {
  const s = new Sheet();
  s.text(PAGE.left, 770, c.seller.brand, { size: 16 });
  s.right(PAGE.right, 770, c.title, { size: 16 });
  lines(s, c.sellerLines, PAGE.left, 750, 7.5);
  const total = c.rows.find((row) => row.role === "total");
  if (total) {
    s.text(400, 735, total.label, { size: 9 });
    s.amount(PAGE.right, 716, total.text, 14);
  }
  let y = metaGrid(s, [...meta(c), period(c)], 680);
  s.text(PAGE.left, y, c.billToLabel, { size: 9 });
  y = lines(s, c.customerLines, PAGE.left, y - 12, 8.5) - 14;
  s.text(PAGE.left, y, c.summaryHeading, { size: 11 });
  y -= 18;
  y = summaryRows(s, c, y, PAGE.left, 300);
  y = notes(s, c, y - 4);
  y = taxBreakdown(s, c, y);
  remittance(s, c, y);
  footer(s, c, false);
  return s;
}

/** European business letter: sender line, recipient and meta block side by side, positions table, totals. */
function letter(c: Content): Sheet {
  const s = new Sheet();
  const rev = c.reversedHeader;
  s.text(PAGE.left, 782, `${c.seller.legalName} · ${c.seller.address.join(" · ")}`, { size: 6.5 });
  s.right(PAGE.right, 765, c.seller.brand, { size: 16 });
  lines(s, c.sellerLines.slice(1), PAGE.right, 748, 7.5, true);
  const recipient = lines(s, c.customerLines, rev ? 330 : PAGE.left, 700, 9);
  const metaY = metaPairs(s, c, [...meta(c), period(c)], rev ? PAGE.left : 330, 700, {
    valueRight: rev ? 300 : PAGE.right,
  });
  let y = Math.min(recipient, metaY) - 20;
  s.text(PAGE.left, y, c.title, { size: 14 });
  y -= 24;
  y = itemTable(s, c, y, true);
  y = summaryRows(s, c, y, 330, 150);
  y = taxBreakdown(s, c, y);
  y = notes(s, c, y - 4);
  remittance(s, c, y);
  footer(s, c, true);
  return s;
}

/** Oracle/IBM-like: meta grid, items, and the summary as a row of columns (labels as heads, amounts under them). */
function columns(c: Content): Sheet {
  const s = new Sheet();
  s.text(PAGE.left, 770, c.seller.brand, { size: 14 });
  s.right(PAGE.right, 770, c.title, { size: 16 });
  lines(s, c.sellerLines, PAGE.left, 752, 7.5);
  let y = metaGrid(s, [...meta(c), period(c)], 690);
  s.text(PAGE.left, y, c.billToLabel, { size: 9 });
  y = lines(s, c.customerLines, PAGE.left, y - 12, 8.5) - 12;
  y = itemTable(s, c, y, false);
  s.text(PAGE.left, y, c.summaryHeading, { size: 10 });
  y -= 16;
  y = c.rows.length <= 7 && !c.columnHeads ? summaryColumns(s, c, y) : summaryRows(s, c, y, PAGE.left, 380);
  y = notes(s, c, y);
  y = taxBreakdown(s, c, y);
  remittance(s, c, y);
  footer(s, c, false);
  return s;
}

/** Summary box in the left half, payment and account information beside it in the right half. */
function sideBySide(c: Content): Sheet {
  const s = new Sheet();
  s.text(PAGE.left, 770, c.title, { size: 18 });
  s.right(PAGE.right, 770, c.seller.brand, { size: 14 });
  lines(s, c.sellerLines, 360, 752, 7.5);
  let left = metaPairs(s, c, meta(c), PAGE.left, 740, { valueX: 150 });
  left -= 8;
  s.text(PAGE.left, left, c.billToLabel, { size: 9 });
  left = lines(s, c.customerLines, PAGE.left, left - 12, 8.5);
  let y = Math.min(left, 680) - 12;
  s.text(PAGE.left, y, `${c.periodLabel}: ${c.periodText}`, { size: 8.5 });
  y -= 22;
  y = itemTable(s, c, y, false);
  s.text(PAGE.left, y, c.summaryHeading, { size: 10 });
  s.text(330, y, c.remittance?.[0]?.[0] ?? c.billToLabel, { size: 10 });
  y -= 16;
  const summaryEnd = summaryRows(s, c, y, PAGE.left, 170, 9, 300);
  const notesEnd = notes(s, c, y, 330);
  y = Math.min(summaryEnd, notesEnd) - 6;
  y = taxBreakdown(s, c, y);
  remittance(s, c, y);
  footer(s, c, false);
  return s;
}

const LAYOUTS: Record<LayoutId, (c: Content) => Sheet> = {
  "side-by-side": sideBySide,
  "split-header": splitHeader,
  "details-table": detailsTable,
  stacked,
  letter,
  columns,
};

/** The layouts that print the item table (the service rows); the others show the summary only. */
export const ITEM_LAYOUTS: ReadonlySet<LayoutId> = new Set([
  "details-table",
  "letter",
  "columns",
  "side-by-side",
]);

export function layOut(c: Content): Run[] {
  const runs = LAYOUTS[c.layout](c).runs;
  const lowest = Math.min(...runs.filter((r) => !r.footer).map((r) => r.y));
  if (lowest < 82) throw new PageOverflowError(`${c.layout} content reaches y=${lowest}`);
  const clash = overlaps(runs)[0];
  if (clash) throw new PageOverflowError(`${c.layout}: "${clash[0].text}" overlaps "${clash[1].text}"`);
  return runs;
}

export class PageOverflowError extends Error {}
