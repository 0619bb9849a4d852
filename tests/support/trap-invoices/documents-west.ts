// Trap invoices in English, German, French and Spanish (the wording and figures are this file's own).
import { invoiceTruth, sum, taxOf } from "./build.ts";
import { num, type TrapDoc } from "./model.ts";

const usd = (v: number) => `$${num(v, "en")}`;

function digitalOceanTaxInclusive(): TrapDoc {
  // Every price includes VAT; the page prints the total with tax and the tax in it, never the net.
  const lines: Array<[string, number]> = [
    ["Droplets (12)", 648.0],
    ["Managed Databases (2)", 360.0],
    ["Spaces Object Storage", 60.0],
    ["Load Balancers (1)", 14.4],
    ["Bandwidth overage", 4.8],
  ];
  const gross = sum(...lines.map(([, v]) => v));
  const vat = Math.round((gross / 6) * 100) / 100;
  const net = sum(gross, -vat);
  return {
    name: "chromium-en-digitalocean-tax-inclusive",
    producer: "chromium",
    lang: "en",
    seller: "digitalocean",
    traps: ["prices include VAT: only the total with tax and the tax in it are printed", "several dates"],
    blocks: [
      { kind: "title", text: "Invoice" },
      {
        kind: "lines",
        lines: ["DigitalOcean, LLC", "101 6th Ave, New York, NY 10013", "UK VAT GB 372 9818 19"],
      },
      {
        kind: "facts",
        rows: [
          ["Invoice number", "517742093"],
          ["Date of issue", "March 1, 2026"],
          ["Service period", "February 1, 2026 - February 28, 2026"],
          ["Payment due", "March 15, 2026"],
        ],
      },
      {
        kind: "lines",
        lines: [
          "Bill to: Harbourline Analytics Ltd",
          "12 Quay Street, Bristol BS1 4DJ",
          "VAT GB 194 2283 71",
        ],
      },
      { kind: "table", head: ["Product", "Amount (VAT incl.)"], rows: lines.map(([l, v]) => [l, usd(v)]) },
      {
        kind: "summary",
        rows: [
          ["Total (VAT included)", usd(gross)],
          ["Includes VAT at 20%", usd(vat)],
          ["Amount due", usd(gross)],
        ],
      },
      { kind: "note", text: "All prices are shown including UK VAT at 20%. Charged to the card on file." },
    ],
    truth: invoiceTruth({
      provider: "DigitalOcean",
      account: null,
      number: "517742093",
      date: "2026-03-01",
      currency: "USD",
      charges: net,
      vat,
    }),
  };
}

function hetznerTrailingMinus(): TrapDoc {
  const items: Array<[string, number]> = [
    ["Dedizierter Server AX102 (März 2026)", 104.0],
    ["Dedizierter Server AX52 (März 2026)", 64.0],
    ["Storage Box BX31", 20.8],
    ["Zusätzliche IPv4-Adressen (4)", 6.8],
  ];
  const charges = sum(...items.map(([, v]) => v));
  const discount = taxOf(charges, 0.05);
  const credits = 12.5;
  const net = sum(charges, -discount, -credits);
  const vat = taxOf(net, 0.19);
  const de = (v: number) => num(v, "de");
  return {
    name: "weasyprint-de-hetzner-trailing-minus",
    producer: "weasyprint",
    lang: "de",
    seller: "hetzner",
    traps: [
      "deductions with a trailing minus (12,50-)",
      "currency only as a word (Euro)",
      "customer's IBAN and VAT id beside the customer number",
    ],
    blocks: [
      {
        kind: "lines",
        lines: ["Hetzner Online GmbH", "Industriestr. 25, 91710 Gunzenhausen", "USt-IdNr. DE812871812"],
      },
      { kind: "title", text: "Rechnung" },
      {
        kind: "facts",
        rows: [
          ["Kundennummer", "K0718264493"],
          ["Ihre USt-IdNr.", "DE287731190"],
          ["Ihre IBAN (Lastschrift)", "DE44 5001 0517 5407 3249 31"],
          ["Rechnungsnummer", "R0024417795"],
          ["Rechnungsdatum", "01.04.2026"],
          ["Leistungszeitraum", "01.03.2026 - 31.03.2026"],
        ],
      },
      { kind: "table", head: ["Position", "Betrag"], rows: items.map(([l, v]) => [l, de(v)]) },
      {
        kind: "summary",
        rows: [
          ["Summe Positionen", de(charges)],
          ["Treuerabatt 5 %", `${de(discount)}-`],
          ["Gutschrift Ausfallzeit", `${de(credits)}-`],
          ["Summe netto", de(net)],
          ["USt. 19 %", de(vat)],
          ["Rechnungsbetrag", de(sum(net, vat))],
        ],
      },
      {
        kind: "note",
        text: "Alle Beträge in Euro. Der Betrag wird per Lastschrift von Ihrem Konto eingezogen.",
      },
    ],
    truth: invoiceTruth({
      provider: "Hetzner",
      account: "K0718264493",
      number: "R0024417795",
      date: "2026-04-01",
      currency: "EUR",
      charges,
      credits,
      discount,
      vat,
    }),
  };
}

