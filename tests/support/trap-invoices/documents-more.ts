// Trap invoices in Italian, Dutch, Portuguese, Swedish, Japanese, Danish, Finnish, Czech, Polish and Spanish (the
// wording and figures are this file's own).
import { invoiceTruth, sum, taxOf } from "./build.ts";
import { num, type TrapDoc } from "./model.ts";

function googleItalianTwoColumns(): TrapDoc {
  const items: Array<[string, number]> = [
    ["Compute Engine", 2841.17],
    ["Cloud Storage", 388.62],
    ["BigQuery", 1204.9],
    ["Cloud SQL", 655.31],
  ];
  const charges = sum(...items.map(([, v]) => v));
  const credits = 300.0;
  const discount = 212.4;
  const net = sum(charges, -credits, -discount);
  const vat = taxOf(net, 0.22);
  const eur = (v: number) => `€ ${num(v, "de")}`;
  return {
    name: "wkhtmltopdf-it-google-two-columns",
    producer: "wkhtmltopdf",
    lang: "it",
    seller: "google-emea",
    traps: [
      "summary split over two columns side by side",
      "customer's tax code and IBAN near the billing account",
    ],
    blocks: [
      {
        kind: "lines",
        lines: [
          "Google Cloud EMEA Limited",
          "70 Sir John Rogerson's Quay, Dublin 2, Irlanda",
          "Partita IVA IE3668997OH",
        ],
      },
      { kind: "title", text: "Fattura" },
      {
        kind: "facts",
        rows: [
          ["Numero fattura", "5184420917"],
          ["Data fattura", "31 mar 2026"],
          ["ID account di fatturazione", "01A2B3-C4D5E6-F7A8B9"],
          ["Codice fiscale cliente", "09812250961"],
          ["IBAN per bonifico", "IE64 CITI 9900 5172 8816 03"],
        ],
      },
      { kind: "table", head: ["Servizio", "Importo"], rows: items.map(([l, v]) => [l, eur(v)]) },
      {
        kind: "columns",
        left: [
          ["Subtotale prima dei crediti", eur(charges)],
          ["Crediti promozionali", `-${eur(credits)}`],
          ["Sconti per impegno di spesa", `-${eur(discount)}`],
        ],
        right: [
          ["Subtotale (IVA esclusa)", eur(net)],
          ["IVA (22%)", eur(vat)],
          ["Importo dovuto in EUR", eur(sum(net, vat))],
        ],
      },
    ],
    truth: invoiceTruth({
      provider: "GCP",
      account: "01A2B3-C4D5E6-F7A8B9",
      number: "5184420917",
      date: "2026-03-31",
      currency: "EUR",
      charges,
      credits,
      discount,
      vat,
    }),
  };
}

function microsoftDutchExchangeRate(): TrapDoc {
  const items: Array<[string, number]> = [
    ["Virtual Machines", 1844.2],
    ["Azure SQL Database", 612.75],
    ["Storage", 140.05],
  ];
  const charges = sum(...items.map(([, v]) => v));
  const credits = 250.0;
  const net = sum(charges, -credits);
  const vat = taxOf(net, 0.21);
  const rate = 0.9213;
  const eurVat = Math.round(vat * rate * 100) / 100;
  const eurTotal = Math.round(sum(net, vat) * rate * 100) / 100;
  const u = (v: number) => `USD ${num(v, "en")}`;
  return {
    name: "chromium-nl-microsoft-exchange-rate",
    producer: "chromium",
    lang: "nl",
    seller: "microsoft-ireland",
    traps: [
      "an exchange-rate block with the VAT and the total in a second currency",
      "billing profile and PO number beside the invoice number",
    ],
    blocks: [
      {
        kind: "lines",
        lines: [
          "Microsoft Ireland Operations Ltd",
          "One Microsoft Place, Leopardstown, Dublin 18",
          "BTW IE8256796U",
        ],
      },
      { kind: "title", text: "Factuur" },
      {
        kind: "facts",
        rows: [
          ["Factuurnummer", "G088120471"],
          ["Factuurdatum", "05/04/2026"],
          ["Factureringsprofiel", "Noordzee Logistiek BV"],
          ["Inkoopordernummer", "4500182231"],
          ["Betalingsvoorwaarden", "Netto 30 dagen"],
        ],
      },
      { kind: "table", head: ["Dienst", "Bedrag"], rows: items.map(([l, v]) => [l, u(v)]) },
      {
        kind: "summary",
        rows: [
          ["Kosten", u(charges)],
          ["Azure-tegoed", u(-credits)],
          ["Subtotaal exclusief btw", u(net)],
          ["Btw 21%", u(vat)],
          ["Totaal te betalen", u(sum(net, vat))],
        ],
      },
      {
        kind: "summary",
        rows: [
          ["Wisselkoers 1 USD = 0,9213 EUR", ""],
          ["Btw in EUR", `EUR ${num(eurVat, "de")}`],
          ["Totaal in EUR", `EUR ${num(eurTotal, "de")}`],
        ],
      },
    ],
    truth: invoiceTruth({
      provider: "Azure",
      account: null,
      number: "G088120471",
      date: "2026-04-05",
      currency: "USD",
      charges,
      credits,
      vat,
    }),
  };
}

