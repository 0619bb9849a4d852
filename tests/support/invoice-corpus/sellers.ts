// The sellers the corpus models: legal entity, address, tax identity, numbering habits, currencies, languages,
// number/date habits, usual layouts and house wordings. Written from what these sellers' invoices look like.
import type { Lang } from "./lexicon.ts";
import type { Seller, Service, TaxSpec } from "./model.ts";
import type { Rng } from "./random.ts";

const yy = (year: number) => String(year).slice(2);

/** EU VAT rate of the customer's country, taken from the invoice language where it says one. */
const EU_VAT: Record<Lang, number[]> = {
  en: [0.23, 0.21, 0.25, 0.2, 0.19, 0.17],
  de: [0.19, 0.2],
  fr: [0.2, 0.17],
  es: [0.21],
  it: [0.22],
  nl: [0.21],
  pt: [0.23],
  ja: [0.1],
  zh: [0.06],
  ko: [0.1],
  pl: [0.23],
  sv: [0.25],
  da: [0.25],
  nb: [0.25],
  fi: [0.255, 0.24],
  cs: [0.21],
  tr: [0.2],
};

function euVat(r: Rng, lang: Lang, reverseChance = 0.15): TaxSpec[] {
  if (r.chance(reverseChance)) return [];
  return [{ kind: "vat", rate: r.pick(EU_VAT[lang]) }];
}

function usSales(r: Rng): TaxSpec[] {
  if (r.chance(0.4)) return [{ kind: "sales", rate: 0 }];
  return [{ kind: "sales", rate: r.pick([0.04, 0.0625, 0.0725, 0.08875, 0.1025, 0.06]) }];
}

function indiaGst(r: Rng): TaxSpec[] {
  return r.chance(0.5)
    ? [{ kind: "igst", rate: 0.18 }]
    : [
        { kind: "cgst", rate: 0.09 },
        { kind: "sgst", rate: 0.09 },
      ];
}

// The services each seller prints, each with its true spending category (issue 25): the generator's own knowledge
// of what it printed, written independently of the engine's service lexicon (src/.../breakdown/services.ts).
const AWS_SERVICES: Service[] = [
  ["Amazon Elastic Compute Cloud", "compute"],
  ["Amazon Simple Storage Service", "storage"],
  ["Amazon Relational Database Service", "databases"],
  ["AWS Data Transfer", "network"],
  ["Amazon CloudFront", "network"],
  ["AWS Lambda", "serverless"],
  ["Amazon DynamoDB", "databases"],
  ["Amazon Elastic Kubernetes Service", "containers"],
  ["AWS Support (Business)", "support"],
  ["Amazon CloudWatch", "other"],
];
const GCP_SERVICES: Service[] = [
  ["Compute Engine", "compute"],
  ["Cloud Storage", "storage"],
  ["BigQuery", "analytics"],
  ["Cloud SQL", "databases"],
  ["Kubernetes Engine", "containers"],
  ["Networking", "network"],
  ["Cloud Run", "serverless"],
  ["Vertex AI", "ai_ml"],
  ["Cloud Logging", "other"],
];
const AZURE_SERVICES: Service[] = [
  ["Virtual Machines", "compute"],
  ["Storage", "storage"],
  ["Azure App Service", "compute"],
  ["Bandwidth", "network"],
  ["Azure SQL Database", "databases"],
  ["Azure Kubernetes Service", "containers"],
  ["Azure Monitor", "other"],
  ["Azure Cosmos DB", "databases"],
];

const awsWordsEn = {
  title: ["VAT Invoice", "Tax Invoice"],
  invoiceNumber: ["VAT Invoice Number", "Invoice Number", "Tax Invoice Number"],
  invoiceDate: ["VAT Invoice Date", "Invoice Date", "Tax Invoice Date"],
  account: ["Account number", "Account Number"],
  total: ["AWS Service Charges", "TOTAL AMOUNT"],
  charges: ["Charges"],
  credits: ["Credits"],
  discount: ["Discounts", "Discount (EDP)", "Discount"],
  savingsPlan: ["Savings Plans", "Savings Plans for AWS Compute usage"],
  net: ["Net Charges (After Credits/Discounts, excl. Tax)", "Net Charges (excl. Tax)"],
  period: ["This invoice is for the billing period", "Billing period"],
  creditTitle: ["Credit Note", "VAT Credit Note"],
  creditNumber: ["Credit Note Number", "VAT Credit Note Number"],
  creditDate: ["Credit Note Date", "VAT Credit Note Date"],
};

const aws = (over: Partial<Seller> & Pick<Seller, "id" | "legalName" | "address" | "taxId">): Seller => ({
  provider: "AWS",
  brand: "Amazon Web Services",
  domain: "aws.amazon.com",
  phone: "+1 206 266 4064",
  langs: ["en"],
  currencies: ["USD"],
  numberStyles: { en: ["en"] },
  moneyStyles: ["code-before"],
  negativeStyles: ["minus"],
  dateFormats: { en: ["month-d-en", "mon-d-en", "d-month-en"] },
  layouts: ["split-header"],
  invoiceNumber: (r) => r.digits(10),
  accountId: (r) => r.digits(12),
  taxes: (r, lang) => euVat(r, lang),
  services: AWS_SERVICES,
  deductions: ["credits", "discount", "savingsPlan"],
  creditNotes: false,
  words: { en: awsWordsEn },
  awsSummary: "modern",
  ...over,
});

const AWS_US = aws({
  id: "aws-us",
  legalName: "Amazon Web Services, Inc.",
  address: ["410 Terry Avenue North", "Seattle, WA 98109-5210, US"],
  taxId: "Federal Tax ID: 91-1646860",
  moneyStyles: ["symbol-before"],
  dateFormats: { en: ["month-d-aws-legacy", "month-d-en"] },
  invoiceNumber: (r) => r.digits(r.pick([8, 9])),
  taxes: (r) => usSales(r),
  deductions: ["credits"],
  awsSummary: "legacy",
  words: {
    en: {
      title: ["Amazon Web Services Invoice", "Invoice Summary"],
      invoiceNumber: ["Invoice Number"],
      invoiceDate: ["Invoice Date"],
      account: ["Account number"],
      total: ["Total for this invoice"],
      charges: ["Charges"],
      credits: ["Credits"],
      net: ["Net charges"],
      period: ["This invoice is for the billing period"],
    },
  },
});

