import { awsLegacy, awsModern } from "./layouts-aws.ts";
import { azure } from "./layouts-azure.ts";
import { type TableStyle, tableInvoice } from "./layouts-table.ts";
import type { Figures, Generated } from "./model.ts";

export type Variant = { name: string; shuffleSeed?: number; generate: () => Generated };

const items = (...amounts: number[]) =>
  amounts.map((amount, i) => ({ description: `Service line ${i + 1}`, amount }));
const base = (currency: string, over: Partial<Figures> = {}): Figures => ({
  currency,
  items: items(150, 62.56),
  credits: 0,
  discount: 0,
  savingsPlan: 0,
  taxRate: 0,
  ...over,
});

const modern = {
  seller: "Amazon Web Services EMEA SARL",
  account: "123456789012",
  invoiceNumber: "EUINDE24-1597843",
  dateText: "September 2, 2024",
  invoiceDate: "2024-09-02",
  taxLabel: "VAT - 19%",
};

const gcpStyle = (currency: string, tax: string): TableStyle => ({
  provider: "GCP",
  seller: ["Google Cloud EMEA Limited", "Velasco, Clanwilliam Place", "Dublin 2, Ireland"],
  fields: [
    ["Invoice number:", "3912345678"],
    ["Issue date:", "Mar 31, 2024"],
    ["Billing ID:", "1234-5678-9012"],
    ["Billing Account Number:", "01A2B3-C4D5E6-F7A8B9"],
  ],
  header: [
    [40, "Description"],
    [300, "Interval"],
    [400, "Quantity"],
    [480, `Amount (${currency})`],
  ],
  middle: [
    [300, "Mar 1 - Mar 31"],
    [400, "1"],
  ],
  money: "plain",
  subtotalIsNet: true,
  labels: {
    subtotal: `Subtotal in ${currency}`,
    tax,
    due: `Amount due in ${currency}`,
    credits: "Free trial credit",
    discount: "Sustained use discount",
  },
  stub: [
    [40, "Invoice number:"],
    [150, "232431944"],
    [300, `Amount due in ${currency}:`],
  ],
});
const gcpIds = { account: "01A2B3-C4D5E6-F7A8B9", invoiceNumber: "3912345678", invoiceDate: "2024-03-31" };

const doStyle: TableStyle = {
  provider: "DigitalOcean",
  seller: ["DigitalOcean", "101 Avenue of the Americas, 10th Floor", "New York, NY 10013"],
  fields: [
    ["Date Issued:", "March 1, 2024"],
    ["Invoice Number:", "7654321"],
  ],
  header: [
    [40, "Description"],
    [250, "Hours"],
    [300, "Start"],
    [380, "End"],
    [480, "USD"],
  ],
  middle: [
    [250, "744"],
    [300, "02-01 00:00"],
    [380, "02-29 23:59"],
  ],
  money: "symbol",
  subtotalIsNet: true,
  labels: {
    subtotal: "Subtotal",
    tax: "Tax (VAT 20%)",
    due: "Total",
    credits: "Promotional credit",
    discount: "Discount",
  },
};
const doIds = { account: null, invoiceNumber: "7654321", invoiceDate: "2024-03-01" };

const hetznerStyle: TableStyle = {
  provider: "Hetzner",
  seller: ["Hetzner Online GmbH", "Industriestr. 25", "91710 Gunzenhausen, Germany"],
  fields: [
    ["Invoice no.:", "090000123456"],
    ["Customer no.:", "K0123456789"],
    ["Invoice date:", "01/07/2026"],
  ],
  header: [
    [40, "Pos."],
    [80, "Description"],
    [400, "Qty"],
    [480, "Amount"],
  ],
  middle: [[400, "1"]],
  position: true,
  money: "symbol-space",
  subtotalIsNet: true,
  wrapItem: true,
  labels: {
    subtotal: "Total (excl. VAT)",
    tax: "VAT (19 %)",
    due: "Total",
    credits: "Credit",
    discount: "Discount",
  },
};
const hetznerIds = { account: "K0123456789", invoiceNumber: "090000123456", invoiceDate: "2026-07-01" };