function ibmCreditSuffix(): TrapDoc {
  const items: Array<[string, number]> = [
    ["IBM Cloud Virtual Servers for VPC", 2840.0],
    ["IBM Cloud Object Storage - Standard", 612.35],
    ["IBM Cloud Databases for PostgreSQL", 757.65],
  ];
  const charges = sum(...items.map(([, v]) => v));
  const credits = 120.0;
  const net = sum(charges, -credits);
  const vat = taxOf(net, 0.2);
  const gbp = (v: number) => num(v, "en");
  return {
    name: "enscript-en-ibm-cr-dr",
    producer: "enscript",
    lang: "en",
    seller: "ibm",
    traps: [
      "credits with a CR suffix, the total with DR",
      "order, shipping, invoice and due dates together",
      "fixed-width text",
    ],
    blocks: [
      {
        kind: "lines",
        lines: [
          "IBM United Kingdom Limited",
          "PO Box 41, North Harbour, Portsmouth PO6 3AU",
          "VAT GB 101 3475 49",
        ],
      },
      { kind: "title", text: "Invoice" },
      {
        kind: "facts",
        rows: [
          ["Customer number:", "IBM4417206"],
          ["Order date:", "12/02/2026"],
          ["Shipped:", "28/02/2026"],
          ["Invoice number:", "553-8817402"],
          ["Invoice date:", "03/03/2026"],
          ["Due date:", "02/04/2026"],
          ["Currency:", "GBP"],
        ],
      },
      {
        kind: "table",
        head: ["Description", "Amount"],
        rows: [
          ...items.map(([l, v]) => [l, gbp(v)]),
          ["Service credit (SLA, incident 2026-02-17)", `${gbp(credits)} CR`],
        ],
      },
      {
        kind: "summary",
        rows: [
          ["Charges", gbp(charges)],
          ["Credits", `${gbp(credits)} CR`],
          ["Net amount", gbp(net)],
          ["VAT @ 20%", gbp(vat)],
          ["Invoice total", `${gbp(sum(net, vat))} DR`],
        ],
      },
      { kind: "note", text: "CR = credit to your account, DR = amount payable. Terms: 30 days net." },
    ],
    truth: invoiceTruth({
      provider: "IBM",
      account: "IBM4417206",
      number: "553-8817402",
      date: "2026-03-03",
      currency: "GBP",
      charges,
      credits,
      vat,
    }),
  };
}