function awsBrazilBalanceAndTaxes(): TrapDoc {
  const items: Array<[string, number]> = [
    ["Amazon Elastic Compute Cloud", 8214.33],
    ["Amazon Simple Storage Service", 1120.4],
    ["Amazon RDS", 2650.12],
  ];
  const charges = sum(...items.map(([, v]) => v));
  const savings = 1340.5;
  const net = sum(charges, -savings);
  const iss = taxOf(net, 0.029);
  const pis = taxOf(net, 0.0065);
  const cofins = taxOf(net, 0.03);
  const vat = sum(iss, pis, cofins);
  const brl = (v: number) => `R$ ${num(v, "de")}`;
  return {
    name: "weasyprint-pt-aws-brasil-balance-taxes",
    producer: "weasyprint",
    lang: "pt",
    seller: "aws-br",
    traps: [
      "three taxes (ISS, PIS, COFINS) summed",
      "previous balance and payment received",
      "CNPJ beside the account",
    ],
    blocks: [
      {
        kind: "lines",
        lines: [
          "Amazon AWS Serviços Brasil Ltda.",
          "Av. Presidente Juscelino Kubitschek, 2041, São Paulo - SP",
          "CNPJ 23.412.247/0001-10",
        ],
      },
      { kind: "title", text: "Fatura" },
      {
        kind: "facts",
        rows: [
          ["Número da fatura", "BRIN26-0047712"],
          ["Data de emissão", "03/04/2026"],
          ["Data de vencimento", "03/05/2026"],
          ["CNPJ do cliente", "44.812.330/0001-07"],
          ["Número da conta", "611820493317"],
        ],
      },
      { kind: "table", head: ["Serviço", "Valor"], rows: items.map(([l, v]) => [l, brl(v)]) },
      {
        kind: "summary",
        rows: [
          ["Saldo anterior", brl(9012.77)],
          ["Pagamento recebido em 02/03/2026", `-${brl(9012.77)}`],
        ],
      },
      {
        kind: "summary",
        rows: [
          ["Cobranças", brl(charges)],
          ["Savings Plans", `-${brl(savings)}`],
          ["Cobranças líquidas (sem impostos)", brl(net)],
          ["ISS 2,90%", brl(iss)],
          ["PIS 0,65%", brl(pis)],
          ["COFINS 3,00%", brl(cofins)],
          ["Total desta fatura", brl(sum(net, vat))],
        ],
      },
    ],
    truth: invoiceTruth({
      provider: "AWS",
      account: "611820493317",
      number: "BRIN26-0047712",
      date: "2026-04-03",
      currency: "BRL",
      charges,
      savings,
      vat,
    }),
  };
}

