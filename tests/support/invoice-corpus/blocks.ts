// Page pieces shared by the layouts: summary rows, meta pairs, item tables, notes, footers.
import type { Content } from "./document.ts";
import { textWidth } from "./metrics.ts";
import { PAGE, type Sheet, wrap } from "./sheet.ts";

const LINE = 12;

export function label(text: string, colon: boolean): string {
  return colon && !/[:.]$/.test(text) ? `${text}:` : text;
}

/** Label/value pairs: value right-aligned at `valueRight`, or left-aligned at `valueX`, or joined into one run. */
export function metaPairs(
  sheet: Sheet,
  c: Content,
  fields: Array<{ label: string; value: string }>,
  x: number,
  y: number,
  place: { valueRight?: number; valueX?: number },
  size = 9,
): number {
  for (const field of fields) {
    const name = label(field.label, true);
    const valueStart = place.valueX ?? (place.valueRight ?? PAGE.right) - textWidth(field.value, size);
    const joinedFits = x + textWidth(`${name} ${field.value}`, size) < (place.valueRight ?? PAGE.right);
    const fits = x + textWidth(name, size) + 6 < valueStart;
    if (c.joined && joinedFits) sheet.text(x, y, `${name} ${field.value}`, { size });
    else {
      sheet.text(x, y, name, { size });
      // A value that does not fit beside its label goes under it, as real invoices do.
      if (!fits) y -= LINE;
      if (place.valueX !== undefined && fits) sheet.text(place.valueX, y, field.value, { size });
      else sheet.right(place.valueRight ?? PAGE.right, y, field.value, { size });
    }
    y -= LINE;
  }
  return y;
}

/** Label above value, in a grid of `columns` cells across the page. */
export function metaGrid(sheet: Sheet, fields: Array<{ label: string; value: string }>, y: number): number {
  const widest = Math.max(...fields.map((f) => Math.max(textWidth(f.value, 9), textWidth(f.label, 7.5))));
  const columns = Math.max(2, Math.min(4, Math.floor((PAGE.right - PAGE.left) / (widest + 12))));
  const width = (PAGE.right - PAGE.left) / columns;
  fields.forEach((field, i) => {
    const col = i % columns;
    const rowY = y - Math.floor(i / columns) * 30;
    sheet.text(PAGE.left + col * width, rowY, field.label, { size: 7.5 });
    sheet.text(PAGE.left + col * width, rowY - 11, field.value, { size: 9 });
  });
  return y - Math.ceil(fields.length / columns) * 30;
}

export function lines(
  sheet: Sheet,
  texts: string[],
  x: number,
  y: number,
  size = 8.5,
  right = false,
): number {
  for (const text of texts) {
    if (right) sheet.right(x, y, text, { size });
    else sheet.text(x, y, text, { size });
    y -= size + 3;
  }
  return y;
}

/** Summary rows: label at labelX (wrapped to labelWidth), amount right-aligned at PAGE.right (two columns when set). */
export function summaryRows(
  sheet: Sheet,
  c: Content,
  y: number,
  labelX: number,
  labelWidth: number,
  size = 9,
  right: number = PAGE.right,
): number {
  const invoiceFirst = !c.columnHeads || c.columnHeads[0] === c.money.currency;
  const colA = right - 100;
  if (c.columnHeads) {
    sheet.right(colA, y, c.columnHeads[0], { size: 8 });
    sheet.right(right, y, c.columnHeads[1], { size: 8 });
    y -= LINE;
  }
  const amountStart = Math.min(
    ...c.rows.map((row) =>
      c.columnHeads && row.second
        ? colA - Math.max(textWidth(row.text, size + 1), textWidth(row.second, size + 1))
        : right - textWidth(row.text, size + 1),
    ),
  );
  const codeX = amountStart - 14;
  const room = Math.min(labelWidth, (c.codeColumn ? codeX - 30 : amountStart) - labelX - 10);
  const width = c.wrapLabels ? Math.min(room, 130) : room;
  for (const row of c.rows) {
    const x = labelX + (row.indent ? 12 : 0);
    const parts =
      textWidth(row.label, size + 1) > width - (row.indent ? 12 : 0)
        ? wrap(row.label, width - 14, size + 1)
        : [row.label];
    if (parts.length > 1 && !c.features.includes("wrapped-labels")) c.features.push("wrapped-labels");
    const anchor = c.wrapAnchor === "first" ? 0 : parts.length - 1;
    const rowSize = row.role === "total" ? size + 1 : size;
    parts.forEach((part, i) => {
      sheet.text(x, y - i * (LINE - 1), part, { size: rowSize });
    });
    const amountY = y - anchor * (LINE - 1);
    if (c.columnHeads && row.second) {
      const [first, second] = invoiceFirst ? [row.text, row.second] : [row.second, row.text];
      sheet.amount(colA, amountY, first, rowSize);
      sheet.amount(right, amountY, second, rowSize);
    } else if (c.codeColumn && row.text.startsWith(`${c.money.currency} `)) {
      sheet.text(codeX, amountY, c.money.currency, { size: rowSize });
      sheet.amount(right, amountY, row.text.slice(c.money.currency.length + 1), rowSize);
    } else sheet.amount(right, amountY, row.text, rowSize);
    y -= parts.length * (LINE - 1) + 2;
  }
  return y - 6;
}