const AWS_EMEA = aws({
  id: "aws-emea",
  legalName: "Amazon Web Services EMEA SARL",
  address: ["38 Avenue John F. Kennedy", "L-1855 Luxembourg"],
  taxId: "VAT Registration Number: LU26888617",
  registry: "R.C.S. Luxembourg: B186284",
  bank: { iban: "LU12 0019 1655 6447 1000", bic: "BCEELULL", name: "Banque et Caisse d'Epargne de l'Etat" },
  langs: ["en", "es", "it"],
  currencies: ["EUR", "USD"],
  numberStyles: { en: ["en"], es: ["de"], it: ["de"] },
  moneyStyles: ["code-before"],
  dateFormats: {
    en: ["month-d-en", "d-month-en", "iso"],
    es: ["dmy-slash", "d-month-es"],
    it: ["dmy-slash", "d-month-it"],
  },
  invoiceNumber: (r, year, credit) =>
    `${credit ? "EUCN" : "EUIN"}${r.pick(["DE", "FR", "NL", "IE", "ES", "IT", "DK"])}${yy(year)}-${r.digits(7)}`,
  secondCurrencies: [
    { code: "DKK", rate: 7.46 },
    { code: "KES", rate: 129.2 },
    { code: "PLN", rate: 4.31 },
  ],
  creditNotes: true,
  words: {
    en: awsWordsEn,
    es: {
      title: ["Factura"],
      invoiceNumber: ["Número de factura"],
      account: ["Número de cuenta"],
      total: ["Cargos por servicios de AWS", "Importe total"],
      charges: ["Cargos"],
      net: ["Cargos netos (después de créditos/descuentos, sin impuestos)", "Base imponible"],
    },
    it: {
      title: ["Fattura"],
      invoiceNumber: ["Numero fattura"],
      account: ["Numero account"],
      total: ["Addebiti per i servizi AWS", "Importo totale"],
      charges: ["Addebiti"],
      net: ["Addebiti netti (dopo crediti/sconti, IVA esclusa)", "Imponibile"],
    },
  },
});

const AWS_UK = aws({
  id: "aws-uk",
  customerCountry: "United Kingdom",
  legalName: "Amazon Web Services EMEA SARL, UK Branch",
  address: ["1 Principal Place, Worship Street", "London EC2A 2FA, United Kingdom"],
  taxId: "VAT Registration Number: GB 202 7351 82",
  currencies: ["GBP"],
  moneyStyles: ["code-before", "symbol-before"],
  negativeStyles: ["minus", "parens"],
  dateFormats: { en: ["d-month-en", "dmy-slash", "month-d-en"] },
  invoiceNumber: (r, year, credit) => `${credit ? "EUCNGB" : "EUINGB"}${yy(year)}-${r.digits(7)}`,
  taxes: () => [{ kind: "vat", rate: 0.2 }],
  creditNotes: true,
});

const AWS_JP = aws({
  id: "aws-jp",
  customerCountry: "Japan",
  legalName: "Amazon Web Services Japan G.K.",
  address: ["1-1, Kamiosaki 3-chome, Shinagawa-ku", "Tokyo, 141-0021, Japan"],
  taxId: "Registration Number: T2011001071542",
  phone: "+81 3 6367 4000",
  currencies: ["JPY", "JPY", "USD"],
  moneyStyles: ["code-before", "symbol-before"],
  dateFormats: { en: ["ymd-slash", "month-d-en", "iso"] },
  invoiceNumber: (r, year) => `JPIN${yy(year)}-${r.digits(7)}`,
  taxes: () => [{ kind: "jct", rate: 0.1 }],
  taxFloor: true,
  words: {
    en: {
      ...awsWordsEn,
      title: ["Qualified Invoice", "Tax Invoice"],
      net: ["Net Charges (excl. Consumption Tax)", "Net Charges (After Credits/Discounts, excl. Tax)"],
    },
  },
});

const AWS_IN = aws({
  id: "aws-in",
  customerCountry: "India",
  legalName: "Amazon Web Services India Private Limited",
  address: ["Block E, 14th Floor, International Trade Tower, Nehru Place", "New Delhi 110019, India"],
  taxId: "GSTIN: 07AAICA7294R1ZS",
  phone: "+91 11 4985 3300",
  currencies: ["INR"],
  numberStyles: { en: ["in"] },
  moneyStyles: ["code-before", "symbol-before", "bare"],
  dateFormats: { en: ["dmy-slash", "d-month-en", "dd-mon-yyyy"] },
  invoiceNumber: (r, year) => `INDL${yy(year)}-${r.digits(7)}`,
  taxes: (r) => indiaGst(r),
  words: {
    en: {
      ...awsWordsEn,
      title: ["Tax Invoice"],
      invoiceNumber: ["Tax Invoice Number", "Invoice Number"],
      invoiceDate: ["Tax Invoice Date", "Invoice Date"],
    },
  },
});

const AWS_BR = aws({
  id: "aws-br",
  legalName: "Amazon AWS Serviços Brasil Ltda.",
  address: [
    "Av. Presidente Juscelino Kubitschek, 2041, Torre E, 18º andar",
    "São Paulo - SP, 04543-011, Brasil",
  ],
  taxId: "CNPJ: 23.412.247/0001-10",
  phone: "+55 11 3550 6000",
  langs: ["pt"],
  currencies: ["BRL"],
  numberStyles: { pt: ["de"] },
  moneyStyles: ["symbol-before", "code-before"],
  dateFormats: { pt: ["dmy-slash", "d-month-pt"] },
  invoiceNumber: (r, year) => `BRIN${yy(year)}-${r.digits(7)}`,
  taxes: (r) =>
    r.chance(0.5)
      ? [
          { kind: "pis", rate: 0.0165 },
          { kind: "cofins", rate: 0.076 },
        ]
      : [
          { kind: "iss", rate: 0.029 },
          { kind: "pis", rate: 0.0065 },
          { kind: "cofins", rate: 0.03 },
        ],
  words: {
    pt: {
      title: ["Fatura", "Fatura de Serviços"],
      invoiceNumber: ["Número da fatura"],
      account: ["Número da conta"],
      total: ["Cobranças de serviços da AWS", "Valor total"],
      charges: ["Cobranças"],
      net: ["Cobranças líquidas (após créditos/descontos, sem impostos)", "Valor líquido"],
      period: ["Período de faturamento"],
    },
  },
});

