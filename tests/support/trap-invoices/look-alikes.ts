// Documents that look like cloud invoices and must be refused: a dunning letter, a consultancy's invoice that names
// AWS in its lines, a cost-analysis export and a pro forma.
import { REFUSE, sum, taxOf } from "./build.ts";
import { num, type TrapDoc } from "./model.ts";

function ovhReminder(): TrapDoc {
  const open: Array<[string, string, number]> = [
    ["FR59118820", "01/02/2026", 1418.4],
    ["FR59877104", "01/03/2026", 1502.16],
  ];
  const eur = (v: number) => `${num(v, "space")} €`;
  return {
    name: "weasyprint-fr-ovh-payment-reminder",
    producer: "weasyprint",
    lang: "fr",
    seller: "ovh",
    traps: ["a dunning letter listing unpaid invoices with their numbers, dates and amounts"],
    blocks: [
      { kind: "lines", lines: ["OVH SAS", "2 rue Kellermann, 59100 Roubaix, France", "TVA FR22424761419"] },
      { kind: "title", text: "Relance – facture impayée" },
      {
        kind: "facts",
        rows: [
          ["Identifiant client", "ab44310-ovh"],
          ["Date", "10/04/2026"],
        ],
      },
      {
        kind: "lines",
        lines: [
          "Madame, Monsieur,",
          "Sauf erreur de notre part, les factures ci-dessous restent impayées à ce jour.",
          "Nous vous remercions de procéder à leur règlement sous 8 jours.",
        ],
      },
      {
        kind: "table",
        head: ["Facture", "Date", "Montant TTC"],
        rows: open.map(([n, d, v]) => [n, d, eur(v)]),
      },
      { kind: "summary", rows: [["Total restant dû", eur(sum(...open.map(([, , v]) => v)))]] },
    ],
    truth: REFUSE,
  };
}

function consultancyNamingAws(): TrapDoc {
  const lines: Array<[string, number]> = [
    ["AWS cost optimisation review (Amazon Web Services EMEA SARL account 4471-2290)", 3200.0],
    ["AWS Savings Plans purchase advice", 850.0],
    ["Migration workshop: Amazon EC2 and Amazon S3", 1400.0],
  ];
  const net = sum(...lines.map(([, v]) => v));
  const vat = taxOf(net, 0.2);
  const gbp = (v: number) => `£${num(v, "en")}`;
  return {
    name: "chromium-en-consultancy-names-aws",
    producer: "chromium",
    lang: "en",
    seller: "consultancy",
    traps: ["an invoice from a consultancy whose lines name AWS, its seller and its services"],
    blocks: [
      {
        kind: "lines",
        lines: [
          "Brightcairn Cloud Advisory Ltd",
          "4 Canal Wharf, Leeds LS11 5PS",
          "VAT GB 318 2207 64",
          "AWS Advanced Consulting Partner",
        ],
      },
      { kind: "title", text: "Invoice" },
      {
        kind: "facts",
        rows: [
          ["Invoice number", "BCA-2026-0142"],
          ["Invoice date", "7 April 2026"],
          ["Client", "Harbourline Analytics Ltd"],
        ],
      },
      { kind: "table", head: ["Description", "Amount"], rows: lines.map(([l, v]) => [l, gbp(v)]) },
      {
        kind: "summary",
        rows: [
          ["Subtotal", gbp(net)],
          ["VAT 20%", gbp(vat)],
          ["Total due", gbp(sum(net, vat))],
        ],
      },
      {
        kind: "note",
        text: "Payment to Brightcairn Cloud Advisory Ltd, sort code 20-45-77, account 40318822.",
      },
    ],
    truth: REFUSE,
  };
}

function azureCostAnalysis(): TrapDoc {
  const rows: Array<[string, number]> = [
    ["Virtual Machines", 4120.44],
    ["Storage", 612.3],
    ["Azure SQL Database", 1890.0],
    ["Bandwidth", 88.12],
  ];
  const usd = (v: number) => `$${num(v, "en")}`;
  return {
    name: "wkhtmltopdf-en-azure-cost-analysis",
    producer: "wkhtmltopdf",
    lang: "en",
    seller: "microsoft",
    traps: ["a cost-analysis export from the Azure portal with a total and a forecast"],
    blocks: [
      { kind: "lines", lines: ["Microsoft Azure", "Cost Management + Billing"] },
      { kind: "title", text: "Cost analysis: accumulated costs" },
      {
        kind: "facts",
        rows: [
          ["Scope", "Subscription Contoso-Prod (8f21c3e0-55b1-4c7a-9d0e-3b7a1f6c2d90)"],
          ["Date range", "Mar 1, 2026 - Mar 31, 2026"],
          ["Exported", "Apr 2, 2026"],
        ],
      },
      { kind: "table", head: ["Service name", "Cost (USD)"], rows: rows.map(([l, v]) => [l, usd(v)]) },
      {
        kind: "summary",
        rows: [
          ["Total cost", usd(sum(...rows.map(([, v]) => v)))],
          ["Forecast (April)", usd(7050.0)],
        ],
      },
      {
        kind: "note",
        text: "Costs are estimated and may differ from your invoice. This export is not an invoice.",
      },
    ],
    truth: REFUSE,
  };
}

function oracleProForma(): TrapDoc {
  const rows: Array<[string, number]> = [
    ["Oracle Cloud Infrastructure - Annual Universal Credits", 24000.0],
    ["Oracle Support", 2400.0],
  ];
  const net = sum(...rows.map(([, v]) => v));
  const vat = taxOf(net, 0.21);
  const eur = (v: number) => `${num(v, "de")} EUR`;
  return {
    name: "enscript-es-oracle-pro-forma",
    producer: "enscript",
    lang: "es",
    seller: "oracle",
    traps: ["a pro forma with every field of an invoice"],
    blocks: [
      {
        kind: "lines",
        lines: ["Oracle Iberica, S.R.L.", "Paseo de la Castellana 81, 28046 Madrid", "CIF B78361482"],
      },
      { kind: "title", text: "Factura proforma" },
      {
        kind: "facts",
        rows: [
          ["Numero:", "PF-2026-00718"],
          ["Fecha:", "08/04/2026"],
          ["Cliente:", "Meseta Logistica SL"],
        ],
      },
      { kind: "table", head: ["Concepto", "Importe"], rows: rows.map(([l, v]) => [l, eur(v)]) },
      {
        kind: "summary",
        rows: [
          ["Base imponible", eur(net)],
          ["IVA 21 %", eur(vat)],
          ["Total", eur(sum(net, vat))],
        ],
      },
      {
        kind: "note",
        text: "Documento sin validez fiscal. La factura se emitira tras la recepcion del pago.",
      },
    ],
    truth: REFUSE,
  };
}

export const LOOK_ALIKES: TrapDoc[] = [
  ovhReminder(),
  consultancyNamingAws(),
  azureCostAnalysis(),
  oracleProForma(),
];