function awsSwedishRounding(): TrapDoc {
  const items: Array<[string, number]> = [
    ["Amazon Elastic Compute Cloud", 18420.37],
    ["Amazon Simple Storage Service", 2211.9],
    ["AWS Data Transfer", 940.18],
  ];
  const net = sum(...items.map(([, v]) => v));
  const vat = taxOf(net, 0.25);
  const total = sum(net, vat);
  const rounded = Math.round(total);
  const sek = (v: number) => num(v, "space");
  return {
    name: "enscript-sv-aws-emea-rounding",
    producer: "enscript",
    lang: "sv",
    seller: "aws-emea",
    traps: [
      "a rounding line (öresavrundning) after the total with tax",
      "currency only as words (svenska kronor)",
    ],
    blocks: [
      {
        kind: "lines",
        lines: [
          "Amazon Web Services EMEA SARL, Filial Sverige",
          "Box 7, 111 21 Stockholm",
          "Momsreg.nr SE502074735401",
        ],
      },
      { kind: "title", text: "Faktura" },
      {
        kind: "facts",
        rows: [
          ["Fakturanummer:", "EUINSE26-0418832"],
          ["Fakturadatum:", "2026-04-02"],
          ["Kontonummer:", "818220471106"],
          ["Förfallodatum:", "2026-05-02"],
        ],
      },
      { kind: "table", head: ["Tjänst", "Belopp"], rows: items.map(([l, v]) => [l, sek(v)]) },
      {
        kind: "summary",
        rows: [
          ["Summa exkl. moms", sek(net)],
          ["Moms 25 %", sek(vat)],
          ["Summa inkl. moms", sek(total)],
          ["Öresavrundning", sek(rounded - total)],
          ["Att betala", sek(rounded)],
        ],
      },
      { kind: "note", text: "Alla belopp i svenska kronor." },
    ],
    truth: invoiceTruth({
      provider: "AWS",
      account: "818220471106",
      number: "EUINSE26-0418832",
      date: "2026-04-02",
      currency: "SEK",
      charges: net,
      vat,
    }),
  };
}

function awsJapanTaxInclusive(): TrapDoc {
  const items: Array<[string, number]> = [
    ["Amazon Elastic Compute Cloud", 418000],
    ["Amazon Simple Storage Service", 52800],
    ["AWS Support (Business)", 44000],
  ];
  const gross = items.reduce((a, [, v]) => a + v, 0);
  const vat = Math.round(gross / 11);
  const net = gross - vat;
  const yen = (v: number) => `¥${num(v, "int")}`;
  return {
    name: "chromium-ja-aws-jp-tax-inclusive",
    producer: "chromium",
    lang: "ja",
    seller: "aws-jp",
    traps: ["prices include consumption tax: the total with tax and the tax in it only", "whole yen"],
    blocks: [
      {
        kind: "lines",
        lines: [
          "アマゾン ウェブ サービス ジャパン合同会社",
          "Amazon Web Services Japan G.K.",
          "登録番号 T1234567890123",
        ],
      },
      { kind: "title", text: "請求書" },
      {
        kind: "facts",
        rows: [
          ["請求書番号", "JPIN26-00412233"],
          ["請求日", "2026年4月3日"],
          ["アカウント番号", "402918337740"],
          ["お支払期限", "2026年4月30日"],
        ],
      },
      { kind: "table", head: ["サービス", "金額（税込）"], rows: items.map(([l, v]) => [l, yen(v)]) },
      {
        kind: "summary",
        rows: [
          ["ご請求金額（税込）", yen(gross)],
          ["うち消費税（10%）", yen(vat)],
        ],
      },
    ],
    truth: invoiceTruth({
      provider: "AWS",
      account: "402918337740",
      number: "JPIN26-00412233",
      date: "2026-04-03",
      currency: "JPY",
      charges: net,
      vat,
    }),
  };
}