const AWS_CA = aws({
  id: "aws-ca",
  customerCountry: "Canada",
  legalName: "Amazon Web Services Canada, Inc.",
  address: ["120 Bremner Blvd, 26th Floor", "Toronto, Ontario, M5J 0A8, Canada"],
  taxId: "GST/HST Registration: 789069346 RT0001 | QST: 1229051718 TQ0001",
  currencies: ["USD", "CAD"],
  dateFormats: { en: ["ymd-slash"] },
  invoiceNumber: (r, year) => `CAIN${yy(year)}-${r.digits(7)}`,
  taxes: (r) =>
    r.pick([
      [{ kind: "hst", rate: 0.13 }],
      [{ kind: "gst", rate: 0.05 }],
      [
        { kind: "gst", rate: 0.05 },
        { kind: "qst", rate: 0.09975 },
      ],
    ] as TaxSpec[][]),
  twoColumns: [{ code: "CAD", rate: 1.3712 }],
  bilingualFr: {
    title: "Facture",
    invoiceNumber: "Numéro de facture",
    invoiceDate: "Date de facture",
    account: "Numéro de compte",
    total: "Frais de service AWS",
    charges: "Frais",
    credits: "Crédits",
    discount: "Remises",
    savingsPlan: "Savings Plans",
    net: "Frais nets (après crédits/remises, taxes exclues)",
    period: "Période de facturation",
    dueDate: "Date d'échéance",
  },
});

const AWS_AU = aws({
  id: "aws-au",
  customerCountry: "Australia",
  legalName: "Amazon Web Services Australia Pty Ltd",
  address: ["Level 37, 2-26 Park Street", "Sydney NSW 2000, Australia"],
  taxId: "ABN: 63 605 345 891",
  currencies: ["AUD", "USD"],
  moneyStyles: ["code-before", "symbol-before"],
  dateFormats: { en: ["dmy-slash", "d-month-en"] },
  invoiceNumber: (r, year) => `AUIN${yy(year)}-${r.digits(7)}`,
  taxes: () => [{ kind: "gst", rate: 0.1 }],
});

const AWS_KR = aws({
  id: "aws-kr",
  customerCountry: "Korea",
  legalName: "Amazon Web Services Korea LLC",
  address: ["12F, Gangnam Finance Center, 152 Teheran-ro, Gangnam-gu", "Seoul 06236, Republic of Korea"],
  taxId: "Business Registration Number: 120-87-91522",
  phone: "+82 2 3447 6700",
  currencies: ["KRW"],
  moneyStyles: ["code-before", "code-after"],
  dateFormats: { en: ["iso", "ymd-slash", "month-d-en"] },
  invoiceNumber: (r, year) => `KRIN${yy(year)}-${r.digits(7)}`,
  taxes: () => [{ kind: "vat", rate: 0.1 }],
});

const gcpWordsEn = {
  title: ["Invoice"],
  invoiceNumber: ["Invoice number"],
  invoiceDate: ["Issue date", "Invoice date"],
  account: ["Billing Account Number", "Billing account ID", "Billing ID"],
  net: ["Subtotal in {CUR}", "Subtotal"],
  total: ["Amount due in {CUR}", "Total in {CUR}", "Total amount due"],
  charges: ["Total charges", "Charges"],
  savingsPlan: [
    "Committed use discount",
    "Committed use discounts (resource based)",
    "Spend-based committed use discount",
  ],
  credits: ["Free trial credit", "Promotional credit", "Credits"],
  discount: ["Discount", "Sustained use discount", "Negotiated discount"],
  period: ["Summary for", "Billing period"],
};

const GOOGLE_LLC: Seller = {
  id: "google-llc",
  provider: "GCP",
  legalName: "Google LLC",
  brand: "Google Cloud",
  address: ["1600 Amphitheatre Pkwy", "Mountain View, CA 94043", "United States"],
  domain: "cloud.google.com",
  taxId: "Federal Tax ID: 77-0493581",
  phone: "+1 650 253 0000",
  langs: ["en"],
  currencies: ["USD"],
  numberStyles: { en: ["en"] },
  moneyStyles: ["bare", "symbol-before"],
  negativeStyles: ["minus", "parens"],
  dateFormats: { en: ["mon-d-en", "month-d-en"] },
  layouts: ["details-table"],
  invoiceNumber: (r) => r.digits(10),
  accountId: (r) =>
    r.chance(0.5)
      ? `${r.hex(6)}-${r.hex(6)}-${r.hex(6)}`
      : `${r.digits(4)}-${r.digits(4)}-${r.digits(4)}-${r.digits(4)}`,
  taxes: (r) => usSales(r),
  services: GCP_SERVICES,
  deductions: ["credits", "discount", "savingsPlan"],
  creditNotes: false,
  words: { en: { ...gcpWordsEn, savingsPlan: [...gcpWordsEn.savingsPlan] } },
};

const GOOGLE_EMEA: Seller = {
  ...GOOGLE_LLC,
  id: "google-emea",
  legalName: "Google Cloud EMEA Limited",
  address: ["Velasco, Clanwilliam Place", "Dublin 2, Ireland"],
  taxId: "VAT: IE3668997OH",
  phone: "+353 1 436 1000",
  bank: { iban: "IE64 CITI 9900 5137 4913 85", bic: "CITIIE2X", name: "Citibank Europe plc" },
  langs: ["en", "de", "fr", "es", "it", "nl"],
  currencies: ["EUR", "EUR", "USD"],
  numberStyles: { en: ["en"], de: ["de"], fr: ["fr-space", "fr-nbsp"], es: ["de"], it: ["de"], nl: ["de"] },
  moneyStyles: ["bare", "symbol-before", "symbol-after", "code-after"],
  negativeStyles: ["minus", "parens"],
  dateFormats: {
    en: ["mon-d-en", "d-month-en"],
    de: ["dmy-dot", "d-month-de"],
    fr: ["dmy-slash", "d-month-fr"],
    es: ["dmy-slash", "d-month-es"],
    it: ["dmy-slash", "d-month-it"],
    nl: ["d-month-nl", "iso"],
  },
  layouts: ["details-table", "letter"],
  taxes: (r, lang) => euVat(r, lang),
  secondCurrencies: [{ code: "DKK", rate: 7.46 }],
  creditNotes: true,
  words: { en: gcpWordsEn },
};

const GOOGLE_IN: Seller = {
  ...GOOGLE_LLC,
  id: "google-in",
  customerCountry: "India",
  legalName: "Google Cloud India Private Limited",
  address: [
    "Unit 207, 2nd Floor, Signature Tower-II, Tower A",
    "Sector 15 Part II, Silokhera, Gurugram 122001, India",
  ],
  taxId: "GSTIN: 06AAGCG6254L1ZR",
  phone: "+91 124 4512 900",
  currencies: ["INR"],
  numberStyles: { en: ["in"] },
  moneyStyles: ["bare", "code-before"],
  dateFormats: { en: ["dmy-slash", "d-month-en", "mon-d-en"] },
  invoiceNumber: (r) => `${r.pick(["IN", "GCI"])}${r.digits(10)}`,
  taxes: (r) => indiaGst(r),
};