/** The summary as columns: the row labels as column heads, the amounts on one line under them. */
export function summaryColumns(sheet: Sheet, c: Content, y: number): number {
  const rows = c.rows;
  const width = (PAGE.right - PAGE.left) / rows.length;
  let deepest = 0;
  rows.forEach((row, i) => {
    const right = PAGE.left + (i + 1) * width - 4;
    const parts = wrap(row.label, width - 8, 7.5);
    if (parts.length > 1 && !c.features.includes("wrapped-labels")) c.features.push("wrapped-labels");
    deepest = Math.max(deepest, parts.length);
    parts.forEach((part, j) => {
      sheet.right(right, y - j * 9, part, { size: 7.5 });
    });
  });
  const valueY = y - deepest * 9 - 4;
  rows.forEach((row, i) => {
    const right = PAGE.left + (i + 1) * width - 4;
    sheet.amount(right, valueY, row.text, row.text.length > 14 ? 7.5 : 8.5);
  });
  return valueY - 20;
}

export function itemTable(sheet: Sheet, c: Content, y: number, withUnits: boolean): number {
  sheet.text(PAGE.left, y, c.itemHeads.description, { size: 8 });
  if (withUnits) {
    sheet.right(380, y, c.itemHeads.quantity, { size: 8 });
    sheet.right(460, y, c.itemHeads.unitPrice, { size: 8 });
  }
  sheet.right(PAGE.right, y, c.itemHeads.amount, { size: 8 });
  y -= LINE + 2;
  c.items.forEach((item, i) => {
    sheet.text(PAGE.left, y, withUnits ? `${i + 1}  ${item.description}` : item.description, { size: 8.5 });
    if (withUnits) {
      sheet.right(380, y, item.quantity, { size: 8.5 });
      if (item.unitPrice) sheet.right(460, y, item.unitPrice, { size: 8.5 });
    }
    sheet.amount(PAGE.right, y, item.amount, 8.5);
    y -= LINE;
  });
  return y - 8;
}

/** Distractor and information blocks: label at x, value (if any) right-aligned at PAGE.right. */
export function notes(sheet: Sheet, c: Content, y: number, x = PAGE.left, skip: string[] = []): number {
  for (const note of c.notes) {
    if (skip.includes(note.kind)) continue;
    for (const [text, value] of note.lines) {
      const room = PAGE.right - x - (value ? textWidth(value, 8) + 12 : 0);
      const parts = textWidth(text, 8) > room ? wrap(text, room, 8) : [text];
      parts.forEach((part, i) => {
        sheet.text(x, y - i * (LINE - 1), part, { size: 8 });
      });
      if (value) sheet.right(PAGE.right, y, value, { size: 8 });
      y -= parts.length * (LINE - 1);
    }
    y -= 4;
  }
  return y;
}

export function taxBreakdown(sheet: Sheet, c: Content, y: number): number {
  if (!c.taxBreakdown) return y;
  const cols = [300, 390, 480, PAGE.right];
  c.taxBreakdown.heads.forEach((head, i) => {
    sheet.right(cols[i] as number, y, head, { size: 7.5 });
  });
  y -= LINE - 2;
  for (const row of c.taxBreakdown.rows) {
    row.forEach((cell, i) => {
      sheet.right(cols[i] as number, y, cell, { size: 8 });
    });
    y -= LINE - 2;
  }
  return y - 6;
}

export function remittance(sheet: Sheet, c: Content, y: number): number {
  if (!c.remittance) return y;
  sheet.text(
    PAGE.left,
    y,
    "- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -",
    { size: 7 },
  );
  y -= LINE;
  for (const [name, value] of c.remittance) {
    sheet.text(PAGE.left, y, name, { size: 8 });
    if (value) sheet.text(Math.max(200, PAGE.left + textWidth(name, 8) + 12), y, value, { size: 8 });
    y -= LINE - 1;
  }
  return y - 4;
}

export function footer(sheet: Sheet, c: Content, columns: boolean): void {
  if (columns) {
    const thirds = [PAGE.left, 230, 420];
    const parts = [
      [c.seller.legalName, ...c.seller.address],
      [c.footer[1] ?? "", c.footer[2] ?? ""],
      c.seller.bank
        ? [c.seller.bank.name, `IBAN ${c.seller.bank.iban}`, `BIC ${c.seller.bank.bic}`]
        : [c.seller.domain],
    ];
    parts.forEach((part, i) => {
      let y = 70;
      for (const text of part) {
        for (const piece of wrap(text, 180, 6.5)) {
          sheet.text(thirds[i] as number, y, piece, { size: 6.5, footer: true });
          y -= 8;
        }
      }
    });
    sheet.right(PAGE.right, 28, c.footer[3] ?? "", { size: 7, footer: true });
    return;
  }
  let y = 62;
  for (const text of c.footer.slice(0, 3)) {
    sheet.text(PAGE.left, y, text, { size: 6.5, footer: true });
    y -= 9;
  }
  sheet.right(PAGE.right, 28, c.footer[3] ?? "", { size: 7, footer: true });
}
