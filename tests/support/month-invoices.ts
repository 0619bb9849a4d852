import { awsModern } from "./invoice-generator/layouts-aws.ts";
import { azure } from "./invoice-generator/layouts-azure.ts";
import { writePdf } from "./invoice-generator/pdf-writer.ts";

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export interface MonthInvoice {
  /** ISO date of the invoice. */
  date: string;
  /** Service charges (one line; the total). */
  charges: number;
  savingsPlan?: number;
  credits?: number;
  /** The balance of credits left the invoice prints (none when not given). */
  creditsBalance?: number;
  /** The account number printed; null prints none (the label stays, its value is blank). */
  account?: string | null;
  currency?: string;
  /** A credit note of that month instead of an invoice (the amounts printed negative). */
  creditNote?: boolean;
  invoiceNumber?: string;
  /** The billing period's month (1-12) and year; the month before the invoice date when not given; null: none printed. */
  period?: { month: number; year: number } | null;
}

/** "May 1 - May 31, 2026": a calendar month as AWS prints its billing period. */
function periodText(month: number, year: number): string {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const name = MONTH_NAMES[month - 1];
  return `${name} 1 - ${name} ${last}, ${year}`;
}

/** An AWS EMEA invoice (the generator's modern layout) of one month of one account: a real PDF the engine reads. */
export function awsMonthPdf(m: MonthInvoice): Uint8Array {
  const [year, month, day] = m.date.split("-").map(Number) as [number, number, number];
  const generated = awsModern(
    {
      currency: m.currency ?? "EUR",
      items: [
        { description: "Amazon Elastic Compute Cloud", amount: Math.round(m.charges * 0.8 * 100) / 100 },
        {
          description: "Amazon Simple Storage Service",
          amount: Math.round((m.charges - Math.round(m.charges * 0.8 * 100) / 100) * 100) / 100,
        },
      ],
      credits: m.credits ?? 0,
      discount: 0,
      savingsPlan: m.savingsPlan ?? 0,
      taxRate: 0.19,
    },
    {
      seller: "Amazon Web Services EMEA SARL",
      account: m.account === null ? "" : (m.account ?? "123456789012"),
      invoiceNumber: m.invoiceNumber ?? `EUINDE${year}-${month}${day}0001`,
      dateText: `${MONTH_NAMES[month - 1]} ${day}, ${year}`,
      invoiceDate: m.date,
      taxLabel: "VAT - 19%",
      creditNote: m.creditNote ?? false,
      ...(m.creditsBalance === undefined ? {} : { creditsBalance: m.creditsBalance }),
      periodText:
        m.period === null
          ? null
          : m.period
            ? periodText(m.period.month, m.period.year)
            : periodText(month === 1 ? 12 : month - 1, month === 1 ? year - 1 : year),
    },
  );
  return writePdf(generated.placements);
}

/** An Azure invoice (another provider). */
export function azureMonthPdf(date: string): Uint8Array {
  const generated = azure(
    {
      currency: "EUR",
      items: [{ description: "Virtual Machines", amount: 300 }],
      credits: 0,
      discount: 0,
      savingsPlan: 0,
      taxRate: 0.19,
    },
    {
      kind: "mca",
      invoiceNumber: "G012345678",
      dateText: `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`,
      invoiceDate: date,
      account: "1234567890",
      money: "symbol",
    },
  );
  return writePdf(generated.placements);
}