const azureWordsEn = {
  title: ["Invoice"],
  invoiceNumber: ["Invoice number"],
  invoiceDate: ["Invoice date"],
  account: ["Billing profile ID", "Billing account ID"],
  charges: ["Charges", "Total charges"],
  credits: ["Azure credit applied", "Credits applied", "Azure prepayment applied"],
  discount: ["Discount"],
  savingsPlan: ["Azure savings plan for compute", "Savings plan"],
  net: ["Subtotal (pre-tax)", "Subtotal"],
  total: ["Total amount due", "Total"],
  period: ["Billing period", "Service period"],
  dueDate: ["Due date"],
};

const MS_IE: Seller = {
  id: "ms-ie",
  provider: "Azure",
  legalName: "Microsoft Ireland Operations Ltd",
  brand: "Microsoft Azure",
  address: ["One Microsoft Place, South County Business Park", "Leopardstown, Dublin 18, D18 P521, Ireland"],
  domain: "azure.microsoft.com",
  taxId: "VAT: IE8256796U",
  phone: "+353 1 295 3826",
  bank: { iban: "IE29 CITI 9900 5124 5566 73", bic: "CITIIE2X", name: "Citibank N.A. Dublin" },
  langs: ["en", "de", "fr", "nl", "it", "es"],
  currencies: ["EUR"],
  numberStyles: { en: ["en"], de: ["de"], fr: ["fr-space"], nl: ["de"], it: ["de"], es: ["de"] },
  moneyStyles: ["code-before", "symbol-before", "symbol-after", "bare"],
  negativeStyles: ["minus", "parens"],
  dateFormats: {
    en: ["dmy-slash", "d-month-en"],
    de: ["dmy-dot"],
    fr: ["dmy-slash"],
    nl: ["dmy-slash", "d-month-nl"],
    it: ["dmy-slash"],
    es: ["dmy-slash"],
  },
  layouts: ["stacked", "split-header"],
  invoiceNumber: (r) => `G0${r.digits(8)}`,
  accountId: (r) => `${r.letters(2)}${r.digits(2)}-${r.letters(4)}-${r.letters(3)}-${r.letters(3)}`,
  taxes: (r, lang) => euVat(r, lang, 0.1),
  services: AZURE_SERVICES,
  deductions: ["credits", "discount", "savingsPlan"],
  creditNotes: false,
  words: { en: azureWordsEn },
};

const MS_US: Seller = {
  ...MS_IE,
  id: "ms-us",
  legalName: "Microsoft Corporation",
  address: ["One Microsoft Way", "Redmond, WA 98052, United States"],
  taxId: "Federal Tax ID: 91-1144442",
  phone: "+1 800 642 7676",
  bank: { iban: "Account 3755-1234-5678 (ACH)", bic: "BOFAUS3N", name: "Bank of America" },
  langs: ["en"],
  currencies: ["USD"],
  numberStyles: { en: ["en"] },
  moneyStyles: ["symbol-before", "code-before", "bare"],
  dateFormats: { en: ["mdy-slash"] },
  layouts: ["stacked", "split-header", "side-by-side"],
  taxes: (r) => usSales(r),
};

const MS_LEGACY: Seller = {
  ...MS_US,
  id: "ms-legacy",
  layouts: ["split-header", "columns"],
  invoiceNumber: (r) => `E0${r.digits(8)}`,
  accountId: (r) => r.digits(r.pick([7, 8])),
  moneyStyles: ["bare", "code-before"],
  dateFormats: { en: ["mdy-slash", "month-d-en"] },
  deductions: ["credits", "discount"],
  words: {
    en: {
      title: ["Invoice", "Microsoft Azure Invoice"],
      invoiceNumber: ["Invoice No.", "Invoice No:"],
      invoiceDate: ["Document Date", "Invoice Date"],
      account: ["Account ID", "Customer No."],
      period: ["Billing cycle", "Billing Period"],
      charges: ["Usage Charges", "Total Charges"],
      credits: ["Credits/Adjustments", "Azure Prepayment applied"],
      net: ["Subtotal", "Total before Tax"],
      total: ["Total Amount", "Total Due"],
    },
  },
};

const DIGITALOCEAN: Seller = {
  id: "digitalocean",
  provider: "DigitalOcean",
  legalName: "DigitalOcean, LLC",
  brand: "DigitalOcean",
  address: ["101 Avenue of the Americas, 2nd Floor", "New York, NY 10013, United States"],
  domain: "digitalocean.com",
  taxId: "EU VAT: EU528002224",
  phone: "+1 646 827 4366",
  langs: ["en"],
  currencies: ["USD", "EUR"],
  numberStyles: { en: ["en"] },
  moneyStyles: ["symbol-before", "code-before"],
  negativeStyles: ["minus", "parens"],
  dateFormats: { en: ["month-d-en", "mon-d-en"] },
  layouts: ["details-table", "columns", "side-by-side"],
  invoiceNumber: (r) => r.digits(r.pick([7, 9])),
  accountId: null,
  taxes: (r, lang) => (r.chance(0.3) ? [] : euVat(r, lang, 0)),
  services: [
    ["Droplets", "compute"],
    ["Volumes", "storage"],
    ["Spaces Subscription", "storage"],
    ["Managed Databases", "databases"],
    ["Load Balancers", "network"],
    ["Kubernetes", "containers"],
    ["Snapshots", "storage"],
    ["Backups", "storage"],
  ],
  deductions: ["credits"],
  creditNotes: false,
  words: {
    en: {
      invoiceDate: ["Date Issued", "Date of issue"],
      dueDate: ["Date due", "Due date"],
      charges: ["Total usage charges", "Usage charges"],
      net: ["Total before tax", "Subtotal"],
      total: ["Total", "Total due"],
      credits: ["Credits", "Promo credit"],
      period: ["Summary for", "Billing period"],
    },
  },
};