function ovhTotalsFirst(): TrapDoc {
  const items: Array<[string, number]> = [
    ["Serveur dédié Advance-2 (mars 2026)", 389.99],
    ["Option « Total Backup » 2 To", 48.0],
    ["Public Cloud – instances b3-16", 612.44],
    ["Total Storage – Object Storage 5 To", 54.2],
    ["Adresses IP Failover (8)", 16.0],
  ];
  const net = sum(...items.map(([, v]) => v));
  const vat = taxOf(net, 0.2);
  const fr = (v: number) => `${num(v, "thin")} €`;
  return {
    name: "chromium-fr-ovh-totals-first",
    producer: "chromium",
    lang: "fr",
    seller: "ovh",
    traps: [
      "the amount with tax boxed at the top, before the lines",
      "item rows whose names contain the word Total",
      "thousands with thin spaces",
      "the customer's VAT id beside the customer id",
    ],
    blocks: [
      { kind: "lines", lines: ["OVH SAS", "2 rue Kellermann, 59100 Roubaix, France", "TVA FR22424761419"] },
      { kind: "title", text: "Facture" },
      {
        kind: "facts",
        boxed: true,
        rows: [
          ["Montant TTC à payer", fr(sum(net, vat))],
          ["Date d'échéance", "15/04/2026"],
        ],
      },
      {
        kind: "facts",
        rows: [
          ["Identifiant client", "ab44310-ovh"],
          ["N° TVA intracommunautaire client", "FR61 528 441 905"],
          ["Facture n°", "FR60218874"],
          ["Date de facturation", "01/04/2026"],
        ],
      },
      { kind: "table", head: ["Désignation", "Montant HT"], rows: items.map(([l, v]) => [l, fr(v)]) },
      {
        kind: "summary",
        rows: [
          ["Total HT", fr(net)],
          ["TVA 20 %", fr(vat)],
          ["Total TTC", fr(sum(net, vat))],
        ],
      },
    ],
    truth: invoiceTruth({
      provider: "OVHcloud",
      account: "ab44310-ovh",
      number: "FR60218874",
      date: "2026-04-01",
      currency: "EUR",
      charges: net,
      vat,
    }),
  };
}

function exoscaleApostrophe(): TrapDoc {
  const items: Array<[string, number]> = [
    ["Compute instances (Large, 6)", 1482.6],
    ["Simple Object Storage", 214.35],
    ["SKS Kubernetes (Pro)", 420.0],
  ];
  const charges = sum(...items.map(([, v]) => v));
  const discount = 105.85;
  const net = sum(charges, -discount);
  const vat = taxOf(net, 0.081);
  const ch = (v: number) => num(v, "ch");
  return {
    name: "weasyprint-de-exoscale-chf-apostrophe",
    producer: "weasyprint",
    lang: "de",
    seller: "exoscale",
    traps: [
      "thousands with apostrophes",
      "currency only as words (Schweizer Franken)",
      "service date and payment date beside the invoice date",
    ],
    blocks: [
      {
        kind: "lines",
        lines: ["Akenes SA (Exoscale)", "Boulevard de Grancy 19A, 1006 Lausanne", "UID CHE-114.532.474 MWST"],
      },
      { kind: "title", text: "Rechnung" },
      {
        kind: "facts",
        rows: [
          ["Leistungsdatum", "31.03.2026"],
          ["Rechnungsdatum", "02.04.2026"],
          ["Zahlbar bis", "02.05.2026"],
          ["Rechnungsnummer", "EXO-2026-041187"],
          ["Organisation", "alpine-metrics"],
        ],
      },
      { kind: "table", head: ["Leistung", "Betrag"], rows: items.map(([l, v]) => [l, ch(v)]) },
      {
        kind: "summary",
        rows: [
          ["Zwischensumme", ch(charges)],
          ["Rabatt", ch(-discount)],
          ["Total exkl. MWST", ch(net)],
          ["MWST 8.1 %", ch(vat)],
          ["Total", ch(sum(net, vat))],
        ],
      },
      { kind: "note", text: "Alle Beträge in Schweizer Franken. Zahlung innert 30 Tagen." },
    ],
    truth: invoiceTruth({
      provider: "Exoscale",
      account: null,
      number: "EXO-2026-041187",
      date: "2026-04-02",
      currency: "CHF",
      charges,
      discount,
      vat,
    }),
  };
}