function googleDanishBank(): TrapDoc {
  const items: Array<[string, number]> = [
    ["Compute Engine", 14820.5],
    ["Cloud Storage", 2210.75],
    ["Networking", 1388.2],
  ];
  const charges = sum(...items.map(([, v]) => v));
  const credits = 1500.0;
  const net = sum(charges, -credits);
  const vat = taxOf(net, 0.25);
  const kr = (v: number) => `${num(v, "de")} kr.`;
  return {
    name: "weasyprint-da-google-bank-details",
    producer: "weasyprint",
    lang: "da",
    seller: "google-emea",
    traps: [
      "bank registration and account numbers in the header beside the billing account",
      "currency only as kr. and words",
    ],
    blocks: [
      {
        kind: "lines",
        lines: [
          "Google Cloud EMEA Limited",
          "70 Sir John Rogerson's Quay, Dublin 2, Irland",
          "Momsnr. IE3668997OH",
        ],
      },
      { kind: "title", text: "Faktura" },
      {
        kind: "facts",
        rows: [
          ["Fakturanummer", "4412098813"],
          ["Fakturadato", "31. marts 2026"],
          ["Faktureringskonto-id", "0147-2290-5518-3306"],
          ["Reg.nr. / kontonr. til betaling", "3001 / 4412098813"],
          ["Forfaldsdato", "30. april 2026"],
        ],
      },
      { kind: "table", head: ["Tjeneste", "Beløb"], rows: items.map(([l, v]) => [l, kr(v)]) },
      {
        kind: "summary",
        rows: [
          ["Subtotal før kreditter", kr(charges)],
          ["Kampagnekreditter", `-${kr(credits)}`],
          ["I alt ekskl. moms", kr(net)],
          ["Moms (25 %)", kr(vat)],
          ["Samlet beløb", kr(sum(net, vat))],
        ],
      },
      { kind: "note", text: "Alle beløb er i danske kroner." },
    ],
    truth: invoiceTruth({
      provider: "GCP",
      account: "0147-2290-5518-3306",
      number: "4412098813",
      date: "2026-03-31",
      currency: "DKK",
      charges,
      credits,
      vat,
    }),
  };
}

function upcloudFinnishDates(): TrapDoc {
  const items: Array<[string, number]> = [
    ["Cloud Server 8 CPU / 32 GB (3 kpl)", 384.0],
    ["MaxIOPS-tallennus 1 TB", 112.0],
    ["Managed Database", 148.5],
  ];
  const net = sum(...items.map(([, v]) => v));
  const vat = taxOf(net, 0.255);
  const eur = (v: number) => `${num(v, "space")} €`;
  return {
    name: "wkhtmltopdf-fi-upcloud-several-dates",
    producer: "wkhtmltopdf",
    lang: "fi",
    seller: "upcloud",
    traps: [
      "order, delivery, invoice and due dates together",
      "VAT rate with a decimal comma (25,5 %)",
      "reference number beside the customer number",
    ],
    blocks: [
      {
        kind: "lines",
        lines: ["UpCloud Ltd", "Aleksanterinkatu 15 B, 00100 Helsinki", "Y-tunnus 2193891-1"],
      },
      { kind: "title", text: "Lasku" },
      {
        kind: "facts",
        rows: [
          ["Tilauspäivä", "02.03.2026"],
          ["Toimituspäivä", "31.03.2026"],
          ["Laskun päivämäärä", "01.04.2026"],
          ["Eräpäivä", "15.04.2026"],
          ["Laskun numero", "UC-2026-118204"],
          ["Asiakasnumero", "440917"],
          ["Viitenumero", "1184 4091 7202"],
        ],
      },
      { kind: "table", head: ["Tuote", "Summa"], rows: items.map(([l, v]) => [l, eur(v)]) },
      {
        kind: "summary",
        rows: [
          ["Veroton summa", eur(net)],
          ["ALV 25,5 %", eur(vat)],
          ["Yhteensä", eur(sum(net, vat))],
        ],
      },
    ],
    truth: invoiceTruth({
      provider: "UpCloud",
      account: "440917",
      number: "UC-2026-118204",
      date: "2026-04-01",
      currency: "EUR",
      charges: net,
      vat,
    }),
  };
}