const HETZNER: Seller = {
  id: "hetzner",
  provider: "Hetzner",
  legalName: "Hetzner Online GmbH",
  brand: "HETZNER",
  address: ["Industriestr. 25", "91710 Gunzenhausen", "Deutschland"],
  domain: "www.hetzner.com",
  taxId: "USt-IdNr.: DE 812871812",
  phone: "+49 (0)9831 505-0",
  registry: "Amtsgericht Ansbach, HRB 6089 · Geschäftsführer: Martin Hetzner, Stephan Konvickova",
  bank: { iban: "DE92 7603 0080 0260 0001 00", bic: "CSDBDE71XXX", name: "Commerzbank Nürnberg" },
  langs: ["de", "en"],
  currencies: ["EUR"],
  numberStyles: { de: ["de"], en: ["en", "de"] },
  moneyStyles: ["symbol-after", "symbol-before", "code-after"],
  negativeStyles: ["minus", "trailing"],
  dateFormats: { de: ["dmy-dot", "d-month-de"], en: ["dmy-slash", "dmy-dot"] },
  layouts: ["letter"],
  invoiceNumber: (r) => `R00${r.digits(8)}`,
  accountId: (r) => `K0${r.digits(9)}`,
  taxes: (r) => (r.chance(0.15) ? [] : [{ kind: "vat", rate: 0.19 }]),
  services: [
    ["Cloud Server CX22", "compute"],
    ["Cloud Server CPX31", "compute"],
    ["Dedicated Server AX41-NVMe", "compute"],
    ["Storage Box BX11", "storage"],
    ["Load Balancer LB11", "network"],
    ["Primary IPv4", "network"],
    ["Traffic", "network"],
  ],
  deductions: ["discount", "credits"],
  creditNotes: true,
  words: {
    de: {
      invoiceNumber: ["Rechnungsnr.", "Rechnung Nr."],
      invoiceDate: ["Rechnungsdatum"],
      account: ["Kundennummer", "Kundennr."],
      net: ["Summe netto", "Zwischensumme netto", "Gesamt netto"],
      charges: ["Zwischensumme", "Summe Positionen"],
      total: ["Gesamtbetrag", "Rechnungsbetrag", "Summe brutto"],
      credits: ["Guthaben verrechnet", "Gutschrift"],
    },
    en: {
      title: ["Invoice"],
      invoiceNumber: ["Invoice no.", "Invoice number"],
      invoiceDate: ["Invoice date"],
      account: ["Customer no.", "Customer number"],
      net: ["Total (excl. VAT)", "Net total"],
      total: ["Total (incl. VAT)", "Invoice amount"],
      charges: ["Subtotal"],
      creditTitle: ["Credit note", "Invoice correction"],
    },
  },
};

const ORACLE: Seller = {
  id: "oracle",
  provider: "Oracle",
  legalName: "Oracle America, Inc.",
  brand: "ORACLE Cloud Infrastructure",
  address: ["500 Oracle Parkway", "Redwood Shores, CA 94065, United States"],
  domain: "www.oracle.com",
  taxId: "Federal Tax ID: 94-2871189",
  phone: "+1 800 633 0738",
  bank: { iban: "Account 1234567890 ABA 121000248", bic: "WFBIUS6S", name: "Wells Fargo Bank" },
  langs: ["en"],
  currencies: ["USD"],
  numberStyles: { en: ["en", "plain"] },
  moneyStyles: ["bare", "code-before"],
  negativeStyles: ["minus", "parens", "trailing"],
  dateFormats: { en: ["dd-mon-yyyy"] },
  layouts: ["columns", "split-header"],
  invoiceNumber: (r) => r.digits(r.pick([9, 10])),
  accountId: (r) => r.digits(7),
  taxes: (r) => usSales(r),
  services: [
    ["Oracle Cloud Infrastructure - Compute - Standard - E4", "compute"],
    ["OCI - Block Volume Storage", "storage"],
    ["Autonomous Database", "databases"],
    ["OCI - Object Storage", "storage"],
    ["Outbound Data Transfer", "network"],
    ["OCI - Load Balancer", "network"],
  ],
  deductions: ["credits", "discount"],
  creditNotes: false,
  words: {
    en: {
      invoiceNumber: ["Invoice Number", "Invoice No."],
      invoiceDate: ["Invoice Date"],
      account: ["Customer Number", "Customer Account"],
      charges: ["Line Total", "Total Charges"],
      net: ["Net Amount", "Total Before Tax"],
      total: ["Invoice Total", "Total Amount Due"],
      credits: ["Credits", "Universal Credits Applied"],
      discount: ["Discount", "Promotional Discount"],
    },
  },
};

const IBM: Seller = {
  id: "ibm",
  customerCountry: "United Kingdom",
  provider: "IBM",
  legalName: "IBM United Kingdom Limited",
  brand: "IBM Cloud",
  address: ["PO Box 41, North Harbour", "Portsmouth, Hampshire PO6 3AU, United Kingdom"],
  domain: "www.ibm.com/cloud",
  taxId: "VAT Reg. No. GB 254 6244 94",
  phone: "+44 23 9256 1000",
  registry: "Registered in England and Wales No. 741598",
  bank: { iban: "GB33 BUKB 2020 1555 5555 55", bic: "BUKBGB22", name: "Barclays Bank PLC" },
  langs: ["en"],
  currencies: ["GBP", "USD"],
  numberStyles: { en: ["en"] },
  moneyStyles: ["code-before", "bare", "symbol-before"],
  negativeStyles: ["minus", "cr"],
  dateFormats: { en: ["dmy-slash", "d-month-en", "iso"] },
  layouts: ["columns", "split-header"],
  invoiceNumber: (r) => `${r.letters(1)}${r.digits(7)}`,
  accountId: (r) => r.digits(7),
  taxes: () => [{ kind: "vat", rate: 0.2 }],
  services: [
    ["IBM Cloud Kubernetes Service", "containers"],
    ["IBM Cloud Object Storage", "storage"],
    ["IBM Db2 on Cloud", "databases"],
    ["Virtual Server for VPC", "compute"],
    ["IBM Cloud Support", "support"],
  ],
  deductions: ["discount", "credits"],
  creditNotes: true,
  words: {
    en: {
      account: ["Customer No.", "IBM Customer Number", "Account ID"],
      credits: ["Credits", "Promotion credit"],
    },
  },
};

