import { type Figures, type Generated, orNull, totalsOf } from "./model.ts";
import { cents, type MoneyStyle, money, Page } from "./page.ts";

export type AwsModernOptions = {
  seller: string;
  account: string;
  invoiceNumber: string;
  dateText: string;
  invoiceDate: string;
  taxLabel: string;
  bilingual?: boolean;
  /** A second amount column in this currency at this rate (AWS Canada). */
  secondCurrency?: { code: string; rate: number; first: boolean };
  wrap?: "before" | "after";
  kes?: boolean;
  creditNote?: boolean;
  /** The billing period as printed ("May 1 - May 31, 2026"); August 2024 when not given; null prints none. */
  periodText?: string | null;
  /** A balance of promotional credits left after the invoice, printed under its own heading below the summary. */
  creditsBalance?: number;
};

const NET = "Net Charges (After Credits/Discounts, excl. Tax)";

export function awsModern(figures: Figures, o: AwsModernOptions): Generated {
  const t = totalsOf(figures);
  const cur = figures.currency;
  const sign = o.creditNote ? -1 : 1;
  const p = new Page();
  const amountCells = (value: number): Array<[number, string]> => {
    const main = money(sign * value, cur, "code");
    if (!o.secondCurrency) return [[470, main]];
    const other = money(sign * cents(value * o.secondCurrency.rate), o.secondCurrency.code, "code");
    return o.secondCurrency.first
      ? [
          [420, other],
          [500, main],
        ]
      : [
          [420, main],
          [500, other],
        ];
  };
  const heading = o.bilingual ? "Invoice Summary / Résumé de la facture" : "Invoice Summary";
  const numberLabel = o.bilingual ? "Tax Invoice Number / Numéro de facture:" : "VAT Invoice Number:";
  const dateLabel = o.bilingual ? "Tax Invoice Date / Date de la facture:" : "VAT Invoice Date:";
  p.line([40, o.seller], [420, o.creditNote ? "VAT Credit Note" : "VAT Invoice"]);
  p.line([40, "Email or talk to us about your AWS account or bill, visit aws.amazon.com/contact-us/"]).gap();
  p.line([40, "Account number:"], [300, heading]);
  p.line([40, o.account], [300, numberLabel], [470, o.invoiceNumber]);
  p.line([40, "Address:"], [300, dateLabel], [470, o.dateText]);
  p.line([40, "Example Holdings Ltd"], [300, "TOTAL AMOUNT"], [470, money(sign * t.due, cur, "code")]);
  p.line([40, "1 Sample Road"], [300, "TOTAL VAT"], [470, money(sign * t.vat, cur, "code")]).gap();
  if (o.periodText !== null)
    p.line([
      40,
      `This VAT Invoice is for the billing period ${o.periodText ?? "August 1 - August 31, 2024"}`,
    ]).gap();
  p.line([40, heading]);
  p.row("AWS Service Charges", cur, t.due, [50, "AWS Service Charges"], ...amountCells(t.due));
  p.row("Charges", cur, t.charges, [60, "Charges"], ...amountCells(t.charges));
  if (figures.credits)
    p.row("Credits", cur, figures.credits, [60, "Credits"], ...amountCells(-figures.credits));
  if (figures.discount)
    p.row("Discounts", cur, figures.discount, [60, "Discounts"], ...amountCells(-figures.discount));
  if (figures.savingsPlan) {
    p.row(
      "Savings Plans",
      cur,
      figures.savingsPlan,
      [60, "Savings Plans"],
      ...amountCells(-figures.savingsPlan),
    );
  }
  if (o.wrap === "before") {
    p.line([60, "Net Charges (After Credits/Discounts,"]);
    p.row(NET, cur, t.net, [60, "excl. Tax)"], ...amountCells(t.net));
  } else if (o.wrap === "after") {
    p.row(NET, cur, t.net, [60, "Net Charges (After Credits/Discounts, excl."], ...amountCells(t.net));
    p.line([60, "Tax)"]);
  } else p.row(NET, cur, t.net, [60, NET], ...amountCells(t.net));
  p.row(o.taxLabel, cur, t.vat, [60, o.taxLabel], ...amountCells(t.vat));
  if (o.kes) {
    const kes = cents(t.vat * 129.2);
    p.row(
      "VAT in KES (1 USD = 129.2 KES)",
      "KES",
      kes,
      [60, "VAT in KES (1 USD = 129.2 KES)"],
      [470, money(kes, "KES", "code")],
    );
  }
  if (o.creditsBalance !== undefined) {
    p.gap().line([40, "Promotional credits"]);
    p.line([60, "Remaining credit balance"], [470, money(o.creditsBalance, cur, "code")]);
  }
  p.gap().line([40, "* May include estimated US sales tax, VAT, GST and CT"]);
  p.line([
    40,
    "Service Provider: Amazon Web Services EMEA SARL, 38 Avenue John F. Kennedy, L-1855 Luxembourg",
  ]);
  return {
    placements: p.placements,
    known: {
      provider: "AWS",
      account_number: o.account,
      invoice_number: o.invoiceNumber,
      invoice_date: o.invoiceDate,
      invoice_summary: p.summary,
      service_charges: t.due,
      total_charges: t.charges,
      savings_plan: orNull(figures.savingsPlan),
      discount: orNull(figures.discount),
      credits: orNull(figures.credits),
      net_charges: t.net,
      vat: t.vat,
      currency: cur,
    },
  };
}