function awsCzechTaxPoint(): TrapDoc {
  const items: Array<[string, number]> = [
    ["Amazon Elastic Compute Cloud", 48210.4],
    ["Amazon Simple Storage Service", 6120.15],
    ["Amazon CloudFront", 3388.0],
  ];
  const charges = sum(...items.map(([, v]) => v));
  const discount = 2400.0;
  const net = sum(charges, -discount);
  const vat = taxOf(net, 0.21);
  const czk = (v: number) => `${num(v, "thin")} Kč`;
  return {
    name: "chromium-cs-aws-emea-tax-point",
    producer: "chromium",
    lang: "cs",
    seller: "aws-emea",
    traps: [
      "the taxable supply date (DUZP) and the due date beside the issue date",
      "variable symbol beside the account",
      "thin-space thousands",
    ],
    blocks: [
      {
        kind: "lines",
        lines: ["Amazon Web Services EMEA SARL, organizační složka", "Praha 1, 110 00", "DIČ CZ684558818"],
      },
      { kind: "title", text: "Faktura – daňový doklad" },
      {
        kind: "facts",
        rows: [
          ["Datum uskutečnění zdanitelného plnění", "31.03.2026"],
          ["Datum vystavení", "02.04.2026"],
          ["Datum splatnosti", "02.05.2026"],
          ["Číslo faktury", "EUINCZ26-0081123"],
          ["Variabilní symbol", "2600811230"],
          ["Číslo účtu AWS", "590218833471"],
        ],
      },
      { kind: "table", head: ["Služba", "Částka"], rows: items.map(([l, v]) => [l, czk(v)]) },
      {
        kind: "summary",
        rows: [
          ["Poplatky", czk(charges)],
          ["Sleva", `-${czk(discount)}`],
          ["Základ daně", czk(net)],
          ["DPH 21 %", czk(vat)],
          ["Celkem k úhradě", czk(sum(net, vat))],
        ],
      },
    ],
    truth: invoiceTruth({
      provider: "AWS",
      account: "590218833471",
      number: "EUINCZ26-0081123",
      date: "2026-04-02",
      currency: "CZK",
      charges,
      discount,
      vat,
    }),
  };
}

function ovhPolishSaleDate(): TrapDoc {
  const items: Array<[string, number]> = [
    ["Serwer dedykowany Rise-3", 689.0],
    ["Razem Backup Storage 1 TB (pakiet)", 79.0],
    ["Public Cloud – instancje", 1214.38],
  ];
  const net = sum(...items.map(([, v]) => v));
  const vat = taxOf(net, 0.23);
  const pln = (v: number) => `${num(v, "space")} zł`;
  return {
    name: "chromium-pl-ovh-sale-date",
    producer: "chromium",
    lang: "pl",
    seller: "ovh",
    traps: ["the sale date beside the issue date", "an item row starting with Razem", "the amount in words"],
    blocks: [
      { kind: "lines", lines: ["OVH Sp. z o.o.", "ul. Swobodna 1, 50-088 Wrocław", "NIP 899-25-24-547"] },
      { kind: "title", text: "Faktura VAT" },
      {
        kind: "facts",
        rows: [
          ["Data sprzedaży", "31.03.2026"],
          ["Data wystawienia", "01.04.2026"],
          ["Numer faktury", "PL11820471"],
          ["Identyfikator klienta", "pk22871-ovh"],
          ["NIP nabywcy", "525-244-18-90"],
        ],
      },
      { kind: "table", head: ["Nazwa usługi", "Wartość netto"], rows: items.map(([l, v]) => [l, pln(v)]) },
      {
        kind: "summary",
        rows: [
          ["Wartość netto", pln(net)],
          ["VAT 23%", pln(vat)],
          ["Wartość brutto", pln(sum(net, vat))],
          ["Do zapłaty", pln(sum(net, vat))],
        ],
      },
      {
        kind: "note",
        text: "Słownie: dwa tysiące czterysta trzydzieści osiem złotych. Płatność przelewem w terminie 14 dni.",
      },
    ],
    truth: invoiceTruth({
      provider: "OVHcloud",
      account: "pk22871-ovh",
      number: "PL11820471",
      date: "2026-04-01",
      currency: "PLN",
      charges: net,
      vat,
    }),
  };
}