const oracleStyle: TableStyle = {
  provider: "Oracle",
  seller: ["Oracle America, Inc.", "Oracle Cloud Infrastructure", "2300 Oracle Way, Austin, TX 78741"],
  fields: [
    ["Invoice Number:", "1234567890"],
    ["Invoice Date:", "15-MAR-2025"],
    ["Customer Number:", "987654"],
    ["Currency:", "USD"],
  ],
  header: [
    [40, "Product"],
    [400, "Quantity"],
    [480, "Amount"],
  ],
  middle: [[380, "744"]],
  money: "plain",
  subtotalIsNet: false,
  labels: { subtotal: "Subtotal", tax: "Tax", due: "Total Due", credits: "Credits", discount: "Discount" },
};
const oracleIds = { account: "987654", invoiceNumber: "1234567890", invoiceDate: "2025-03-15" };

const ibmStyle: TableStyle = {
  provider: "IBM",
  seller: [
    "IBM Cloud",
    "International Business Machines Corporation",
    "1 New Orchard Road, Armonk, NY 10504",
  ],
  fields: [
    ["Invoice Number:", "5001234567"],
    ["Invoice Date:", "April 1, 2025"],
    ["Account ID:", "a1b2c3d4e5f60718293a4b5c6d7e8f90"],
    ["Currency:", "EUR"],
  ],
  header: [
    [40, "Service"],
    [480, "Amount"],
  ],
  middle: [],
  money: "code",
  subtotalIsNet: false,
  labels: {
    subtotal: "Subtotal",
    tax: "Tax",
    due: "Total Amount Due",
    credits: "Credits",
    discount: "Discount",
  },
};
const ibmIds = {
  account: "a1b2c3d4e5f60718293a4b5c6d7e8f90",
  invoiceNumber: "5001234567",
  invoiceDate: "2025-04-01",
};

const big = items(1234567.89, 45678.9, 0.41);
const named = [
  { description: "Compute Engine N2 Instance Core running in Belgium", amount: 812.4 },
  { description: "Cloud Storage Standard", amount: 23.1 },
];

