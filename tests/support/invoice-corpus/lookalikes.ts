// Issue 20 item 5: documents that carry a cloud seller's name and a summary that adds up, but are not its invoice:
// purchase orders addressed TO the seller, budget and cost-analysis reports, offers in several languages, payment
// receipts, a pro forma, retail and registrar invoices. Each must be refused with the catalogue's unsupported message.
import { writePdf } from "../invoice-generator/pdf-writer.ts";
import type { Refusal } from "./refusals.ts";
import { PAGE, Sheet } from "./sheet.ts";

type Spec = {
  name: string;
  what: string;
  title: string;
  /** The issuer's block, top left (the one who wrote the document). */
  from: string[];
  /** The other party's block, with its head ("Vendor:", "Bill to"). */
  to: string[];
  meta: Array<[string, string]>;
  items: Array<[string, string]>;
  sums: Array<[string, string]>;
  notes?: string[];
};

function build(spec: Spec): Refusal {
  const s = new Sheet();
  spec.from.forEach((line, i) => {
    s.text(PAGE.left, 770 - i * 11, line, { size: i === 0 ? 11 : 8 });
  });
  s.right(PAGE.right, 770, spec.title, { size: 16 });
  spec.meta.forEach(([label, value], i) => {
    s.text(340, 740 - i * 12, label, { size: 8.5 });
    s.right(PAGE.right, 740 - i * 12, value, { size: 8.5 });
  });
  spec.to.forEach((line, i) => {
    s.text(PAGE.left, 680 - i * 11, line, { size: 8.5 });
  });
  let y = 600;
  s.text(PAGE.left, y, "Description", { size: 8 });
  s.right(PAGE.right, y, "Amount", { size: 8 });
  y -= 14;
  for (const [description, amount] of spec.items) {
    s.text(PAGE.left, y, description, { size: 8.5 });
    s.amount(PAGE.right, y, amount, 8.5);
    y -= 12;
  }
  y -= 8;
  for (const [label, amount] of spec.sums) {
    s.text(340, y, label, { size: 9 });
    s.amount(PAGE.right, y, amount);
    y -= 13;
  }
  y -= 12;
  for (const note of spec.notes ?? []) {
    s.text(PAGE.left, y, note, { size: 7.5 });
    y -= 10;
  }
  return {
    name: spec.name,
    what: spec.what,
    pdf: writePdf(s.runs.map(({ x, y, text, size }) => ({ x, y, text, size }))),
  };
}

const AWS_EMEA = ["Amazon Web Services EMEA SARL", "38 Avenue John F. Kennedy, L-1855 Luxembourg"];