export type AwsLegacyOptions = {
  account: string;
  invoiceNumber: string;
  dateText: string;
  invoiceDate: string;
};

export function awsLegacy(figures: Figures, o: AwsLegacyOptions): Generated {
  const t = totalsOf(figures);
  const style: MoneyStyle = "symbol";
  const p = new Page();
  p.line([300, "Amazon Web Services Invoice"]);
  p.line([300, "Email or talk to us about your AWS account or bill, visit aws.amazon.com/contact-us/"]);
  p.line([40, "Account number:"]);
  p.line([300, "Invoice Summary"]);
  p.line([40, o.account], [300, "Invoice Number:"], [500, o.invoiceNumber]);
  p.line([300, "Invoice Date:"], [500, o.dateText]);
  p.line([40, "Bill to Address:"]);
  p.line(
    [40, "ATTN: Example Corp"],
    [300, `TOTAL AMOUNT DUE ON ${o.dateText}`],
    [520, money(t.due, "USD", style)],
  );
  p.gap(2).line([40, "This invoice is for the billing period July 1 - July 31 , 2014"]).gap();
  p.line([40, "Summary"]);
  p.row("AWS Service Charges", "USD", t.due, [50, "AWS Service Charges"], [520, money(t.due, "USD", style)]);
  p.row("Charges", "USD", t.charges, [60, "Charges"], [520, money(t.charges, "USD", style)]);
  p.row("Credits", "USD", figures.credits, [60, "Credits"], [520, money(-figures.credits, "USD", style)]);
  p.row("Tax", "USD", t.vat, [60, "Tax *"], [520, money(t.vat, "USD", style)]).gap();
  p.row(
    "Total for this invoice",
    "USD",
    t.due,
    [40, "Total for this invoice"],
    [520, money(t.due, "USD", style)],
  );
  p.gap().line([40, "Detail"]);
  p.line([50, "Amazon Elastic Compute Cloud"], [520, money(t.charges, "USD", style)]);
  p.line([60, "Charges"], [520, money(t.charges, "USD", style)]);
  p.gap().line([40, "* May include estimated US sales tax, VAT, GST and CT"]);
  p.line([40, "All charges and prices are in US Dollars"]);
  return {
    placements: p.placements,
    known: {
      provider: "AWS",
      account_number: o.account,
      invoice_number: o.invoiceNumber,
      invoice_date: o.invoiceDate,
      invoice_summary: p.summary,
      service_charges: t.due,
      total_charges: t.charges,
      savings_plan: null,
      discount: null,
      credits: figures.credits,
      net_charges: t.net,
      vat: t.vat,
      currency: "USD",
    },
  };
}
