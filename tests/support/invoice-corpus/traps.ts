// Issue 20 item 4: hand-made invoices with the traps real ones have, each with the answer the contract
// (shared/EXTRACTION.md "Which row is which") gives: what the summary is, and what it is not.
import { writePdf } from "../invoice-generator/pdf-writer.ts";
import type { Handmade } from "./handmade.ts";
import type { Truth } from "./model.ts";
import { PAGE, Sheet } from "./sheet.ts";

type Block = { at: number; x?: number; lines: Array<string | [string, string]>; size?: number };

type Spec = {
  name: string;
  what: string;
  features: string[];
  from: string[];
  title: string;
  meta: Array<[string, string]>;
  to?: string[];
  items?: Array<[string, string]>;
  /** Summary rows, label left of the amount column. */
  rows: Array<[string, string]>;
  /** Other blocks of the page, at a given height (payment slips, balance tables, notes). */
  blocks?: Block[];
  truth: Truth;
};

function build(spec: Spec): Handmade {
  const s = new Sheet();
  spec.from.forEach((line, i) => {
    s.text(PAGE.left, 770 - i * 11, line, { size: i === 0 ? 11 : 8 });
  });
  s.right(PAGE.right, 770, spec.title, { size: 16 });
  spec.meta.forEach(([label, value], i) => {
    s.text(330, 745 - i * 12, label, { size: 8.5 });
    s.right(PAGE.right, 745 - i * 12, value, { size: 8.5 });
  });
  (spec.to ?? ["Bill to:", "Acme Robotics Ltd.", "1 Harbour Road"]).forEach((line, i) => {
    s.text(PAGE.left, 690 - i * 11, line, { size: 8.5 });
  });
  let y = 620;
  if (spec.items) {
    s.text(PAGE.left, y, "Description", { size: 8 });
    s.right(PAGE.right, y, "Amount", { size: 8 });
    y -= 14;
    for (const [description, amount] of spec.items) {
      s.text(PAGE.left, y, description, { size: 8.5 });
      s.amount(PAGE.right, y, amount, 8.5);
      y -= 12;
    }
    y -= 10;
  }
  for (const [label, amount] of spec.rows) {
    s.text(300, y, label, { size: 9 });
    s.amount(PAGE.right, y, amount);
    y -= 13;
  }
  for (const block of spec.blocks ?? []) {
    const size = block.size ?? 8;
    block.lines.forEach((line, i) => {
      const at = block.at - i * (size + 3);
      if (typeof line === "string") s.text(block.x ?? PAGE.left, at, line, { size });
      else {
        s.text(block.x ?? PAGE.left, at, line[0], { size });
        s.amount(PAGE.right, at, line[1], size);
      }
    });
  }
  return {
    name: `trap-${spec.name}`,
    what: spec.what,
    pdf: writePdf(s.runs.map(({ x, y, text, size }) => ({ x, y, text, size }))),
    truth: spec.truth,
    features: spec.features,
  };
}

const truth = (t: Partial<Truth> & Pick<Truth, "provider" | "invoice_number" | "invoice_date">): Truth => ({
  document_type: "invoice",
  account_number: null,
  currency: "USD",
  total_charges: 0,
  credits: null,
  discount: null,
  savings_plan: null,
  net_charges: 0,
  vat: null,
  service_charges: 0,
  ...t,
});