const OVH_FR: Seller = {
  id: "ovh-fr",
  provider: "OVHcloud",
  legalName: "OVH SAS",
  brand: "OVHcloud",
  address: ["2 rue Kellermann", "59100 Roubaix, France"],
  domain: "www.ovhcloud.com",
  taxId: "N° TVA : FR22424761419",
  phone: "+33 9 72 10 10 07",
  registry: "SAS au capital de 50 000 000 € · RCS Lille Métropole 424 761 419 00045",
  bank: { iban: "FR76 3000 4013 2800 0101 7845 690", bic: "BNPAFRPPXXX", name: "BNP Paribas" },
  langs: ["fr", "en"],
  currencies: ["EUR"],
  numberStyles: { fr: ["fr-space", "fr-nbsp"], en: ["en"] },
  moneyStyles: ["symbol-after", "code-after"],
  negativeStyles: ["minus"],
  dateFormats: { fr: ["d-month-fr", "dmy-slash"], en: ["dmy-slash", "d-month-en"] },
  layouts: ["letter", "columns"],
  invoiceNumber: (r, _year, credit) => `${credit ? "AFR" : "FR"}${r.digits(8)}`,
  accountId: (r) => `${r.letters(2, "abcdefghijklmnopqrstuvwxyz")}${r.digits(5)}-ovh`,
  taxes: () => [{ kind: "vat", rate: 0.2 }],
  services: [
    ["Public Cloud - Instance b3-16", "compute"],
    ["Serveur dédié Advance-2", "compute"],
    ["Object Storage", "storage"],
    ["Bare Metal Rise-1", "compute"],
    ["Nom de domaine", "network"],
    ["Managed Kubernetes", "containers"],
  ],
  deductions: ["discount", "credits"],
  creditNotes: true,
  words: {
    fr: {
      invoiceNumber: ["Facture n°", "Numéro de facture"],
      account: ["Identifiant client", "Compte client"],
      net: ["Total HT"],
      total: ["Total TTC", "Montant TTC"],
      credits: ["Bon d'achat", "Crédits"],
    },
  },
};

const OVH_ES: Seller = {
  ...OVH_FR,
  id: "ovh-es",
  legalName: "OVH Hispano SL",
  address: ["Calle Princesa 22, 2º Dcha.", "28008 Madrid, España"],
  taxId: "CIF: B85417125",
  phone: "+34 902 106 113",
  registry: "Registro Mercantil de Madrid, Tomo 25.467, Folio 56, Hoja M-458937",
  bank: { iban: "ES91 2100 0418 4502 0005 1332", bic: "CAIXESBBXXX", name: "CaixaBank" },
  langs: ["es"],
  numberStyles: { es: ["de"] },
  dateFormats: { es: ["dmy-slash", "d-month-es"] },
  invoiceNumber: (r, _year, credit) => `${credit ? "AES" : "ES"}${r.digits(7)}`,
  taxes: () => [{ kind: "vat", rate: 0.21 }],
  words: {},
};

const OVH_IT: Seller = {
  ...OVH_FR,
  id: "ovh-it",
  legalName: "OVH S.r.l.",
  address: ["Via Carlo Imbonati 18", "20159 Milano (MI), Italia"],
  taxId: "P.IVA: IT06157670966",
  phone: "+39 02 5560 0290",
  registry: "Capitale sociale 10.000,00 € i.v. · REA MI-1873401",
  bank: { iban: "IT60 X054 2811 1010 0000 0123 456", bic: "BPMOIT22XXX", name: "Banca Popolare" },
  langs: ["it"],
  numberStyles: { it: ["de"] },
  dateFormats: { it: ["dmy-slash", "d-month-it"] },
  invoiceNumber: (r, _year, credit) => `${credit ? "AIT" : "IT"}${r.digits(7)}`,
  taxes: () => [{ kind: "vat", rate: 0.22 }],
  words: {},
};

const SCALEWAY: Seller = {
  id: "scaleway",
  provider: "Scaleway",
  legalName: "Scaleway SAS",
  brand: "Scaleway",
  address: ["8 rue de la Ville l'Evêque", "75008 Paris, France"],
  domain: "www.scaleway.com",
  taxId: "TVA : FR35433115904",
  phone: "+33 1 84 13 00 00",
  registry: "RCS Paris 433 115 904",
  bank: { iban: "FR76 3000 3034 4000 0201 5374 121", bic: "SOGEFRPP", name: "Société Générale" },
  langs: ["fr", "en", "nl"],
  currencies: ["EUR"],
  numberStyles: { fr: ["fr-space", "fr-nbsp"], en: ["en"], nl: ["de"] },
  moneyStyles: ["symbol-after", "symbol-before", "code-after"],
  negativeStyles: ["minus"],
  dateFormats: {
    fr: ["d-month-fr", "dmy-slash", "iso"],
    en: ["iso", "d-month-en"],
    nl: ["dmy-slash", "d-month-nl"],
  },
  layouts: ["stacked", "letter", "side-by-side"],
  invoiceNumber: (r, year) => `${year}${r.digits(2)}-${r.letters(2)}${r.digits(6)}`,
  accountId: (r) =>
    `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(["8", "9", "A", "B"])}${r.hex(3)}-${r.hex(12)}`.toLowerCase(),
  taxes: (r, lang) => (lang === "nl" ? euVat(r, lang, 0) : [{ kind: "vat", rate: 0.2 }]),
  services: [
    ["Instances PRO2-S", "compute"],
    ["Object Storage", "storage"],
    ["Block Storage", "storage"],
    ["Managed Database for PostgreSQL", "databases"],
    ["Kubernetes Kapsule", "containers"],
    ["Elastic Metal", "compute"],
  ],
  deductions: ["discount", "credits"],
  creditNotes: false,
  words: {
    en: { account: ["Organization ID", "Organisation ID"], net: ["Total excl. VAT", "Total before tax"] },
    fr: { account: ["ID de l'organisation", "Organisation"] },
  },
};

const LINODE: Seller = {
  id: "linode",
  provider: "Linode",
  legalName: "Akamai Technologies, Inc. (Linode)",
  brand: "Akamai Connected Cloud - Linode",
  address: ["145 Broadway", "Cambridge, MA 02142, United States"],
  domain: "www.linode.com",
  taxId: "Federal Tax ID: 04-3432319",
  phone: "+1 855 454 6633",
  langs: ["en"],
  currencies: ["USD"],
  numberStyles: { en: ["en"] },
  moneyStyles: ["symbol-before", "bare"],
  negativeStyles: ["minus", "parens"],
  dateFormats: { en: ["iso", "month-d-en"] },
  layouts: ["details-table", "columns", "side-by-side"],
  invoiceNumber: (r) => r.digits(8),
  accountId: (r) => `${r.pick(["acme", "nimbus", "tessera", "bluefin"])}-${r.digits(4)}`,
  taxes: (r) => usSales(r),
  services: [
    ["Linode 8 GB", "compute"],
    ["Linode 32 GB Dedicated", "compute"],
    ["Block Storage 100 GB", "storage"],
    ["NodeBalancer", "network"],
    ["Object Storage", "storage"],
    ["Backups", "storage"],
  ],
  deductions: ["credits"],
  creditNotes: false,
  words: { en: { account: ["Account", "Customer ID"], charges: ["Subtotal"], net: ["Total before tax"] } },
};

