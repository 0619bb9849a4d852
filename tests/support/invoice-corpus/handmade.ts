// Three hand-placed invoices that copy the quirks of real ones described in EXTRACTION.md, run by run.
import { writePdf } from "../invoice-generator/pdf-writer.ts";
import type { ServiceRow, Truth } from "./model.ts";
import { Sheet } from "./sheet.ts";

export type Handmade = {
  name: string;
  what: string;
  pdf: Uint8Array;
  truth: Truth;
  features: string[];
  /** The printed service rows with their true category (issue 25), where the page has an item table. */
  serviceRows?: ServiceRow[];
};

/** AWS Canada: bilingual labels wrapped onto two lines, USD and CAD columns, 2026/08/01 dates, footer drawn first. */
function awsCanada(): Handmade {
  const s = new Sheet();
  s.text(
    40,
    60,
    "Amazon Web Services Canada, Inc. · 120 Bremner Blvd, 26th Floor · Toronto, Ontario, M5J 0A8",
    { size: 6.5, footer: true },
  );
  s.text(40, 51, "GST/HST No. / No de TPS/TVH: 789069346 RT0001 · QST No. / No de TVQ: 1229051718 TQ0001", {
    size: 6.5,
    footer: true,
  });
  s.right(572, 30, "Page 1 of 3 / Page 1 de 3", { size: 7, footer: true });
  s.text(40, 770, "Amazon Web Services", { size: 14 });
  s.right(572, 770, "Tax Invoice / Facture fiscale", { size: 12 });
  s.text(40, 735, "Account number /", { size: 9 });
  s.text(40, 724, "Numéro de compte:", { size: 9 });
  s.text(40, 712, "493817260554", { size: 9 });
  s.text(40, 690, "Bill to Address / Adresse de facturation:", { size: 9 });
  s.text(40, 678, "Maple Leaf Media Inc.", { size: 8.5 });
  s.text(40, 667, "200 Bay Street, Suite 1200", { size: 8.5 });
  s.text(40, 656, "Toronto, ON M5J 2J2, Canada", { size: 8.5 });
  s.text(320, 735, "Invoice Summary / Résumé de la facture", { size: 10 });
  s.text(320, 720, "Invoice Number / Numéro de", { size: 9 });
  s.text(320, 709, "facture:", { size: 9 });
  s.right(572, 709, "CAIN26-0418823", { size: 9 });
  s.text(320, 696, "Invoice Date / Date de", { size: 9 });
  s.text(320, 685, "facture:", { size: 9 });
  s.right(572, 685, "2026/08/04", { size: 9 });
  s.text(320, 670, "TOTAL AMOUNT / MONTANT TOTAL", { size: 9 });
  s.amount(572, 670, "USD 1,187.43");
  s.text(320, 657, "TOTAL TAX / TAXE TOTALE", { size: 9 });
  s.amount(572, 657, "USD 136.61");
  s.text(
    40,
    625,
    "This Tax Invoice is for the billing period / Cette facture fiscale couvre la période de facturation",
    { size: 8 },
  );
  s.text(40, 614, "2026/07/01 - 2026/07/31", { size: 8 });
  s.text(40, 590, "Invoice Summary / Résumé de la facture", { size: 10 });
  s.right(470, 575, "USD", { size: 8 });
  s.right(572, 575, "CAD", { size: 8 });
  const rows: Array<[string[], string, string]> = [
    [["AWS Service Charges / Frais de service AWS"], "USD 1,187.43", "CAD 1,628.21"],
    [["Charges / Frais"], "USD 1,212.06", "CAD 1,661.98"],
    [["Credits / Crédits"], "USD -161.24", "CAD -221.09"],
    [
      [
        "Net Charges (After Credits/Discounts, excl. Tax) /",
        "Frais nets (après crédits/remises, taxes exclues)",
      ],
      "USD 1,050.82",
      "CAD 1,440.88",
    ],
    [["GST/HST - 13% /", "TPS/TVH - 13%"], "USD 136.61", "CAD 187.32"],
  ];
  let y = 562;
  rows.forEach(([label, usd, cad], i) => {
    const x = i === 0 ? 40 : 52;
    label.forEach((part, j) => {
      s.text(x, y - j * 11, part, { size: 9 });
    });
    const anchor = y - (label.length - 1) * 11;
    s.amount(470, anchor, usd);
    s.amount(572, anchor, cad);
    y -= label.length * 11 + 3;
  });
  s.text(40, y - 14, "Exchange rate / Taux de change: 1 USD = 1.3712 CAD", { size: 8 });
  const placements = s.runs.map(({ x, y: py, text, size }) => ({ x, y: py, text, size }));
  return {
    name: "handmade-aws-canada-bilingual",
    what: "AWS Canada: bilingual wrapped labels, USD and CAD columns, 2026/08/04, footer first in the stream",
    pdf: writePdf(placements),
    truth: {
      provider: "AWS",
      document_type: "invoice",
      account_number: "493817260554",
      invoice_number: "CAIN26-0418823",
      invoice_date: "2026-08-04",
      currency: "USD",
      total_charges: 1212.06,
      credits: 161.24,
      discount: null,
      savings_plan: null,
      net_charges: 1050.82,
      vat: 136.61,
      service_charges: 1187.43,
    },
    features: [
      "seller:aws-ca",
      "lang:en+fr",
      "two-currency-columns",
      "wrapped-labels",
      "order:footer-first",
      "date:ymd-slash",
    ],
  };
}