const SPECS: Spec[] = [
  {
    name: "purchase-order-to-aws",
    what: "A customer's purchase order addressed to Amazon Web Services EMEA SARL (the seller is the recipient)",
    title: "Purchase Order",
    from: ["Acme Robotics GmbH", "Invalidenstraße 117, 10115 Berlin", "Procurement department"],
    to: ["Vendor:", ...AWS_EMEA, "VAT: LU26888617"],
    meta: [
      ["PO number:", "PO-2026-00418"],
      ["PO date:", "2026-03-02"],
      ["Requested by:", "J. Weber"],
    ],
    items: [
      ["AWS Enterprise Support, March 2026", "4,800.00"],
      ["Amazon EC2 reserved capacity (budget)", "12,000.00"],
    ],
    sums: [
      ["Subtotal", "EUR 16,800.00"],
      ["VAT 19%", "EUR 3,192.00"],
      ["Total", "EUR 19,992.00"],
    ],
    notes: ["Please quote the PO number on your invoice. Send invoices to ap@acme-robotics.example."],
  },
  {
    name: "bestellung-an-google-cloud-de",
    what: "A German customer's purchase order (Bestellung) to Google Cloud EMEA Limited",
    title: "Bestellung",
    from: ["Stadtwerke Nordheim GmbH", "Hafenstraße 4, 20457 Hamburg", "Einkauf"],
    to: [
      "Lieferant:",
      "Google Cloud EMEA Limited",
      "70 Sir John Rogerson's Quay, Dublin 2",
      "Google Cloud Platform",
    ],
    meta: [
      ["Bestellnummer:", "4500123987"],
      ["Datum:", "02.03.2026"],
    ],
    items: [["Google Cloud Platform Nutzung Q2 (Rahmenabruf)", "25.000,00"]],
    sums: [
      ["Zwischensumme", "25.000,00 EUR"],
      ["USt. 19 %", "4.750,00 EUR"],
      ["Gesamtbetrag", "29.750,00 EUR"],
    ],
    notes: ["Bitte geben Sie die Bestellnummer auf Ihrer Rechnung an."],
  },
  {
    name: "aws-budgets-report",
    what: "An AWS Budgets report (budget vs. actual), not an invoice",
    title: "AWS Budgets report",
    from: ["Amazon Web Services", "AWS Billing and Cost Management"],
    to: ["Account:", "Acme Robotics (123456789012)"],
    meta: [
      ["Report date:", "2026-03-31"],
      ["Budget:", "Monthly compute"],
    ],
    items: [
      ["Budgeted amount", "$5,000.00"],
      ["Actual cost (month to date)", "$4,212.37"],
      ["Forecasted cost", "$4,950.10"],
    ],
    sums: [
      ["Charges", "$4,212.37"],
      ["Credits", "-$212.37"],
      ["Net cost", "$4,000.00"],
    ],
    notes: ["This report is informational. Your invoice is available in the Billing console."],
  },
  {
    name: "azure-cost-analysis",
    what: "An Azure Cost Management cost analysis printed to PDF",
    title: "Cost analysis",
    from: ["Microsoft Azure", "Cost Management + Billing", "portal.azure.com"],
    to: ["Scope:", "Subscription Contoso-Prod (billing profile Contoso)"],
    meta: [
      ["Date range:", "Mar 1 - Mar 31, 2026"],
      ["Currency:", "USD"],
    ],
    items: [
      ["Virtual Machines", "2,310.44"],
      ["Storage", "412.90"],
      ["Azure savings plan for compute", "-310.00"],
    ],
    sums: [
      ["Subtotal", "2,723.34"],
      ["Savings plan", "-310.00"],
      ["Total cost", "2,413.34"],
    ],
    notes: ["Actual cost view. Amounts are estimates until the invoice is issued."],
  },
  {
    name: "offerta-ovh-it",
    what: "An Italian offer (Offerta) from OVH S.r.l.",
    title: "Offerta",
    from: ["OVH S.r.l.", "Via Carlo Imbonati 18, 20159 Milano", "P. IVA 06157670966"],
    to: ["Cliente:", "Studio Rossi & Associati", "Via Roma 12, 10121 Torino"],
    meta: [
      ["Offerta n.:", "OF-2026-3310"],
      ["Data:", "02/03/2026"],
      ["Valida fino al:", "02/04/2026"],
    ],
    items: [["Public Cloud - 12 mesi (stima)", "3.600,00"]],
    sums: [
      ["Imponibile", "3.600,00 EUR"],
      ["IVA 22%", "792,00 EUR"],
      ["Totale", "4.392,00 EUR"],
    ],
  },
  {
    name: "oferta-aws-es",
    what: "A Spanish offer (Oferta) from Amazon Web Services EMEA SARL, Sucursal en España",
    title: "Oferta",
    from: ["Amazon Web Services EMEA SARL, Sucursal en España", "Calle Ramírez de Prado 5, 28045 Madrid"],
    to: ["Cliente:", "Construcciones Levante S.L.", "Valencia"],
    meta: [
      ["Número de oferta:", "ES-OF-77120"],
      ["Fecha:", "02/03/2026"],
    ],
    items: [["Compromiso Savings Plans 1 año (estimación mensual)", "1.250,00"]],
    sums: [
      ["Base imponible", "1.250,00 EUR"],
      ["IVA 21%", "262,50 EUR"],
      ["Total", "1.512,50 EUR"],
    ],
  },
  {
    name: "offerte-scaleway-nl",
    what: "A Dutch offer (Offerte) from Scaleway SAS",
    title: "Offerte",
    from: ["Scaleway SAS", "8 rue de la Ville l'Evêque, 75008 Paris", "BTW: FR35433115904"],
    to: ["Klant:", "Bakkerij De Molen B.V.", "Utrecht"],
    meta: [
      ["Offertenummer:", "OFF-2026-0091"],
      ["Datum:", "02-03-2026"],
    ],
    items: [["Instances PRO2-S, 12 maanden", "2.400,00"]],
    sums: [
      ["Subtotaal", "€ 2.400,00"],
      ["BTW 21%", "€ 504,00"],
      ["Totaal", "€ 2.904,00"],
    ],
  },
  {
    name: "orcamento-aws-br",
    what: "A Brazilian quote (Orçamento) from Amazon AWS Serviços Brasil Ltda.",
    title: "Orçamento",
    from: [
      "Amazon AWS Serviços Brasil Ltda.",
      "Av. Juscelino Kubitschek, 2041, São Paulo - SP",
      "CNPJ 23.412.247/0001-10",
    ],
    to: ["Cliente:", "Padaria Pão Quente Ltda.", "Campinas - SP"],
    meta: [
      ["Orçamento nº:", "BR-ORC-5531"],
      ["Data:", "02/03/2026"],
    ],
    items: [["Amazon EC2 - estimativa mensal", "R$ 4.000,00"]],
    sums: [
      ["Valor dos serviços", "R$ 4.000,00"],
      ["ISS (2,9%)", "R$ 116,00"],
      ["Valor total", "R$ 4.116,00"],
    ],
  },
  {
    name: "presupuesto-ovh-es",
    what: "A Spanish quote (Presupuesto) from OVH Hispano",
    title: "Presupuesto",
    from: ["OVH Hispano SL", "Calle Príncipe de Vergara 132, 28002 Madrid"],
    to: ["Cliente:", "Talleres Ruiz S.A.", "Sevilla"],
    meta: [
      ["Presupuesto n.º:", "PR-2026-118"],
      ["Fecha:", "02/03/2026"],
    ],
    items: [["Bare Metal Advance-1, 12 meses", "1.188,00"]],
    sums: [
      ["Base imponible", "1.188,00 €"],
      ["IVA (21%)", "249,48 €"],
      ["Total", "1.437,48 €"],
    ],
  },
  {
    name: "payment-receipt-digitalocean",
    what: "A card payment receipt from DigitalOcean (the invoice is a separate document)",
    title: "Payment receipt",
    from: ["DigitalOcean, LLC", "101 Avenue of the Americas, 10th Floor, New York, NY 10013"],
    to: ["Paid by:", "Acme Robotics, Inc.", "Visa ending 4242"],
    meta: [
      ["Receipt number:", "2231-7781"],
      ["Date paid:", "March 2, 2026"],
      ["For invoice:", "DO-2026-0201"],
    ],
    items: [["Payment for invoice DO-2026-0201", "$235.40"]],
    sums: [
      ["Subtotal", "$220.00"],
      ["Tax", "$15.40"],
      ["Amount paid", "$235.40"],
    ],
  },
  {
    name: "aws-proforma",
    what: "An AWS pro forma invoice for an advance payment",
    title: "Pro Forma Invoice",
    from: AWS_EMEA,
    to: ["Bill to:", "Acme Robotics GmbH", "Berlin"],
    meta: [
      ["Pro forma number:", "PF-EUINDE26-0042"],
      ["Date:", "2 March 2026"],
      ["Account number:", "123456789012"],
    ],
    items: [["Prepayment for AWS services (April 2026)", "EUR 5,000.00"]],
    sums: [
      ["Charges", "EUR 5,000.00"],
      ["VAT - 19%", "EUR 950.00"],
      ["Total", "EUR 5,950.00"],
    ],
    notes: ["This is not a tax invoice. A VAT invoice will be issued on receipt of payment."],
  },
  {
    name: "amazon-de-retail",
    what: "An Amazon.de retail invoice (Amazon EU S.à r.l., a book and a cable)",
    title: "Rechnung",
    from: ["Amazon EU S.à r.l.", "38 avenue John F. Kennedy, L-1855 Luxemburg", "USt-IdNr. DE814584193"],
    to: ["Rechnungsadresse:", "Max Mustermann", "Berlin"],
    meta: [
      ["Rechnungsnummer:", "DE6AB12CDEF"],
      ["Bestelldatum:", "02.03.2026"],
    ],
    items: [
      ["Cloud Computing Patterns (Buch)", "39,99 €"],
      ["USB-C Kabel 2 m", "12,99 €"],
    ],
    sums: [
      ["Zwischensumme (netto)", "44,52 €"],
      ["USt. 19 %", "8,46 €"],
      ["Gesamtbetrag", "52,98 €"],
    ],
    notes: ["Verkauft von Amazon EU S.à r.l. · amazon.de"],
  },
  {
    name: "google-domains-registrar",
    what: "A domain registrar's invoice for Google Domains renewals (Squarespace Domains)",
    title: "Invoice",
    from: ["Squarespace Domains II LLC", "225 Varick Street, New York, NY 10014"],
    to: ["Bill to:", "Acme Robotics, Inc."],
    meta: [
      ["Invoice number:", "SQD-88120"],
      ["Invoice date:", "March 2, 2026"],
    ],
    items: [
      ["Domain renewal acme-robotics.com (1 year), formerly Google Domains", "$12.00"],
      ["Domain renewal acme.dev (1 year)", "$14.00"],
    ],
    sums: [
      ["Subtotal", "$26.00"],
      ["Tax", "$0.00"],
      ["Total", "$26.00"],
    ],
  },
  {
    name: "gcp-cost-table-report",
    what: "A Google Cloud cost report (Reports page printed to PDF)",
    title: "Cost report",
    from: ["Google Cloud", "Billing account 01B7C2-9E44A1-3F0D58"],
    to: ["Project:", "acme-prod"],
    meta: [["Period:", "Mar 1 - Mar 31, 2026"]],
    items: [
      ["Compute Engine", "1,204.50"],
      ["Cloud Storage", "312.00"],
      ["Committed use discounts", "-150.00"],
    ],
    sums: [
      ["Subtotal", "1,366.50"],
      ["Total", "1,366.50"],
    ],
  },
];

export function lookAlikes(): Refusal[] {
  return SPECS.map(build);
}