const VULTR: Seller = {
  id: "vultr",
  provider: "Vultr",
  legalName: "Vultr Holdings, LLC",
  brand: "VULTR",
  address: ["319 Clematis Street, Suite 900", "West Palm Beach, FL 33401, United States"],
  domain: "www.vultr.com",
  taxId: "EIN: 46-4383640",
  phone: "+1 561 206 2850",
  langs: ["en"],
  currencies: ["USD"],
  numberStyles: { en: ["en"] },
  moneyStyles: ["symbol-before", "code-before"],
  negativeStyles: ["minus", "parens"],
  dateFormats: { en: ["iso", "mon-d-en", "mdy-slash"] },
  layouts: ["details-table", "columns", "side-by-side"],
  invoiceNumber: (r) => r.digits(8),
  accountId: null,
  taxes: (r) => (r.chance(0.6) ? [] : usSales(r)),
  services: [
    ["Cloud Compute - 4 vCPU 8 GB", "compute"],
    ["High Frequency Compute", "compute"],
    ["Block Storage", "storage"],
    ["Bare Metal", "compute"],
    ["Snapshots", "storage"],
    ["Vultr Kubernetes Engine", "containers"],
  ],
  deductions: ["credits"],
  creditNotes: false,
  words: {
    en: {
      charges: ["Subtotal"],
      net: ["Total before tax"],
      credits: ["Credit applied", "Promotional credit"],
    },
  },
};

const ALIBABA: Seller = {
  id: "alibaba",
  customerCountry: "Singapore",
  provider: "Alibaba Cloud",
  legalName: "Alibaba Cloud (Singapore) Private Limited",
  brand: "Alibaba Cloud",
  address: ["8 Shenton Way, #45-01 AXA Tower", "Singapore 068811"],
  domain: "www.alibabacloud.com",
  taxId: "GST Reg. No.: 201538421G",
  phone: "+65 6950 9888",
  langs: ["en"],
  currencies: ["USD", "SGD"],
  numberStyles: { en: ["en"] },
  moneyStyles: ["code-before", "symbol-before", "bare"],
  negativeStyles: ["minus", "parens"],
  dateFormats: { en: ["iso", "ymd-slash", "d-month-en"] },
  layouts: ["split-header", "columns", "stacked", "side-by-side"],
  invoiceNumber: (r, year) => `SG${year}${r.digits(10)}`,
  accountId: (r) => r.digits(16),
  taxes: (r) => (r.chance(0.5) ? [{ kind: "gst", rate: 0.09 }] : []),
  services: [
    ["Elastic Compute Service", "compute"],
    ["Object Storage Service", "storage"],
    ["ApsaraDB RDS", "databases"],
    ["Server Load Balancer", "network"],
    ["CDN", "network"],
    ["Container Service for Kubernetes", "containers"],
  ],
  deductions: ["discount", "savingsPlan", "credits"],
  creditNotes: false,
  words: {
    en: {
      account: ["Account ID", "Alibaba Cloud Account ID"],
      discount: ["Discount", "Contract discount"],
      savingsPlan: ["Savings Plan deduction", "Savings Plans"],
      credits: ["Voucher deduction", "Credits"],
      total: ["Total Amount", "Amount payable"],
    },
  },
};

// Sellers writing the languages added in extraction v3: the big providers' local entities and the Chinese clouds.
const AWS_JP_JA = aws({
  id: "aws-jp-ja",
  customerCountry: "Japan",
  legalName: "アマゾン ウェブ サービス ジャパン合同会社",
  symbols: { JPY: ["¥", "円", "￥"] },
  address: ["〒141-0021 東京都品川区上大崎3-1-1", "目黒セントラルスクエア"],
  taxId: "登録番号: T2011001071542",
  phone: "03-6367-4000",
  langs: ["ja"],
  currencies: ["JPY", "JPY", "USD"],
  numberStyles: { ja: ["en"] },
  moneyStyles: ["symbol-before", "symbol-after", "code-before"],
  dateFormats: { ja: ["ymd-kanji", "ymd-slash", "iso"] },
  invoiceNumber: (r, year) => `JPIN${yy(year)}-${r.digits(7)}`,
  taxes: () => [{ kind: "jct", rate: 0.1 }],
  taxFloor: true,
  awsSummary: undefined,
  words: {},
});

const AWS_KR_KO = aws({
  id: "aws-kr-ko",
  customerCountry: "Korea",
  legalName: "아마존웹서비시즈코리아 유한회사",
  symbols: { KRW: ["₩", "원"] },
  address: ["서울특별시 강남구 테헤란로 152, 강남파이낸스센터 12층"],
  taxId: "사업자등록번호: 120-87-91522",
  phone: "02-3447-6700",
  langs: ["ko"],
  currencies: ["KRW", "KRW", "USD"],
  numberStyles: { ko: ["en"] },
  moneyStyles: ["symbol-before", "symbol-after", "code-before"],
  dateFormats: { ko: ["ymd-hangul", "ymd-dot-spaced", "iso"] },
  invoiceNumber: (r, year) => `KRIN${yy(year)}-${r.digits(7)}`,
  taxes: () => [{ kind: "vat", rate: 0.1 }],
  awsSummary: undefined,
  words: {},
});

const AWS_TR = aws({
  id: "aws-tr",
  customerCountry: "İstanbul",
  legalName: "AWS Turkey Pazarlama Teknoloji ve Danışmanlık Hizmetleri Ltd. Şti.",
  address: ["Esentepe Mah. Büyükdere Cad. No: 199", "34394 Şişli/İstanbul"],
  taxId: "Vergi No: 0711234567",
  phone: "+90 212 000 0000",
  langs: ["tr"],
  currencies: ["TRY", "TRY", "USD"],
  numberStyles: { tr: ["de"] },
  moneyStyles: ["symbol-after", "code-after", "symbol-before"],
  dateFormats: { tr: ["dmy-dot", "d-month-tr"] },
  invoiceNumber: (r, year) => `TRIN${yy(year)}-${r.digits(7)}`,
  taxes: () => [{ kind: "vat", rate: 0.2 }],
  awsSummary: undefined,
  words: {},
});