/** Hetzner in English: two-column header (address left, invoice data right), 01/07/2026 day first, € before amounts. */
function hetznerTwoColumn(): Handmade {
  const s = new Sheet();
  s.text(40, 782, "Hetzner Online GmbH - Industriestr. 25 - 91710 Gunzenhausen - Germany", { size: 6.5 });
  s.right(572, 765, "HETZNER", { size: 18 });
  s.text(40, 700, "Brandt Softwarehaus AG", { size: 9 });
  s.text(40, 688, "Königsallee 60", { size: 9 });
  s.text(40, 676, "40212 Düsseldorf", { size: 9 });
  s.text(40, 664, "Germany", { size: 9 });
  const meta: Array<[string, string]> = [
    ["Invoice no.:", "R0014856341"],
    ["Customer no.:", "K0512378946"],
    ["Invoice date:", "01/07/2026"],
    ["Due date:", "15/07/2026"],
    ["Billing period:", "01/06/2026 - 30/06/2026"],
  ];
  meta.forEach(([l, v], i) => {
    s.text(360, 700 - i * 12, l, { size: 9 });
    s.text(450, 700 - i * 12, v, { size: 9 });
  });
  s.text(40, 620, "Invoice", { size: 14 });
  s.text(40, 600, "Pos.", { size: 8 });
  s.text(70, 600, "Description", { size: 8 });
  s.right(400, 600, "Quantity", { size: 8 });
  s.right(480, 600, "Unit price", { size: 8 });
  s.right(572, 600, "Amount", { size: 8 });
  const items: Array<[string, string, string, string, ServiceRow["category"]]> = [
    ["Dedicated Server AX41-NVMe (June 2026)", "1", "€ 37.30", "€ 37.30", "compute"],
    ["Primary IPv4", "1", "€ 1.70", "€ 1.70", "network"],
    ["Storage Box BX11", "1", "€ 3.20", "€ 3.20", "storage"],
    ["Cloud Server CX22 (720 h)", "720", "€ 0.0060", "€ 4.32", "compute"],
  ];
  items.forEach(([d, q, u, a], i) => {
    const y = 586 - i * 12;
    s.text(40, y, String(i + 1), { size: 8.5 });
    s.text(70, y, d, { size: 8.5 });
    s.right(400, y, q, { size: 8.5 });
    s.right(480, y, u, { size: 8.5 });
    s.amount(572, y, a, 8.5);
  });
  const totals: Array<[string, string]> = [
    ["Total (excl. VAT)", "€ 46.52"],
    ["VAT 19 %", "€ 8.84"],
    ["Total", "€ 55.36"],
  ];
  totals.forEach(([l, v], i) => {
    s.text(360, 520 - i * 13, l, { size: 9 });
    s.amount(572, 520 - i * 13, v);
  });
  s.text(
    40,
    470,
    "The amount will be debited from your account by SEPA direct debit (mandate reference K0512378946).",
    { size: 8 },
  );
  s.text(40, 70, "Hetzner Online GmbH", { size: 6.5, footer: true });
  s.text(40, 62, "Industriestr. 25, 91710 Gunzenhausen", { size: 6.5, footer: true });
  s.text(230, 70, "Amtsgericht Ansbach, HRB 6089 · USt-IdNr.: DE 812871812", { size: 6.5, footer: true });
  s.text(230, 62, "Tel. +49 (0)9831 505-0 · www.hetzner.com", { size: 6.5, footer: true });
  s.text(420, 70, "Commerzbank Nürnberg", { size: 6.5, footer: true });
  s.text(420, 62, "IBAN DE92 7603 0080 0260 0001 00", { size: 6.5, footer: true });
  const placements = s.runs.map(({ x, y, text, size }) => ({ x, y, text, size }));
  return {
    name: "handmade-hetzner-two-column",
    serviceRows: items.map(([description, , , amount, category]) => ({
      description,
      category,
      amount: Number(amount.replace(/[^\d.]/g, "")),
    })),
    what: "Hetzner (English): two-column header with the invoice data on the right, day-first 01/07/2026",
    pdf: writePdf(placements, { shuffleSeed: 4242 }),
    truth: {
      provider: "Hetzner",
      document_type: "invoice",
      account_number: "K0512378946",
      invoice_number: "R0014856341",
      invoice_date: "2026-07-01",
      currency: "EUR",
      total_charges: 46.52,
      credits: null,
      discount: null,
      savings_plan: null,
      net_charges: 46.52,
      vat: 8.84,
      service_charges: 55.36,
    },
    features: ["seller:hetzner", "lang:en", "ambiguous-date", "order:shuffled", "date:dmy-slash"],
  };
}

