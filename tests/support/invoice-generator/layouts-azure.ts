import { type Figures, type Generated, orNull, totalsOf } from "./model.ts";
import { type MoneyStyle, money, Page } from "./page.ts";

export type AzureOptions = {
  kind: "mca" | "payg";
  invoiceNumber: string;
  dateText: string;
  invoiceDate: string;
  account: string;
  money: MoneyStyle;
};

export function azure(figures: Figures, o: AzureOptions): Generated {
  const t = totalsOf(figures);
  const cur = figures.currency;
  const fmt = (value: number) => money(value, cur, o.money);
  const p = new Page();
  if (o.kind === "mca") {
    p.line([40, "Microsoft Ireland Operations Ltd"], [420, "Invoice"]);
    p.line([40, "Microsoft Azure - Microsoft Customer Agreement"]).gap();
    p.line([40, "Invoice summary"]);
    p.line([40, "Sold to"], [180, "Bill to"], [330, "Invoice number"], [450, o.invoiceNumber]);
    p.line([40, "Contoso Ltd"], [180, "Contoso Ltd"], [330, "Invoice date"], [450, o.dateText]);
    p.line([330, "Billing account ID"], [450, o.account]);
    p.line([330, "Billing profile"], [450, "Contoso Billing"]);
    p.line([330, "Payment terms"], [450, "Net 30"]).gap();
    p.line([40, "Billing summary"]);
  } else {
    p.line([40, "Microsoft Azure"], [420, "Invoice"]).gap();
    p.line([330, "Invoice No."], [450, o.invoiceNumber]);
    p.line([330, "Invoice Date"], [450, o.dateText]);
    p.line([330, "Billing cycle"], [450, "02/15/2025 - 03/14/2025"]);
    p.line([330, "Subscription ID"], [450, o.account]).gap();
    p.line([40, "Summary of charges"]);
  }
  const charges = o.kind === "mca" ? "Charges" : "Usage Charges";
  p.row(charges, cur, t.charges, [40, charges], [470, fmt(t.charges)]);
  if (figures.credits)
    p.row(
      "Azure credit applied",
      cur,
      figures.credits,
      [40, "Azure credit applied"],
      [470, fmt(-figures.credits)],
    );
  if (figures.discount)
    p.row("Discount", cur, figures.discount, [40, "Discount"], [470, fmt(-figures.discount)]);
  p.row("Subtotal", cur, t.net, [40, "Subtotal"], [470, fmt(t.net)]);
  p.row("Tax", cur, t.vat, [40, "Tax"], [470, fmt(t.vat)]);
  const due = o.kind === "mca" ? "Total amount due" : "Total Amount Due";
  p.row(due, cur, t.due, [40, due], [470, fmt(t.due)]).gap();
  p.line([40, "Details by invoice section"]);
  p.line([40, "Azure Virtual Machines"], [470, fmt(t.charges)]);
  return {
    placements: p.placements,
    known: {
      provider: "Azure",
      // A pay-as-you-go invoice prints the subscription, a container of resources, not a billing account.
      account_number: o.kind === "mca" ? o.account : null,
      invoice_number: o.invoiceNumber,
      invoice_date: o.invoiceDate,
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