const SPECS: Spec[] = [
  {
    name: "total-excluding-discounts",
    what: "Oracle: 'Total excluding discounts' is the charges, the discount a row of its own",
    features: ["seller:oracle-america", "lang:en", "trap:total-excluding-discounts"],
    from: ["Oracle America, Inc.", "2300 Oracle Way, Austin, TX 78741", "Oracle Cloud Infrastructure"],
    title: "Invoice",
    meta: [
      ["Invoice number:", "OCI-88231457"],
      ["Invoice date:", "30-APR-2026"],
      ["Customer account:", "CA-4471203"],
    ],
    items: [
      ["Oracle Cloud Infrastructure - Compute", "18,204.10"],
      ["Oracle Cloud Infrastructure - Storage", "5,214.65"],
    ],
    rows: [
      ["Total excluding discounts", "USD 23,418.75"],
      ["Discount (10%)", "USD -2,341.88"],
      ["Total excluding tax", "USD 21,076.87"],
      ["Sales tax", "USD 0.00"],
      ["Total amount due", "USD 21,076.87"],
    ],
    truth: truth({
      provider: "Oracle",
      invoice_number: "OCI-88231457",
      invoice_date: "2026-04-30",
      account_number: "CA-4471203",
      total_charges: 23418.75,
      discount: 2341.88,
      net_charges: 21076.87,
      vat: 0,
      service_charges: 21076.87,
    }),
  },
  {
    name: "subtotal-before-credits-coupon",
    what: "DigitalOcean: 'Subtotal before credits' is the charges; a coupon is a credit",
    features: ["seller:digitalocean", "lang:en", "trap:subtotal-before-credits", "trap:coupon"],
    from: ["DigitalOcean, LLC", "101 Avenue of the Americas, 10th Floor", "New York, NY 10013"],
    title: "Invoice",
    meta: [
      ["Invoice number:", "DO-2026-31877"],
      ["Date issued:", "April 1, 2026"],
    ],
    items: [
      ["Droplets", "$420.00"],
      ["Spaces", "$80.00"],
    ],
    rows: [
      ["Subtotal before credits", "$500.00"],
      ["Coupon (WELCOME50)", "-$50.00"],
      ["Subtotal", "$450.00"],
      ["Sales tax", "$36.00"],
      ["Total", "$486.00"],
    ],
    truth: truth({
      provider: "DigitalOcean",
      invoice_number: "DO-2026-31877",
      invoice_date: "2026-04-01",
      total_charges: 500,
      credits: 50,
      net_charges: 450,
      vat: 36,
      service_charges: 486,
    }),
  },
  {
    name: "previous-balance-past-due",
    what: "Previous balance, payment received and a past-due amount above this invoice's charges",
    features: ["seller:digitalocean", "lang:en", "trap:previous-balance", "trap:past-due"],
    from: ["DigitalOcean, LLC", "101 Avenue of the Americas, 10th Floor", "New York, NY 10013"],
    title: "Invoice",
    meta: [
      ["Invoice number:", "DO-2026-40112"],
      ["Date issued:", "May 1, 2026"],
    ],
    rows: [
      ["Previous balance", "$300.00"],
      ["Payment received - thank you", "-$225.00"],
      ["Past due", "$75.00"],
      ["Current charges", "$120.00"],
      ["Sales tax", "$10.65"],
      ["Total current charges", "$130.65"],
      ["Total amount due", "$205.65"],
    ],
    truth: truth({
      provider: "DigitalOcean",
      invoice_number: "DO-2026-40112",
      invoice_date: "2026-05-01",
      total_charges: 120,
      net_charges: 120,
      vat: 10.65,
      service_charges: 130.65,
    }),
  },
  {
    name: "paid-by-card-zero-due",
    what: "Amount due 0.00 because the card was charged: the invoice total is the amount",
    features: ["seller:vultr", "lang:en", "trap:paid-zero-due"],
    from: ["Vultr Holdings, LLC", "319 Clematis Street, Suite 900", "West Palm Beach, FL 33401"],
    title: "Invoice",
    meta: [
      ["Invoice #:", "VU-9982314"],
      ["Invoice date:", "April 1, 2026"],
    ],
    items: [["Cloud Compute instances", "$220.00"]],
    rows: [
      ["Subtotal", "$220.00"],
      ["Tax", "$15.40"],
      ["Invoice total", "$235.40"],
      ["Paid by card (Visa 4242)", "-$235.40"],
      ["Amount due", "$0.00"],
    ],
    truth: truth({
      provider: "Vultr",
      invoice_number: "VU-9982314",
      invoice_date: "2026-04-01",
      total_charges: 220,
      net_charges: 220,
      vat: 15.4,
      service_charges: 235.4,
    }),
  },
  {
    name: "prepayment-balance-table",
    what: "Azure: prepayment applied is a credit; the prepayment balance table is not part of the summary",
    features: ["seller:microsoft-us", "lang:en", "trap:prepayment-balance"],
    from: ["Microsoft Corporation", "One Microsoft Way, Redmond, WA 98052", "Microsoft Azure"],
    title: "Invoice",
    meta: [
      ["Invoice number:", "G071234567"],
      ["Invoice date:", "04/05/2026"],
      ["Billing profile:", "Contoso Billing"],
    ],
    rows: [
      ["Charges", "$12,400.00"],
      ["Azure prepayment applied", "-$2,400.00"],
      ["Subtotal (pre-tax)", "$10,000.00"],
      ["Tax", "$0.00"],
      ["Total amount due", "$10,000.00"],
    ],
    blocks: [
      {
        at: 470,
        lines: [
          "Azure prepayment (monetary commitment) balance",
          ["Beginning balance", "$50,000.00"],
          ["New purchases", "$0.00"],
          ["Applied this period", "-$2,400.00"],
          ["Ending balance", "$47,600.00"],
        ],
      },
    ],
    truth: truth({
      provider: "Azure",
      invoice_number: "G071234567",
      invoice_date: "2026-04-05",
      total_charges: 12400,
      credits: 2400,
      net_charges: 10000,
      vat: 0,
      service_charges: 10000,
    }),
  },
  {
    name: "us-sales-taxes-four",
    what: "State, county, city and district sales tax lines add up to the tax",
    features: ["seller:google-llc", "lang:en", "trap:several-taxes"],
    from: ["Google LLC", "1600 Amphitheatre Parkway, Mountain View, CA 94043", "Google Cloud Platform"],
    title: "Invoice",
    meta: [
      ["Invoice number:", "5190023311"],
      ["Issue date:", "Apr 30, 2026"],
      ["Billing Account Number:", "01A2B3-C4D5E6-F7A8B9"],
    ],
    items: [["Compute Engine: Usage", "2,000.00"]],
    rows: [
      ["Subtotal in USD:", "2,000.00"],
      ["State sales tax (6.25%):", "125.00"],
      ["County sales tax (0.25%):", "5.00"],
      ["City sales tax (1%):", "20.00"],
      ["District sales tax (1.5%):", "30.00"],
      ["Amount due in USD:", "2,180.00"],
    ],
    truth: truth({
      provider: "GCP",
      invoice_number: "5190023311",
      invoice_date: "2026-04-30",
      account_number: "01A2B3-C4D5E6-F7A8B9",
      total_charges: 2000,
      net_charges: 2000,
      vat: 180,
      service_charges: 2180,
    }),
  },
  {
    name: "reverse-charge",
    what: "EU reverse charge: no VAT charged, tax 0",
    features: ["seller:hetzner", "lang:en", "trap:reverse-charge"],
    from: ["Hetzner Online GmbH", "Industriestr. 25, 91710 Gunzenhausen, Germany", "VAT ID DE812871812"],
    title: "Invoice",
    meta: [
      ["Invoice no.:", "R0021734455"],
      ["Invoice date:", "01/04/2026"],
      ["Customer no.:", "K0917355012"],
    ],
    items: [["Cloud servers CX32 (April 2026)", "€ 384.00"]],
    rows: [
      ["Total (excl. VAT)", "€ 384.00"],
      ["VAT 0% (reverse charge)", "€ 0.00"],
      ["Total", "€ 384.00"],
    ],
    blocks: [
      {
        at: 480,
        lines: [
          "Reverse charge: VAT to be accounted for by the recipient (Art. 196 Council Directive 2006/112/EC).",
        ],
      },
    ],
    truth: truth({
      provider: "Hetzner",
      invoice_number: "R0021734455",
      invoice_date: "2026-04-01",
      account_number: "K0917355012",
      currency: "EUR",
      total_charges: 384,
      net_charges: 384,
      vat: 0,
      service_charges: 384,
    }),
  },
  {
    name: "bank-details-not-account",
    what: "Payment instructions print an account number, IBAN, BIC and a reference: none is the customer's account",
    features: ["seller:ovh", "lang:en", "trap:bank-account"],
    from: ["OVH SAS", "2 rue Kellermann, 59100 Roubaix, France", "VAT FR22424761419"],
    title: "Invoice",
    meta: [
      ["Invoice no.:", "FR55012347"],
      ["Invoice date:", "01/04/2026"],
    ],
    items: [["Public Cloud (April 2026)", "1,200.00 €"]],
    rows: [
      ["Total excl. VAT", "1,200.00 €"],
      ["VAT 20%", "240.00 €"],
      ["Total incl. VAT", "1,440.00 €"],
    ],
    blocks: [
      {
        at: 470,
        lines: [
          "Payment instructions",
          "Bank: Société Générale · Account number: 00050123456",
          "IBAN: FR76 3000 3012 3400 0500 1234 567 · BIC: SOGEFRPP",
          "Payment reference: 778812390",
        ],
      },
    ],
    truth: truth({
      provider: "OVHcloud",
      invoice_number: "FR55012347",
      invoice_date: "2026-04-01",
      currency: "EUR",
      total_charges: 1200,
      net_charges: 1200,
      vat: 240,
      service_charges: 1440,
    }),
  },
  {
    name: "canadian-dollar-sign",
    what: "Only '$' printed; the seller is Canadian with GST/HST and QST registrations: CAD",
    features: ["seller:google-cloud-canada", "lang:en", "trap:dollar-country"],
    from: [
      "Google Cloud Canada Corporation",
      "111 Richmond Street West, Toronto, ON M5H 2G4",
      "Google Cloud",
    ],
    title: "Invoice",
    meta: [
      ["Invoice number:", "4020019877"],
      ["Issue date:", "Apr 30, 2026"],
      ["Billing Account Number:", "0A1B2C-3D4E5F-6A7B8C"],
    ],
    items: [["Compute Engine: Usage", "$1,000.00"]],
    rows: [
      ["Subtotal:", "$1,000.00"],
      ["GST/HST (5%):", "$50.00"],
      ["QST (9.975%):", "$99.75"],
      ["Amount due:", "$1,149.75"],
    ],
    blocks: [{ at: 480, lines: ["GST/HST No. 123456789 RT0001 · QST No. 1234567890 TQ0001"] }],
    truth: truth({
      provider: "GCP",
      invoice_number: "4020019877",
      invoice_date: "2026-04-30",
      account_number: "0A1B2C-3D4E5F-6A7B8C",
      currency: "CAD",
      total_charges: 1000,
      net_charges: 1000,
      vat: 149.75,
      service_charges: 1149.75,
    }),
  },
  {
    name: "qr-bill-payment-part",
    what: "A Swiss QR-bill receipt and payment part repeat the amount and print the seller's IBAN",
    features: ["seller:aws-emea", "lang:en", "trap:payment-slip"],
    from: ["Amazon Web Services EMEA SARL", "38 Avenue John F. Kennedy, L-1855 Luxembourg"],
    title: "VAT Invoice",
    meta: [
      ["VAT Invoice Number:", "EUINCH26-2201934"],
      ["VAT Invoice Date:", "April 2, 2026"],
      ["Account number:", "771204559812"],
    ],
    rows: [
      ["Charges", "CHF 1,000.00"],
      ["Net Charges (After Credits/Discounts, excl. Tax)", "CHF 1,000.00"],
      ["VAT - 8.1%", "CHF 81.00"],
      ["Total", "CHF 1,081.00"],
    ],
    blocks: [
      {
        at: 300,
        lines: [
          "Receipt                                   Payment part",
          "Account / Payable to: CH44 3199 9123 0008 8901 2",
          "Reference: 21 00000 00003 13947 14300 09017",
          ["Currency CHF   Amount", "1,081.00"],
        ],
      },
    ],
    truth: truth({
      provider: "AWS",
      invoice_number: "EUINCH26-2201934",
      invoice_date: "2026-04-02",
      account_number: "771204559812",
      currency: "CHF",
      total_charges: 1000,
      net_charges: 1000,
      vat: 81,
      service_charges: 1081,
    }),
  },
];

export function traps(): Handmade[] {
  return SPECS.map(build);
}