/** Google LLC: details table, committed-use discount and credit as negative lines, remittance stub below. */
function gcpRemittance(): Handmade {
  const s = new Sheet();
  s.right(572, 780, "Page 1 of 1", { size: 7 });
  const seller = [
    "Google LLC",
    "1600 Amphitheatre Pkwy",
    "Mountain View, CA 94043",
    "United States",
    "Federal Tax ID: 77-0493581",
  ];
  seller.forEach((l, i) => {
    s.text(360, 760 - i * 11, l, { size: 8 });
  });
  s.text(40, 690, "Invoice", { size: 16 });
  s.text(40, 665, "Bill to", { size: 9 });
  ["Acme Robotics, Inc.", "1811 Silverside Road", "Wilmington, DE 19810", "United States"].forEach((l, i) => {
    s.text(40, 652 - i * 11, l, { size: 8.5 });
  });
  s.text(300, 665, "Details", { size: 9 });
  const meta: Array<[string, string]> = [
    ["Invoice number:", "5122960374"],
    ["Issue date:", "Apr 30, 2026"],
    ["Payment terms:", "Net 30"],
    ["Billing ID:", "7721-4402-9183"],
    ["Billing Account Number:", "01B7C2-9E44A1-3F0D58"],
  ];
  meta.forEach(([l, v], i) => {
    s.text(300, 652 - i * 11, l, { size: 8.5 });
    s.text(430, 652 - i * 11, v, { size: 8.5 });
  });
  s.text(40, 580, "Google Cloud", { size: 9 });
  s.text(300, 580, "Apr 1, 2026 - Apr 30, 2026", { size: 9 });
  s.text(40, 566, "Account ID: acme-robotics.com", { size: 8 });
  s.text(40, 548, "Description", { size: 8 });
  s.right(420, 548, "Interval", { size: 8 });
  s.right(572, 548, "Amount ($)", { size: 8 });
  // The third element: the row's true category (issue 25), none for the deductions.
  const lines: Array<[string, string, ServiceRow["category"] | null]> = [
    ["Compute Engine: Usage", "4,812.37", "compute"],
    ["Cloud Storage: Usage", "623.18", "storage"],
    ["BigQuery: Usage", "1,204.50", "analytics"],
    ["Committed use discount: Compute Engine", "-962.47", null],
    ["Promotional credit: Startup program", "-500.00", null],
  ];
  lines.forEach(([d, a], i) => {
    s.text(40, 534 - i * 11, d, { size: 8.5 });
    s.right(420, 534 - i * 11, "Apr 1 - Apr 30", { size: 8.5 });
    s.amount(572, 534 - i * 11, a, 8.5);
  });
  const sums: Array<[string, string]> = [
    ["Subtotal in USD:", "5,177.58"],
    ["State sales tax (8.875%):", "459.51"],
    ["Amount due in USD:", "5,637.09"],
  ];
  sums.forEach(([l, v], i) => {
    s.text(300, 466 - i * 12, l, { size: 9 });
    s.amount(572, 466 - i * 12, v);
  });
  s.text(
    40,
    360,
    "- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -",
    { size: 7 },
  );
  s.text(40, 340, "Bill to:", { size: 8.5 });
  s.text(120, 340, "Acme Robotics, Inc.", { size: 8.5 });
  s.text(300, 340, "Amount due in USD:", { size: 8.5 });
  s.amount(572, 340, "$5,637.09", 8.5);
  s.text(40, 328, "Billing ID:", { size: 8.5 });
  s.text(120, 328, "7721-4402-9183", { size: 8.5 });
  s.text(40, 316, "Invoice number:", { size: 8.5 });
  s.text(120, 316, "5122960374", { size: 8.5 });
  s.text(
    40,
    290,
    "You will be automatically charged for the amount due. No action is required on your part.",
    { size: 8 },
  );
  const placements = s.runs.map(({ x, y, text, size }) => ({ x, y, text, size }));
  return {
    name: "handmade-gcp-remittance-stub",
    serviceRows: lines.flatMap(([description, amount, category]) =>
      category ? [{ description, category, amount: Number(amount.replace(/,/g, "")) }] : [],
    ),
    what: "Google LLC: committed-use discount and credit as negative item lines, remittance stub repeating the total",
    pdf: writePdf(placements),
    truth: {
      provider: "GCP",
      document_type: "invoice",
      account_number: "01B7C2-9E44A1-3F0D58",
      invoice_number: "5122960374",
      invoice_date: "2026-04-30",
      currency: "USD",
      total_charges: 6640.05,
      credits: 500,
      // EXTRACTION.md: a committed-use discount is a discount, not a savings plan.
      discount: 962.47,
      savings_plan: null,
      net_charges: 5177.58,
      vat: 459.51,
      service_charges: 5637.09,
    },
    features: [
      "seller:google-llc",
      "lang:en",
      "distractor:remittance",
      "deductions-as-items",
      "date:mon-d-en",
    ],
  };
}

export function handmade(): Handmade[] {
  return [awsCanada(), hetznerTwoColumn(), gcpRemittance()];
}