export const VARIANTS: Variant[] = [
  { name: "aws-modern-eur-basic", generate: () => awsModern(base("EUR", { taxRate: 0.19 }), modern) },
  {
    name: "aws-modern-usd-credits",
    generate: () => awsModern(base("USD", { credits: 40, taxRate: 0.19 }), modern),
  },
  {
    name: "aws-modern-savings-plan-discount",
    shuffleSeed: 7,
    generate: () =>
      awsModern(base("EUR", { discount: 12.5, savingsPlan: 30, taxRate: 0.2 }), {
        ...modern,
        taxLabel: "VAT - 20%",
      }),
  },
  {
    name: "aws-modern-large-amounts",
    generate: () =>
      awsModern(base("GBP", { items: big, credits: 1000, taxRate: 0.2 }), {
        ...modern,
        seller: "Amazon Web Services EMEA SARL, UK Branch",
        taxLabel: "VAT - 20%",
      }),
  },
  {
    name: "aws-modern-wrap-before",
    generate: () => awsModern(base("EUR", { credits: 5, taxRate: 0.19 }), { ...modern, wrap: "before" }),
  },
  {
    name: "aws-modern-wrap-after-shuffled",
    shuffleSeed: 42,
    generate: () => awsModern(base("EUR", { credits: 5, taxRate: 0.19 }), { ...modern, wrap: "after" }),
  },
  {
    name: "aws-modern-canada-two-currencies",
    generate: () =>
      awsModern(base("CAD", { credits: 10, taxRate: 0.13 }), {
        ...modern,
        seller: "Amazon Web Services Canada, Inc.",
        invoiceNumber: "CAIN24-123456",
        dateText: "2026/08/01",
        invoiceDate: "2026-08-01",
        taxLabel: "GST/HST - 13%",
        bilingual: true,
        secondCurrency: { code: "USD", rate: 0.73, first: true },
      }),
  },
  {
    name: "aws-modern-canada-invoice-currency-first",
    shuffleSeed: 3,
    generate: () =>
      awsModern(base("USD", { taxRate: 0.05 }), {
        ...modern,
        seller: "Amazon Web Services Canada, Inc.",
        invoiceNumber: "CAIN24-654321",
        dateText: "2026/01/31",
        invoiceDate: "2026-01-31",
        taxLabel: "GST - 5%",
        bilingual: true,
        secondCurrency: { code: "CAD", rate: 1.37, first: false },
      }),
  },
  {
    name: "aws-modern-kes-vat-line",
    generate: () =>
      awsModern(base("USD", { taxRate: 0.16 }), {
        ...modern,
        seller: "Amazon Web Services EMEA SARL, Kenya",
        invoiceNumber: "EUINKE24-77",
        taxLabel: "VAT - 16%",
        kes: true,
      }),
  },
  {
    name: "aws-modern-credit-note",
    generate: () =>
      awsModern(base("EUR", { taxRate: 0.19 }), {
        ...modern,
        invoiceNumber: "EUCNGB24-1234",
        creditNote: true,
      }),
  },
  {
    name: "aws-modern-no-tax",
    generate: () => awsModern(base("USD", { items: items(0.99) }), { ...modern, taxLabel: "VAT - 0%" }),
  },
  {
    name: "aws-legacy-credits",
    generate: () =>
      awsLegacy(base("USD", { credits: 20.29, taxRate: 0.1 }), {
        account: "210987654321",
        invoiceNumber: "87654321",
        dateText: "August 3 , 2014",
        invoiceDate: "2014-08-03",
      }),
  },
  {
    name: "aws-legacy-large-shuffled",
    shuffleSeed: 11,
    generate: () =>
      awsLegacy(base("USD", { items: big }), {
        account: "210987654321",
        invoiceNumber: "87654322",
        dateText: "December 3 , 2019",
        invoiceDate: "2019-12-03",
      }),
  },
  {
    name: "gcp-eur-vat-credits",
    generate: () =>
      tableInvoice(
        base("EUR", { items: named, credits: 100, taxRate: 0.21 }),
        gcpStyle("EUR", "VAT (21%)"),
        gcpIds,
      ),
  },
  {
    name: "gcp-usd-discount-wrapped",
    shuffleSeed: 5,
    generate: () =>
      tableInvoice(
        base("USD", { items: named, discount: 50 }),
        { ...gcpStyle("USD", "State sales tax (0%)"), wrapItem: true },
        gcpIds,
      ),
  },
  {
    name: "gcp-large-no-credits",
    generate: () =>
      tableInvoice(base("USD", { items: big }), gcpStyle("USD", "State sales tax (0%)"), gcpIds),
  },
  {
    name: "azure-mca-usd-credit",
    generate: () =>
      azure(base("USD", { credits: 100, taxRate: 0.08 }), {
        kind: "mca",
        invoiceNumber: "G012345678",
        dateText: "03/15/2025",
        invoiceDate: "2025-03-15",
        account: "1234567890",
        money: "symbol",
      }),
  },
  {
    name: "azure-mca-eur-decimal-comma",
    shuffleSeed: 9,
    generate: () =>
      azure(base("EUR", { items: big, credits: 250, taxRate: 0.23 }), {
        kind: "mca",
        invoiceNumber: "G098765432",
        dateText: "04/02/2025",
        invoiceDate: "2025-04-02",
        account: "9876543210",
        money: "comma",
      }),
  },
  {
    name: "azure-payg-discount",
    generate: () =>
      azure(base("USD", { discount: 20, taxRate: 0 }), {
        kind: "payg",
        invoiceNumber: "E0400ABCDE",
        dateText: "03/15/2025",
        invoiceDate: "2025-03-15",
        account: "0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0",
        money: "code",
      }),
  },
  {
    name: "digitalocean-credit-tax",
    generate: () => tableInvoice(base("USD", { credits: 10, taxRate: 0.2 }), doStyle, doIds),
  },
  {
    name: "digitalocean-plain-shuffled",
    shuffleSeed: 13,
    generate: () => tableInvoice(base("USD", { items: items(10, 20, 10, 5) }), doStyle, doIds),
  },
  {
    name: "hetzner-eur-day-first",
    generate: () =>
      tableInvoice(
        base("EUR", {
          items: [
            { description: "CX22 Cloud Server (01/06/2026 - 30/06/2026)", amount: 3.79 },
            { description: "Backup", amount: 0.76 },
          ],
          taxRate: 0.19,
        }),
        hetznerStyle,
        hetznerIds,
      ),
  },
  {
    name: "hetzner-credit-large",
    shuffleSeed: 17,
    generate: () =>
      tableInvoice(base("EUR", { items: big, credits: 15, taxRate: 0.19 }), hetznerStyle, hetznerIds),
  },
  {
    name: "oracle-usd-credits",
    generate: () => tableInvoice(base("USD", { credits: 75, taxRate: 0.0825 }), oracleStyle, oracleIds),
  },
  {
    name: "oracle-large-discount",
    shuffleSeed: 19,
    generate: () => tableInvoice(base("USD", { items: big, discount: 5000 }), oracleStyle, oracleIds),
  },
  {
    name: "ibm-eur-discount-credits",
    generate: () => tableInvoice(base("EUR", { discount: 12, credits: 8, taxRate: 0.19 }), ibmStyle, ibmIds),
  },
  {
    name: "ibm-no-adjustments-shuffled",
    shuffleSeed: 23,
    generate: () => tableInvoice(base("EUR", { items: items(99.99) }), ibmStyle, ibmIds),
  },
];