const chinaCloud = (
  over: Partial<Seller> & Pick<Seller, "id" | "provider" | "legalName" | "brand">,
): Seller => ({
  address: ["北京市海淀区中关村大街1号"],
  domain: "www.example.cn",
  taxId: "纳税人识别号: 91110108MA01ABCDXY",
  phone: "400-000-0000",
  langs: ["zh"],
  currencies: ["CNY"],
  numberStyles: { zh: ["en"] },
  moneyStyles: ["symbol-before", "symbol-after", "code-before", "bare"],
  negativeStyles: ["minus"],
  dateFormats: { zh: ["ymd-kanji", "iso", "ymd-slash"] },
  layouts: ["split-header", "columns", "stacked", "side-by-side"],
  invoiceNumber: (r) => r.digits(8),
  accountId: (r) => r.digits(16),
  taxes: () => [{ kind: "vat", rate: 0.06 }],
  services: [
    ["云服务器 ECS", "compute"],
    ["对象存储 OSS", "storage"],
    ["云数据库 RDS", "databases"],
    ["负载均衡 SLB", "network"],
    ["内容分发网络 CDN", "network"],
  ],
  deductions: ["discount", "credits", "savingsPlan"],
  creditNotes: false,
  ...over,
});

const ALIBABA_CN = chinaCloud({
  id: "alibaba-cn",
  provider: "Alibaba Cloud",
  legalName: "阿里云计算有限公司",
  brand: "阿里云",
  address: ["浙江省杭州市西湖区转塘科技经济区块12号"],
  domain: "www.aliyun.com",
});

const TENCENT_CN = chinaCloud({
  id: "tencent-cn",
  provider: "Tencent Cloud",
  legalName: "腾讯云计算（北京）有限责任公司",
  brand: "腾讯云",
  address: ["北京市海淀区知春路49号"],
  domain: "cloud.tencent.com",
  services: [
    ["云服务器 CVM", "compute"],
    ["对象存储 COS", "storage"],
    ["云数据库 MySQL", "databases"],
    ["内容分发网络 CDN", "network"],
    ["云硬盘 CBS", "storage"],
  ],
});

const HUAWEI_CN = chinaCloud({
  id: "huawei-cn",
  provider: "Huawei Cloud",
  legalName: "华为云计算技术有限公司",
  brand: "华为云",
  address: ["贵州省贵安新区黔中大道交兴功路华为云数据中心"],
  domain: "www.huaweicloud.com",
  services: [
    ["弹性云服务器 ECS", "compute"],
    ["对象存储服务 OBS", "storage"],
    ["云数据库 RDS", "databases"],
    ["弹性负载均衡 ELB", "network"],
    ["云硬盘 EVS", "storage"],
  ],
});

const msLocal = (over: Partial<Seller> & Pick<Seller, "id" | "langs" | "currencies">): Seller => ({
  ...MS_IE,
  numberStyles: {},
  dateFormats: {},
  taxes: (r, lang) => euVat(r, lang, 0.1),
  words: {},
  ...over,
});

const MS_PL = msLocal({
  id: "ms-pl",
  langs: ["pl"],
  currencies: ["PLN", "PLN", "EUR"],
  numberStyles: { pl: ["fr-space", "fr-nbsp", "de"] },
  dateFormats: { pl: ["dmy-dot", "d-month-pl", "iso"] },
});
const MS_SE = msLocal({
  id: "ms-se",
  langs: ["sv"],
  currencies: ["SEK"],
  numberStyles: { sv: ["fr-space", "fr-nbsp"] },
  dateFormats: { sv: ["iso", "d-month-sv"] },
});
const MS_DK = msLocal({
  id: "ms-dk",
  langs: ["da"],
  currencies: ["DKK"],
  numberStyles: { da: ["de"] },
  dateFormats: { da: ["dmy-dot", "d-month-da"] },
});
const MS_NO = msLocal({
  id: "ms-no",
  langs: ["nb"],
  currencies: ["NOK"],
  numberStyles: { nb: ["fr-space", "de"] },
  dateFormats: { nb: ["dmy-dot", "d-month-nb"] },
});

const googleLocal = (over: Partial<Seller> & Pick<Seller, "id" | "langs" | "currencies">): Seller => ({
  ...GOOGLE_EMEA,
  numberStyles: {},
  dateFormats: {},
  secondCurrencies: undefined,
  words: {},
  ...over,
});

const GOOGLE_FI = googleLocal({
  id: "google-fi",
  langs: ["fi"],
  currencies: ["EUR"],
  numberStyles: { fi: ["fr-space", "fr-nbsp"] },
  dateFormats: { fi: ["dmy-dot", "d-month-fi"] },
});
const GOOGLE_CZ = googleLocal({
  id: "google-cz",
  langs: ["cs"],
  currencies: ["CZK", "CZK", "EUR"],
  numberStyles: { cs: ["fr-space", "fr-nbsp"] },
  dateFormats: { cs: ["dmy-dot", "d-month-cs"] },
});

const OVH_PL: Seller = {
  ...OVH_FR,
  id: "ovh-pl",
  legalName: "OVH Sp. z o.o.",
  address: ["ul. Swobodna 1", "50-088 Wrocław, Polska"],
  taxId: "NIP: 8992520556",
  phone: "+48 71 750 02 00",
  registry: "KRS 0000220710, Sąd Rejonowy dla Wrocławia-Fabrycznej",
  bank: { iban: "PL61 1090 1014 0000 0712 1981 2874", bic: "WBKPPLPP", name: "Santander Bank Polska" },
  langs: ["pl"],
  currencies: ["PLN"],
  numberStyles: { pl: ["fr-space", "de"] },
  dateFormats: { pl: ["dmy-dot", "iso"] },
  invoiceNumber: (r, _year, credit) => `${credit ? "APL" : "PL"}${r.digits(7)}`,
  taxes: () => [{ kind: "vat", rate: 0.23 }],
  words: {},
};

export const SELLERS: Seller[] = [
  AWS_US,
  AWS_EMEA,
  AWS_UK,
  AWS_JP,
  AWS_IN,
  AWS_BR,
  AWS_CA,
  AWS_AU,
  AWS_KR,
  GOOGLE_LLC,
  GOOGLE_EMEA,
  GOOGLE_IN,
  MS_IE,
  MS_US,
  MS_LEGACY,
  DIGITALOCEAN,
  HETZNER,
  ORACLE,
  IBM,
  OVH_FR,
  OVH_ES,
  OVH_IT,
  SCALEWAY,
  LINODE,
  VULTR,
  ALIBABA,
  AWS_JP_JA,
  AWS_KR_KO,
  AWS_TR,
  ALIBABA_CN,
  TENCENT_CN,
  HUAWEI_CN,
  MS_PL,
  MS_SE,
  MS_DK,
  MS_NO,
  GOOGLE_FI,
  GOOGLE_CZ,
  OVH_PL,
];

export function sellerById(id: string): Seller {
  const seller = SELLERS.find((s) => s.id === id);
  if (!seller) throw new Error(`Unknown seller ${id}`);
  return seller;
}