function awsSpanishSummaryPageTwo(): TrapDoc {
  const services = [
    "Amazon Elastic Compute Cloud",
    "Amazon Simple Storage Service",
    "Amazon Relational Database Service",
    "AWS Lambda",
    "Amazon CloudFront",
    "Amazon DynamoDB",
    "Elastic Load Balancing",
    "Amazon CloudWatch",
  ];
  const rows: string[][] = [];
  const amounts: number[] = [];
  let seed = 7;
  for (const service of services)
    for (const part of ["Uso", "Total de solicitudes", "Transferencia de datos"]) {
      seed = (seed * 48271) % 2147483647;
      const v = Math.round((seed % 90000) + 1000) / 100;
      amounts.push(v);
      rows.push([`${service} – ${part}`, "eu-west-1", `${num(v, "de")} EUR`]);
    }
  const charges = sum(...amounts);
  const credits = 150.0;
  const net = sum(charges, -credits);
  const vat = taxOf(net, 0.21);
  const eur = (v: number) => `EUR ${num(v, "de")}`;
  return {
    name: "chromium-es-aws-emea-summary-page2",
    producer: "chromium",
    lang: "es",
    seller: "aws-emea",
    traps: ["the summary on page 2 after a page of lines", "item rows saying Total de solicitudes"],
    blocks: [
      {
        kind: "lines",
        lines: [
          "Amazon Web Services EMEA SARL, Sucursal en España",
          "Calle de Ramírez de Prado 5, 28045 Madrid",
          "NIF W0184081H",
        ],
      },
      { kind: "title", text: "Factura" },
      {
        kind: "facts",
        rows: [
          ["Número de factura", "EUINES26-0933812"],
          ["Fecha de factura", "2 de abril de 2026"],
          ["Número de cuenta", "302918447715"],
          ["Periodo de facturación", "1 de marzo de 2026 - 31 de marzo de 2026"],
        ],
      },
      { kind: "table", head: ["Servicio", "Región", "Importe"], rows },
      { kind: "pagebreak" },
      { kind: "title", text: "Resumen de la factura" },
      {
        kind: "summary",
        rows: [
          ["Cargos", eur(charges)],
          ["Créditos", eur(-credits)],
          ["Cargos netos (sin IVA)", eur(net)],
          ["IVA 21 %", eur(vat)],
          ["Importe total", eur(sum(net, vat))],
        ],
      },
    ],
    truth: invoiceTruth({
      provider: "AWS",
      account: "302918447715",
      number: "EUINES26-0933812",
      date: "2026-04-02",
      currency: "EUR",
      charges,
      credits,
      vat,
    }),
  };
}

function contaboPreviousBalance(): TrapDoc {
  const items: Array<[string, number]> = [
    ["Cloud VPS 40 (3 Stück)", 89.97],
    ["Object Storage 1 TB", 2.99],
    ["Auto Backup", 8.97],
  ];
  const net = sum(...items.map(([, v]) => v));
  const vat = taxOf(net, 0.19);
  const due = sum(net, vat);
  const de = (v: number) => `${num(v, "de")} €`;
  return {
    name: "wkhtmltopdf-de-contabo-previous-balance",
    producer: "wkhtmltopdf",
    lang: "de",
    seller: "contabo",
    traps: ["a previous balance and a payment received under the invoice total", "several dates"],
    blocks: [
      {
        kind: "lines",
        lines: ["Contabo GmbH", "Aschauer Straße 32a, 81549 München", "USt-IdNr. DE267602842"],
      },
      { kind: "title", text: "Rechnung" },
      {
        kind: "facts",
        rows: [
          ["Rechnungsnr.", "CT-8841120"],
          ["Kundennr.", "11823370"],
          ["Bestelldatum", "14.02.2026"],
          ["Rechnungsdatum", "01.03.2026"],
          ["Fällig am", "15.03.2026"],
        ],
      },
      { kind: "table", head: ["Produkt", "Betrag netto"], rows: items.map(([l, v]) => [l, de(v)]) },
      {
        kind: "summary",
        rows: [
          ["Nettobetrag", de(net)],
          ["zzgl. 19 % USt.", de(vat)],
          ["Rechnungsbetrag", de(due)],
        ],
      },
      {
        kind: "summary",
        rows: [
          ["Vorheriger Saldo", de(117.55)],
          ["Zahlungseingang 03.02.2026", de(-117.55)],
          ["Offener Betrag", de(due)],
        ],
      },
    ],
    truth: invoiceTruth({
      provider: "Contabo",
      account: "11823370",
      number: "CT-8841120",
      date: "2026-03-01",
      currency: "EUR",
      charges: net,
      vat,
    }),
  };
}