function microsoftSpanishTrailingMinus(): TrapDoc {
  const items: Array<[string, number]> = [
    ["Máquinas virtuales", 4120.8],
    ["Azure Cosmos DB", 1288.44],
    ["Almacenamiento", 310.2],
  ];
  const charges = sum(...items.map(([, v]) => v));
  const savings = 610.0;
  const net = sum(charges, -savings);
  const vat = taxOf(net, 0.21);
  const eur = (v: number) => num(v, "de");
  return {
    name: "wkhtmltopdf-es-microsoft-trailing-minus",
    producer: "wkhtmltopdf",
    lang: "es",
    seller: "microsoft-ireland",
    traps: [
      "a reservation deduction with a trailing minus",
      "currency only as a word (euros)",
      "several dates",
    ],
    blocks: [
      {
        kind: "lines",
        lines: [
          "Microsoft Ireland Operations Ltd",
          "One Microsoft Place, Leopardstown, Dublin 18",
          "IVA IE8256796U",
        ],
      },
      { kind: "title", text: "Factura" },
      {
        kind: "facts",
        rows: [
          ["Número de factura", "G091882034"],
          ["Fecha de pedido", "14/02/2026"],
          ["Fecha de factura", "06/04/2026"],
          ["Fecha de vencimiento", "06/05/2026"],
          ["Periodo de servicio", "01/03/2026 - 31/03/2026"],
        ],
      },
      { kind: "table", head: ["Servicio", "Importe"], rows: items.map(([l, v]) => [l, eur(v)]) },
      {
        kind: "summary",
        rows: [
          ["Cargos", eur(charges)],
          ["Reservas de Azure aplicadas", `${eur(savings)}-`],
          ["Subtotal (sin IVA)", eur(net)],
          ["IVA 21 %", eur(vat)],
          ["Total a pagar", eur(sum(net, vat))],
        ],
      },
      { kind: "note", text: "Importes expresados en euros." },
    ],
    truth: invoiceTruth({
      provider: "Azure",
      account: null,
      number: "G091882034",
      date: "2026-04-06",
      currency: "EUR",
      charges,
      savings,
      vat,
    }),
  };
}

function awsItalianDates(): TrapDoc {
  const items: Array<[string, number]> = [
    ["Amazon Elastic Compute Cloud", 3310.2],
    ["Amazon Simple Storage Service", 402.77],
    ["Amazon Relational Database Service", 1290.0],
  ];
  const charges = sum(...items.map(([, v]) => v));
  const credits = 200.0;
  const net = sum(charges, -credits);
  const vat = taxOf(net, 0.22);
  const eur = (v: number) => `EUR ${num(v, "de")}`;
  return {
    name: "enscript-it-aws-emea-dates",
    producer: "enscript",
    lang: "it",
    seller: "aws-emea",
    traps: [
      "order date and due date before the invoice date",
      "IBAN beside the account number",
      "credits with CR",
    ],
    blocks: [
      {
        kind: "lines",
        lines: [
          "Amazon Web Services EMEA SARL, Succursale Italiana",
          "Viale Monte Grappa 3/5, 20124 Milano",
          "P.IVA IT09643490964",
        ],
      },
      { kind: "title", text: "Fattura" },
      {
        kind: "facts",
        rows: [
          ["Data ordine:", "28/02/2026"],
          ["Scadenza:", "02/05/2026"],
          ["Numero fattura:", "EUINIT26-0331907"],
          ["Data fattura:", "02/04/2026"],
          ["Numero account:", "720118493026"],
          ["IBAN di accredito:", "IT60 X054 2811 1010 0000 0123 456"],
        ],
      },
      { kind: "table", head: ["Servizio", "Importo"], rows: items.map(([l, v]) => [l, eur(v)]) },
      {
        kind: "summary",
        rows: [
          ["Addebiti", eur(charges)],
          ["Crediti", `${eur(credits)} CR`],
          ["Addebiti netti (IVA esclusa)", eur(net)],
          ["IVA 22%", eur(vat)],
          ["Totale fattura", eur(sum(net, vat))],
        ],
      },
    ],
    truth: invoiceTruth({
      provider: "AWS",
      account: "720118493026",
      number: "EUINIT26-0331907",
      date: "2026-04-02",
      currency: "EUR",
      charges,
      credits,
      vat,
    }),
  };
}

