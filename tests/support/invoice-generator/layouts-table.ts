import { type Figures, type Generated, orNull, totalsOf } from "./model.ts";
import { type MoneyStyle, money, Page } from "./page.ts";

/** Header, item and totals wording of one "items table, then totals" provider. */
export type TableStyle = {
  provider: string;
  seller: string[];
  fields: Array<[string, string]>;
  header: Array<[number, string]>;
  /** Cells printed between the description and the amount ("Jan 1 - Jan 31", "744"). */
  middle: Array<[number, string]>;
  position?: boolean;
  money: MoneyStyle;
  /** Subtotal printed after credits (net) or before them (charges), with the totals rows' labels. */
  subtotalIsNet: boolean;
  labels: { subtotal: string; tax: string; due: string; credits: string; discount: string };
  /** Long descriptions continue on a second line. */
  wrapItem?: boolean;
  stub?: Array<[number, string]>;
};

export type TableIds = { account: string | null; invoiceNumber: string; invoiceDate: string };

export function tableInvoice(figures: Figures, s: TableStyle, ids: TableIds): Generated {
  const t = totalsOf(figures);
  const cur = figures.currency;
  const fmt = (value: number) => money(value, cur, s.money);
  const p = new Page();
  for (const text of s.seller) p.line([40, text]);
  p.gap();
  for (const [label, value] of s.fields) p.line([330, label], [450, label === "Currency:" ? cur : value]);
  p.gap().line(...s.header);
  figures.items.forEach((item, index) => {
    const wrap = s.wrapItem && item.description.length > 30;
    const first = wrap ? item.description.slice(0, item.description.lastIndexOf(" ", 30)) : item.description;
    const descX = s.position ? 80 : 40;
    const lead: Array<[number, string]> = s.position ? [[40, String(index + 1)]] : [];
    p.row(item.description, cur, item.amount, ...lead, [descX, first], ...s.middle, [480, fmt(item.amount)]);
    if (wrap) p.line([descX, item.description.slice(first.length + 1)]);
  });
  const adjustments: Array<[string, number]> = [
    [s.labels.credits, figures.credits],
    [s.labels.discount, figures.discount],
  ];
  const printAdjustments = () => {
    for (const [label, value] of adjustments)
      if (value) p.row(label, cur, value, [300, label], [480, fmt(-value)]);
  };
  if (s.subtotalIsNet) printAdjustments();
  p.row(
    s.labels.subtotal,
    cur,
    s.subtotalIsNet ? t.net : t.charges,
    [300, `${s.labels.subtotal}:`],
    [480, fmt(s.subtotalIsNet ? t.net : t.charges)],
  );
  if (!s.subtotalIsNet) printAdjustments();
  p.row(s.labels.tax, cur, t.vat, [300, `${s.labels.tax}:`], [480, fmt(t.vat)]);
  p.row(s.labels.due, cur, t.due, [300, `${s.labels.due}:`], [480, fmt(t.due)]);
  if (s.stub) p.gap(2).line(...s.stub);
  p.gap().line([40, "Thank you for your business."]);
  return {
    placements: p.placements,
    known: {
      provider: s.provider,
      account_number: ids.account,
      invoice_number: ids.invoiceNumber,
      invoice_date: ids.invoiceDate,
      invoice_summary: p.summary,
      service_charges: t.due,
      total_charges: t.charges,
      savings_plan: null,
      discount: orNull(figures.discount),
      credits: orNull(figures.credits),
      net_charges: t.net,
      vat: t.vat,
      currency: cur,
    },
  };
}