function scalewayDeposit(): TrapDoc {
  const items: Array<[string, number]> = [
    ["Instances PRO2-M (744 h)", 1264.8],
    ["Block Storage 2 To", 163.84],
    ["Kubernetes Kapsule – control plane", 0.0],
    ["Managed Database for PostgreSQL", 311.4],
  ];
  const charges = sum(...items.map(([, v]) => v));
  const discount = 95.0;
  const net = sum(charges, -discount);
  const vat = taxOf(net, 0.2);
  const fr = (v: number) => `${num(v, "space")} EUR`;
  return {
    name: "enscript-fr-scaleway-deposit",
    producer: "enscript",
    lang: "fr",
    seller: "scaleway",
    traps: [
      "a deposit already paid after the total with tax (Acompte versé, Reste à payer)",
      "discount with a trailing minus",
    ],
    blocks: [
      {
        kind: "lines",
        lines: ["Scaleway SAS", "8 rue de la Ville l'Eveque, 75008 Paris", "TVA FR35433115904"],
      },
      { kind: "title", text: "Facture" },
      {
        kind: "facts",
        rows: [
          ["Facture n.", "FR-718204-2026"],
          ["Date d'emission", "01/04/2026"],
          ["Organisation", "org-551902"],
          ["Periode", "01/03/2026 au 31/03/2026"],
        ],
      },
      { kind: "table", head: ["Produit", "Montant HT"], rows: items.map(([l, v]) => [l, fr(v)]) },
      {
        kind: "summary",
        rows: [
          ["Sous-total HT", fr(charges)],
          ["Remise commerciale", `${fr(discount)}-`],
          ["Total HT", fr(net)],
          ["TVA 20 %", fr(vat)],
          ["Total TTC", fr(sum(net, vat))],
          ["Acompte verse le 15/03/2026", `${fr(500)}-`],
          ["Reste a payer", fr(sum(net, vat, -500))],
        ],
      },
    ],
    truth: invoiceTruth({
      provider: "Scaleway",
      account: "org-551902",
      number: "FR-718204-2026",
      date: "2026-04-01",
      currency: "EUR",
      charges,
      discount,
      vat,
    }),
  };
}

function oracleUniversalCredits(): TrapDoc {
  const items: Array<[string, number]> = [
    ["Oracle Cloud Infrastructure - Universal Credits - Compute - Standard E5", 3120.44],
    ["Oracle Cloud Infrastructure - Universal Credits - Block Volume", 418.2],
    ["Oracle Cloud Infrastructure - Universal Credits - Autonomous Database", 1905.36],
    ["Credit card surcharge waived", 0.0],
  ];
  const net = sum(...items.map(([, v]) => v));
  const state = taxOf(net, 0.0625);
  const county = taxOf(net, 0.01);
  const city = taxOf(net, 0.0125);
  const vat = sum(state, county, city);
  return {
    name: "weasyprint-en-oracle-universal-credits",
    producer: "weasyprint",
    lang: "en",
    seller: "oracle",
    traps: [
      "item rows named Universal Credits that are charges",
      "three tax lines (state, county, city) summed",
    ],
    blocks: [
      { kind: "lines", lines: ["Oracle America, Inc.", "2300 Oracle Way, Austin, TX 78741"] },
      { kind: "title", text: "Invoice" },
      {
        kind: "facts",
        rows: [
          ["Invoice No.", "OCI-40918822"],
          ["Invoice Date", "04/03/2026"],
          ["Customer Account", "CA-5518204"],
          ["PO Number", "PO-77120"],
        ],
      },
      {
        kind: "table",
        head: ["Description", "Amount (USD)"],
        rows: items.map(([l, v]) => [l, num(v, "en")]),
      },
      {
        kind: "summary",
        rows: [
          ["Subtotal", num(net, "en")],
          ["Texas State Tax 6.25%", num(state, "en")],
          ["Travis County Tax 1.00%", num(county, "en")],
          ["Austin City Tax 1.25%", num(city, "en")],
          ["Total Amount Due (USD)", num(sum(net, vat), "en")],
        ],
      },
    ],
    truth: invoiceTruth({
      provider: "Oracle",
      account: "CA-5518204",
      number: "OCI-40918822",
      date: "2026-04-03",
      currency: "USD",
      charges: net,
      vat,
    }),
  };
}