function microsoftDanishTrailingMinus(): TrapDoc {
  const items: Array<[string, number]> = [
    ["Virtuelle maskiner", 22140.0],
    ["Azure Kubernetes Service", 8410.5],
    ["Lagring", 1944.3],
  ];
  const charges = sum(...items.map(([, v]) => v));
  const discount = 1250.0;
  const net = sum(charges, -discount);
  const vat = taxOf(net, 0.25);
  const dkk = (v: number) => num(v, "de");
  return {
    name: "weasyprint-da-microsoft-totals-first",
    producer: "weasyprint",
    lang: "da",
    seller: "microsoft-ireland",
    traps: [
      "the amount due boxed at the top",
      "a discount with a trailing minus",
      "currency as a code in the column head only",
    ],
    blocks: [
      {
        kind: "lines",
        lines: [
          "Microsoft Ireland Operations Ltd",
          "One Microsoft Place, Leopardstown, Dublin 18",
          "Momsnr. IE8256796U",
        ],
      },
      { kind: "title", text: "Faktura" },
      {
        kind: "facts",
        boxed: true,
        rows: [
          ["Beløb at betale (DKK)", dkk(sum(net, vat))],
          ["Betales senest", "05.05.2026"],
        ],
      },
      {
        kind: "facts",
        rows: [
          ["Fakturanummer", "G090117720"],
          ["Fakturadato", "05.04.2026"],
          ["Faktureringsprofil", "Kattegat Data ApS"],
        ],
      },
      { kind: "table", head: ["Tjeneste", "Beløb (DKK)"], rows: items.map(([l, v]) => [l, dkk(v)]) },
      {
        kind: "summary",
        rows: [
          ["Gebyrer", dkk(charges)],
          ["Rabat", `${dkk(discount)}-`],
          ["I alt ekskl. moms", dkk(net)],
          ["Moms 25 %", dkk(vat)],
          ["I alt", dkk(sum(net, vat))],
        ],
      },
    ],
    truth: invoiceTruth({
      provider: "Azure",
      account: null,
      number: "G090117720",
      date: "2026-04-05",
      currency: "DKK",
      charges,
      discount,
      vat,
    }),
  };
}

function googlePortugueseEuroWord(): TrapDoc {
  const items: Array<[string, number]> = [
    ["Compute Engine", 5120.4],
    ["Cloud Run", 712.18],
    ["Cloud Storage", 1408.66],
  ];
  const charges = sum(...items.map(([, v]) => v));
  const discount = 480.0;
  const net = sum(charges, -discount);
  const vat = taxOf(net, 0.23);
  const eur = (v: number) => num(v, "thin");
  return {
    name: "chromium-pt-google-summary-page2",
    producer: "chromium",
    lang: "pt",
    seller: "google-emea",
    traps: ["the summary on page 2", "thin-space thousands", "currency only as a word (Euros)"],
    blocks: [
      {
        kind: "lines",
        lines: [
          "Google Cloud EMEA Limited",
          "70 Sir John Rogerson's Quay, Dublin 2, Irlanda",
          "NIF IE3668997OH",
        ],
      },
      { kind: "title", text: "Fatura" },
      {
        kind: "facts",
        rows: [
          ["Número da fatura", "4718803312"],
          ["Data da fatura", "31/03/2026"],
          ["ID da conta de faturação", "01C9D8-E7F6A5-B4C3D2"],
          ["Moeda", "Euros"],
        ],
      },
      { kind: "table", head: ["Serviço", "Valor"], rows: items.map(([l, v]) => [l, eur(v)]) },
      { kind: "pagebreak" },
      {
        kind: "summary",
        rows: [
          ["Subtotal antes de descontos", eur(charges)],
          ["Descontos de utilização contínua", `-${eur(discount)}`],
          ["Subtotal sem IVA", eur(net)],
          ["IVA (23%)", eur(vat)],
          ["Total a pagar", eur(sum(net, vat))],
        ],
      },
    ],
    truth: invoiceTruth({
      provider: "GCP",
      account: "01C9D8-E7F6A5-B4C3D2",
      number: "4718803312",
      date: "2026-03-31",
      currency: "EUR",
      charges,
      discount,
      vat,
    }),
  };
}

export const MORE_DOCS: TrapDoc[] = [
  googleItalianTwoColumns(),
  microsoftDutchExchangeRate(),
  awsBrazilBalanceAndTaxes(),
  awsSwedishRounding(),
  awsJapanTaxInclusive(),
  googleDanishBank(),
  upcloudFinnishDates(),
  awsCzechTaxPoint(),
  ovhPolishSaleDate(),
  microsoftSpanishTrailingMinus(),
  awsItalianDates(),
  microsoftDanishTrailingMinus(),
  googlePortugueseEuroWord(),
];