/** The style with its printed "Currency:" field set to the invoice currency. */
function withCurrency(style: TableStyle, currency: string): TableStyle {
  return {
    ...style,
    fields: style.fields.map(([label, value]) => [label, label === "Currency:" ? currency : value]),
  };
}

export type Adjustment = "credits" | "discount" | "savingsPlan";
export type LayoutBuilder = {
  name: string;
  currencies: string[];
  adjustments: Adjustment[];
  build: (figures: Figures) => Generated;
};

/** One builder per layout, for randomised round trips: figures in, page and expected values out. */
export const LAYOUTS: LayoutBuilder[] = [
  {
    name: "aws-modern",
    currencies: ["USD", "EUR", "GBP"],
    adjustments: ["credits", "discount", "savingsPlan"],
    build: (f) => awsModern(f, modern),
  },
  {
    name: "aws-modern-canada",
    currencies: ["CAD", "USD"],
    adjustments: ["credits"],
    build: (f) =>
      awsModern(f, {
        ...modern,
        seller: "Amazon Web Services Canada, Inc.",
        dateText: "2026/08/01",
        invoiceDate: "2026-08-01",
        taxLabel: "GST/HST - 13%",
        bilingual: true,
        secondCurrency: {
          code: f.currency === "CAD" ? "USD" : "CAD",
          rate: 1.37,
          first: f.currency === "USD",
        },
        wrap: "after",
      }),
  },
  {
    name: "aws-legacy",
    currencies: ["USD"],
    adjustments: ["credits"],
    build: (f) =>
      awsLegacy(f, {
        account: "210987654321",
        invoiceNumber: "87654321",
        dateText: "August 3 , 2014",
        invoiceDate: "2014-08-03",
      }),
  },
  {
    name: "gcp",
    currencies: ["USD", "EUR"],
    adjustments: ["credits", "discount"],
    build: (f) => tableInvoice(f, gcpStyle(f.currency, "VAT (21%)"), gcpIds),
  },
  {
    name: "azure-mca",
    currencies: ["USD", "EUR"],
    adjustments: ["credits", "discount"],
    build: (f) =>
      azure(f, {
        kind: "mca",
        invoiceNumber: "G012345678",
        dateText: "03/15/2025",
        invoiceDate: "2025-03-15",
        account: "1234567890",
        money: f.currency === "EUR" ? "comma" : "symbol",
      }),
  },
  {
    name: "azure-payg",
    currencies: ["USD", "EUR"],
    adjustments: ["credits", "discount"],
    build: (f) =>
      azure(f, {
        kind: "payg",
        invoiceNumber: "E0400ABCDE",
        dateText: "12/01/2024",
        invoiceDate: "2024-12-01",
        account: "0f1e2d3c-4b5a",
        money: "code",
      }),
  },
  {
    name: "digitalocean",
    currencies: ["USD"],
    adjustments: ["credits"],
    build: (f) => tableInvoice(f, doStyle, doIds),
  },
  {
    name: "hetzner",
    currencies: ["EUR"],
    adjustments: ["credits"],
    build: (f) => tableInvoice(f, hetznerStyle, hetznerIds),
  },
  {
    name: "oracle",
    currencies: ["USD", "EUR"],
    adjustments: ["credits", "discount"],
    build: (f) => tableInvoice(f, withCurrency(oracleStyle, f.currency), oracleIds),
  },
  {
    name: "ibm",
    currencies: ["EUR", "USD"],
    adjustments: ["credits", "discount"],
    build: (f) => tableInvoice(f, withCurrency(ibmStyle, f.currency), ibmIds),
  },
];