function vultrLongTable(): TrapDoc {
  const names = [
    "total-recall-db",
    "credit-scoring-api",
    "grand-total-etl",
    "credit-ledger",
    "checkout-web",
    "search-idx",
  ];
  const rows: string[][] = [];
  const amounts: number[] = [];
  let seed = 11;
  for (let i = 0; i < 36; i++) {
    seed = (seed * 16807) % 2147483647;
    const v = Math.round((seed % 12000) + 500) / 100;
    amounts.push(v);
    const name = names[i % names.length] ?? "node";
    rows.push([`Cloud Compute vc2-4c-8gb ${name}-${String(i + 1).padStart(2, "0")}`, "744 h", usd(v)]);
  }
  rows.push(["Bandwidth - Total transfer 6.2 TB (pooled)", "", usd(0)]);
  const charges = sum(...amounts);
  const credits = 50.0;
  const net = sum(charges, -credits);
  return {
    name: "chromium-en-vultr-long-table",
    producer: "chromium",
    lang: "en",
    seller: "vultr",
    traps: [
      "a long table whose item rows contain Total and Credit",
      "summary after a page break the table makes",
    ],
    blocks: [
      { kind: "lines", lines: ["Vultr Holdings, LLC", "319 Clematis St, West Palm Beach, FL 33401"] },
      { kind: "title", text: "Invoice" },
      {
        kind: "facts",
        rows: [
          ["Invoice #", "91188420"],
          ["Invoice Date", "2026-04-01"],
          ["Due Date", "2026-04-15"],
        ],
      },
      { kind: "table", head: ["Description", "Hours", "Amount"], rows },
      {
        kind: "summary",
        rows: [
          ["Subtotal", usd(charges)],
          ["Promotional credit", `-${usd(credits)}`],
          ["Tax", usd(0)],
          ["Total", usd(net)],
        ],
      },
    ],
    truth: invoiceTruth({
      provider: "Vultr",
      account: null,
      number: "91188420",
      date: "2026-04-01",
      currency: "USD",
      charges,
      credits,
      vat: 0,
    }),
  };
}

function digitalOceanBalanceFirst(): TrapDoc {
  const items: Array<[string, number]> = [
    ["Droplets", 412.0],
    ["Volumes", 60.0],
    ["App Platform", 124.5],
    ["Kubernetes", 240.0],
  ];
  const net = sum(...items.map(([, v]) => v));
  return {
    name: "enscript-en-digitalocean-balance-first",
    producer: "enscript",
    lang: "en",
    seller: "digitalocean",
    traps: [
      "previous balance, payments and the balance due printed at the top, before this invoice's charges",
    ],
    blocks: [
      { kind: "lines", lines: ["DigitalOcean, LLC", "101 6th Ave, New York, NY 10013"] },
      { kind: "title", text: "Invoice" },
      {
        kind: "facts",
        rows: [
          ["Invoice Number:", "478120566"],
          ["Date Issued:", "April 1, 2026"],
          ["Billing Period:", "March 1 - 31, 2026"],
        ],
      },
      {
        kind: "summary",
        rows: [
          ["Previous balance", usd(1288.1)],
          ["Payments received (thank you)", `-${usd(1288.1)}`],
          ["New charges this month", usd(net)],
          ["Balance due", usd(net)],
        ],
      },
      { kind: "table", head: ["Product", "Amount"], rows: items.map(([l, v]) => [l, usd(v)]) },
      {
        kind: "summary",
        rows: [
          ["Subtotal", usd(net)],
          ["Taxes", usd(0)],
          ["Total", usd(net)],
        ],
      },
    ],
    truth: invoiceTruth({
      provider: "DigitalOcean",
      account: null,
      number: "478120566",
      date: "2026-04-01",
      currency: "USD",
      charges: net,
      vat: 0,
    }),
  };
}

export const WEST_DOCS: TrapDoc[] = [
  digitalOceanTaxInclusive(),
  hetznerTrailingMinus(),
  ibmCreditSuffix(),
  ovhTotalsFirst(),
  exoscaleApostrophe(),
  awsSpanishSummaryPageTwo(),
  contaboPreviousBalance(),
  scalewayDeposit(),
  oracleUniversalCredits(),
  vultrLongTable(),
  digitalOceanBalanceFirst(),
];
