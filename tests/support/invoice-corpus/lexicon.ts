// Label wordings per language, written from what real invoices of many sellers print. Several synonyms per role;
// the generator picks one at random, sellers add their own house wordings on top (sellers.ts).

import { cs, da, fi, ja, ko, nb, pl, sv, tr, zh } from "./lexicon-added.ts";
import { ar, el, hu, id, ro, uk } from "./lexicon-v4.ts";

export type Lang =
  | "en"
  | "de"
  | "fr"
  | "es"
  | "it"
  | "nl"
  | "pt"
  | "ja"
  | "zh"
  | "ko"
  | "pl"
  | "sv"
  | "da"
  | "nb"
  | "fi"
  | "cs"
  | "tr"
  | "el"
  | "hu"
  | "id"
  | "ar"
  | "ro"
  | "uk";
export const LANGS: Lang[] = [
  "en",
  "de",
  "fr",
  "es",
  "it",
  "nl",
  "pt",
  "ja",
  "zh",
  "ko",
  "pl",
  "sv",
  "da",
  "nb",
  "fi",
  "cs",
  "tr",
  "el",
  "hu",
  "id",
  "ar",
  "ro",
  "uk",
];

export type Role =
  | "title"
  | "creditTitle"
  | "invoiceNumber"
  | "creditNumber"
  | "invoiceDate"
  | "creditDate"
  | "account"
  | "period"
  | "dueDate"
  | "paymentTerms"
  | "paymentTermsValue"
  | "orderNumber"
  | "billTo"
  | "description"
  | "quantity"
  | "unitPrice"
  | "amount"
  | "charges"
  | "credits"
  | "discount"
  | "savingsPlan"
  | "net"
  | "total"
  | "currentTotal"
  | "previousBalance"
  | "paymentsReceived"
  | "balanceDue"
  | "savingsNote"
  | "taxBreakdown"
  | "taxRate"
  | "netAmount"
  | "taxAmount"
  | "grossAmount"
  | "page"
  | "phone"
  | "vatId"
  | "remittance"
  | "reverseCharge"
  | "summaryHeading"
  | "currencyNote"
  | "originalInvoice"
  | "creditTotal";

type Lexicon = Record<Role, string[]>;

const en: Lexicon = {
  creditTotal: ["Total credit", "Total amount credited", "Credit note total", "Total"],
  summaryHeading: ["Invoice Summary", "Summary", "Billing summary", "Charges summary"],
  currencyNote: ["All amounts in {CUR}", "Amounts shown in {CUR}", "All charges and prices are in {CUR}"],
  originalInvoice: ["Original invoice", "Refers to invoice", "Original invoice number"],
  title: ["Invoice", "Tax Invoice", "INVOICE", "Invoice Summary"],
  creditTitle: ["Credit Note", "Credit Memo", "CREDIT NOTE"],
  invoiceNumber: [
    "Invoice Number",
    "Invoice number",
    "Invoice No.",
    "Invoice #",
    "Document number",
    "Invoice ID",
  ],
  creditNumber: ["Credit Note Number", "Credit memo number", "Credit Note No.", "Document number"],
  invoiceDate: ["Invoice Date", "Invoice date", "Date of issue", "Issue date", "Date issued", "Billing date"],
  creditDate: ["Credit Note Date", "Date of issue", "Issue date", "Document date"],
  account: [
    "Account number",
    "Account ID",
    "Customer number",
    "Customer ID",
    "Billing account",
    "Account No.",
  ],
  period: ["Billing period", "Billing cycle", "Service period", "Usage period", "Statement period"],
  dueDate: ["Due date", "Payment due", "Due by", "Date due", "Payment due date"],
  paymentTerms: ["Payment terms", "Terms"],
  paymentTermsValue: ["Net 30 days", "Due upon receipt", "30 days", "Due immediately"],
  orderNumber: ["PO number", "Purchase order", "Your reference"],
  billTo: ["Bill to", "Bill to Address:", "Billed to", "Customer", "Sold to"],
  description: ["Description", "Service", "Product"],
  quantity: ["Quantity", "Qty", "Usage"],
  unitPrice: ["Unit price", "Rate", "Price"],
  amount: ["Amount", "Total", "Charges"],
  charges: ["Charges", "Total charges", "Usage charges", "Total usage charges", "Gross charges", "Subtotal"],
  credits: ["Credits", "Credits applied", "Promotional credits", "Credit applied", "Free trial credit"],
  discount: ["Discount", "Discounts", "Volume discount", "Enterprise discount", "Negotiated discount"],
  savingsPlan: [
    "Savings Plans",
    "Savings Plan",
    "Compute Savings Plans",
    "Committed use discounts",
    "Commitment applied",
  ],
  net: [
    "Net Charges (After Credits/Discounts, excl. Tax)",
    "Total before tax",
    "Net amount",
    "Total excluding VAT",
    "Subtotal (excl. tax)",
    "Taxable amount",
    "Net total",
  ],
  total: [
    "Total",
    "Total amount due",
    "Amount due",
    "Invoice total",
    "Total incl. tax",
    "Total due",
    "Total amount",
    "Grand total",
  ],
  currentTotal: ["Total for this invoice", "Total current charges", "Invoice total", "Current invoice total"],
  previousBalance: ["Previous balance", "Balance forward", "Opening balance"],
  paymentsReceived: ["Payments received - thank you", "Payment received", "Payments"],
  balanceDue: ["Total balance due", "Account balance due", "Outstanding balance"],
  savingsNote: [
    "Estimated savings from your Savings Plans this month:",
    "You saved this month with committed use discounts:",
    "Estimated savings:",
  ],
  taxBreakdown: ["Tax summary", "VAT analysis", "Tax breakdown"],
  taxRate: ["Rate", "Tax rate", "VAT rate"],
  netAmount: ["Net", "Net amount", "Taxable"],
  taxAmount: ["Tax", "VAT", "Tax amount"],
  grossAmount: ["Gross", "Total", "Gross amount"],
  page: ["Page 1 of 2", "Page 1 of 1", "1 of 3", "Page 1/2"],
  phone: ["Phone", "Tel.", "Telephone"],
  vatId: ["VAT number", "VAT Reg. No.", "VAT ID", "Tax ID"],
  remittance: ["Remittance advice - please return with your payment", "Payment slip", "Remittance"],
  reverseCharge: [
    "Reverse charge: VAT to be accounted for by the recipient",
    "VAT reverse charged (Art. 196 Directive 2006/112/EC)",
  ],
};

const de: Lexicon = {
  creditTotal: ["Gutschriftsbetrag", "Gesamtbetrag", "Korrekturbetrag"],
  summaryHeading: ["Zusammenfassung", "Übersicht", "Rechnungsübersicht"],
  currencyNote: ["Alle Beträge in {CUR}", "Beträge in {CUR}"],
  originalInvoice: ["Korrektur zu Rechnung", "Ursprüngliche Rechnung", "Bezug: Rechnung"],
  title: ["Rechnung", "RECHNUNG"],
  creditTitle: ["Gutschrift", "Rechnungskorrektur", "Stornorechnung"],
  invoiceNumber: ["Rechnungsnr.", "Rechnungsnummer", "Rechnung Nr.", "Belegnummer"],
  creditNumber: ["Gutschriftsnummer", "Korrekturnummer", "Belegnummer"],
  invoiceDate: ["Rechnungsdatum", "Datum", "Belegdatum", "Ausstellungsdatum"],
  creditDate: ["Datum", "Belegdatum", "Gutschriftsdatum"],
  account: ["Kundennummer", "Kundennr.", "Kunden-Nr.", "Konto-ID", "Kundenkonto"],
  period: ["Leistungszeitraum", "Abrechnungszeitraum", "Zeitraum"],
  dueDate: ["Fällig am", "Zahlbar bis", "Fälligkeitsdatum", "Zahlungsziel"],
  paymentTerms: ["Zahlungsbedingungen", "Zahlungsart"],
  paymentTermsValue: ["14 Tage netto", "Lastschrift", "sofort ohne Abzug"],
  orderNumber: ["Bestellnummer", "Ihre Referenz"],
  billTo: ["Rechnungsempfänger", "Kunde", "Rechnungsadresse"],
  description: ["Beschreibung", "Leistung", "Bezeichnung"],
  quantity: ["Menge", "Anzahl"],
  unitPrice: ["Einzelpreis", "Preis"],
  amount: ["Betrag", "Gesamt", "Summe"],
  charges: ["Zwischensumme", "Summe Positionen", "Gesamtkosten", "Summe Leistungen"],
  credits: ["Gutschrift", "Gutschriften", "Guthaben verrechnet", "Guthaben"],
  discount: ["Rabatt", "Nachlass", "Preisnachlass"],
  savingsPlan: ["Savings Plans", "Rabatte für zugesicherte Nutzung", "Zusagen (Commitment)"],
  net: ["Summe netto", "Nettobetrag", "Gesamt netto", "Rechnungsbetrag netto", "Netto"],
  total: [
    "Gesamtbetrag",
    "Rechnungsbetrag",
    "Summe brutto",
    "Gesamtsumme",
    "Zu zahlender Betrag",
    "Endbetrag",
  ],
  currentTotal: ["Rechnungsbetrag", "Betrag dieser Rechnung", "Gesamtbetrag dieser Rechnung"],
  previousBalance: ["Vorheriger Saldo", "Saldovortrag", "Offener Betrag Vormonat"],
  paymentsReceived: ["Zahlungseingang", "Erhaltene Zahlungen", "Zahlung erhalten"],
  balanceDue: ["Offener Gesamtsaldo", "Kontostand", "Saldo"],
  savingsNote: ["Ihre geschätzte Ersparnis in diesem Monat:", "Geschätzte Einsparung:"],
  taxBreakdown: ["Steueraufstellung", "USt.-Übersicht"],
  taxRate: ["Steuersatz", "USt.-Satz"],
  netAmount: ["Netto", "Nettobetrag"],
  taxAmount: ["USt.", "Steuer", "MwSt."],
  grossAmount: ["Brutto", "Bruttobetrag"],
  page: ["Seite 1 von 2", "Seite 1/1", "Seite 1 von 3"],
  phone: ["Tel.", "Telefon"],
  vatId: ["USt-IdNr.", "USt.-ID", "Steuernummer"],
  remittance: ["Überweisungsträger", "Zahlungsabschnitt"],
  reverseCharge: ["Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge)"],
};

const fr: Lexicon = {
  creditTotal: ["Total avoir TTC", "Montant TTC de l'avoir", "Total TTC"],
  summaryHeading: ["Récapitulatif", "Résumé", "Synthèse"],
  currencyNote: ["Montants exprimés en {CUR}", "Tous les montants sont en {CUR}"],
  originalInvoice: ["Facture d'origine", "Avoir sur facture", "Référence facture"],
  title: ["Facture", "FACTURE"],
  creditTitle: ["Avoir", "Facture d'avoir", "AVOIR"],
  invoiceNumber: ["Numéro de facture", "Facture n°", "N° de facture", "Référence de la facture"],
  creditNumber: ["Numéro d'avoir", "Avoir n°", "N° d'avoir"],
  invoiceDate: ["Date de facture", "Date de facturation", "Date d'émission", "Date"],
  creditDate: ["Date de l'avoir", "Date d'émission", "Date"],
  account: ["Numéro de client", "Identifiant client", "N° client", "Compte client", "Référence client"],
  period: ["Période de facturation", "Période", "Période de consommation"],
  dueDate: ["Date d'échéance", "Échéance", "À payer avant le", "Date limite de paiement"],
  paymentTerms: ["Conditions de paiement", "Mode de paiement"],
  paymentTermsValue: ["Prélèvement", "À réception", "30 jours"],
  orderNumber: ["Bon de commande", "Votre référence"],
  billTo: ["Facturé à", "Adresse de facturation", "Client"],
  description: ["Description", "Désignation", "Prestation"],
  quantity: ["Quantité", "Qté"],
  unitPrice: ["Prix unitaire", "P.U. HT"],
  amount: ["Montant", "Montant HT", "Total HT"],
  charges: ["Sous-total", "Total des prestations", "Montant des services", "Total brut HT"],
  credits: ["Crédits", "Crédits appliqués", "Crédit promotionnel", "Bon d'achat"],
  discount: ["Remise", "Remises", "Rabais"],
  savingsPlan: ["Remises sur engagement d'utilisation", "Savings Plans", "Engagement appliqué"],
  net: ["Total HT", "Montant HT", "Total hors taxes", "Net HT"],
  total: ["Total TTC", "Montant TTC", "Net à payer", "Montant total", "Total à payer"],
  currentTotal: ["Total de la facture", "Montant de cette facture", "Total TTC de la facture"],
  previousBalance: ["Solde précédent", "Report du solde"],
  paymentsReceived: ["Paiements reçus", "Règlement reçu, merci"],
  balanceDue: ["Solde dû", "Solde total du compte"],
  savingsNote: ["Économies estimées ce mois-ci :", "Vous avez économisé :"],
  taxBreakdown: ["Détail de la TVA", "Récapitulatif TVA"],
  taxRate: ["Taux", "Taux TVA"],
  netAmount: ["Base HT", "Montant HT"],
  taxAmount: ["TVA", "Montant TVA"],
  grossAmount: ["TTC", "Montant TTC"],
  page: ["Page 1 sur 2", "Page 1/1", "1/3"],
  phone: ["Tél.", "Téléphone"],
  vatId: ["N° TVA intracommunautaire", "TVA intracom.", "N° TVA"],
  remittance: ["Talon à joindre à votre règlement", "Bordereau de paiement"],
  reverseCharge: ["Autoliquidation - TVA due par le preneur (art. 283-2 du CGI)"],
};

const es: Lexicon = {
  creditTotal: ["Total abono", "Importe total rectificado", "Total"],
  summaryHeading: ["Resumen", "Resumen de la factura"],
  currencyNote: ["Importes en {CUR}", "Todos los importes en {CUR}"],
  originalInvoice: ["Factura rectificada", "Factura original"],
  title: ["Factura", "FACTURA"],
  creditTitle: ["Factura rectificativa", "Nota de crédito", "Abono"],
  invoiceNumber: ["Número de factura", "Nº de factura", "Factura n.º", "N.º factura"],
  creditNumber: ["Número de factura rectificativa", "Nº de abono"],
  invoiceDate: ["Fecha de factura", "Fecha de emisión", "Fecha"],
  creditDate: ["Fecha de emisión", "Fecha"],
  account: ["Número de cliente", "ID de cuenta", "Cuenta", "Código de cliente"],
  period: ["Periodo de facturación", "Período", "Periodo de servicio"],
  dueDate: ["Fecha de vencimiento", "Vencimiento", "Fecha de pago"],
  paymentTerms: ["Forma de pago", "Condiciones de pago"],
  paymentTermsValue: ["Domiciliación bancaria", "Tarjeta", "30 días"],
  orderNumber: ["Pedido", "Su referencia"],
  billTo: ["Facturar a", "Cliente", "Datos del cliente"],
  description: ["Descripción", "Concepto", "Servicio"],
  quantity: ["Cantidad", "Uds."],
  unitPrice: ["Precio unitario", "Precio"],
  amount: ["Importe", "Total"],
  charges: ["Subtotal", "Importe de los servicios", "Total cargos", "Suma de conceptos"],
  credits: ["Créditos", "Créditos aplicados", "Crédito promocional"],
  discount: ["Descuento", "Descuentos"],
  savingsPlan: ["Descuentos por compromiso de uso", "Savings Plans", "Compromiso aplicado"],
  net: ["Base imponible", "Total sin IVA", "Importe neto", "Base"],
  total: ["Total factura", "Total a pagar", "Importe total", "Total"],
  currentTotal: ["Total de esta factura", "Importe de esta factura"],
  previousBalance: ["Saldo anterior"],
  paymentsReceived: ["Pagos recibidos", "Pago recibido, gracias"],
  balanceDue: ["Saldo pendiente", "Saldo total"],
  savingsNote: ["Ahorro estimado este mes:", "Ha ahorrado:"],
  taxBreakdown: ["Desglose de IVA", "Resumen de impuestos"],
  taxRate: ["Tipo", "% IVA"],
  netAmount: ["Base", "Base imponible"],
  taxAmount: ["Cuota", "IVA"],
  grossAmount: ["Total"],
  page: ["Página 1 de 2", "Pág. 1/1"],
  phone: ["Tel.", "Teléfono"],
  vatId: ["NIF", "CIF", "NIF-IVA"],
  remittance: ["Resguardo de pago"],
  reverseCharge: ["Inversión del sujeto pasivo (art. 84 LIVA)"],
};

const it: Lexicon = {
  creditTotal: ["Totale nota di credito", "Importo accreditato"],
  summaryHeading: ["Riepilogo", "Riepilogo fattura"],
  currencyNote: ["Importi in {CUR}", "Tutti gli importi sono in {CUR}"],
  originalInvoice: ["Fattura di riferimento", "Rettifica della fattura"],
  title: ["Fattura", "FATTURA"],
  creditTitle: ["Nota di credito", "NOTA DI CREDITO"],
  invoiceNumber: ["Numero fattura", "Fattura n.", "N. fattura", "Numero documento"],
  creditNumber: ["Numero nota di credito", "N. nota di credito"],
  invoiceDate: ["Data fattura", "Data di emissione", "Data documento", "Data"],
  creditDate: ["Data di emissione", "Data documento"],
  account: ["Codice cliente", "ID account", "Numero cliente", "Conto"],
  period: ["Periodo di fatturazione", "Periodo di riferimento", "Periodo"],
  dueDate: ["Data di scadenza", "Scadenza", "Pagamento entro il"],
  paymentTerms: ["Modalità di pagamento", "Condizioni di pagamento"],
  paymentTermsValue: ["Addebito diretto", "Bonifico bancario", "30 gg d.f."],
  orderNumber: ["Ordine", "Vostro riferimento"],
  billTo: ["Intestatario", "Cliente", "Fatturato a"],
  description: ["Descrizione", "Servizio"],
  quantity: ["Quantità", "Q.tà"],
  unitPrice: ["Prezzo unitario", "Prezzo"],
  amount: ["Importo", "Totale"],
  charges: ["Subtotale", "Totale servizi", "Totale addebiti", "Totale prestazioni"],
  credits: ["Crediti", "Crediti applicati", "Credito promozionale"],
  discount: ["Sconto", "Sconti"],
  savingsPlan: ["Sconti per impegno di utilizzo", "Savings Plans", "Impegno applicato"],
  net: ["Imponibile", "Totale imponibile", "Totale netto", "Totale senza IVA"],
  total: ["Totale fattura", "Totale da pagare", "Totale documento", "Importo totale"],
  currentTotal: ["Totale di questa fattura", "Importo della fattura"],
  previousBalance: ["Saldo precedente"],
  paymentsReceived: ["Pagamenti ricevuti", "Pagamento ricevuto, grazie"],
  balanceDue: ["Saldo dovuto", "Saldo totale"],
  savingsNote: ["Risparmio stimato questo mese:", "Hai risparmiato:"],
  taxBreakdown: ["Riepilogo IVA", "Dettaglio IVA"],
  taxRate: ["Aliquota", "% IVA"],
  netAmount: ["Imponibile"],
  taxAmount: ["Imposta", "IVA"],
  grossAmount: ["Totale"],
  page: ["Pagina 1 di 2", "Pag. 1/1"],
  phone: ["Tel.", "Telefono"],
  vatId: ["Partita IVA", "P.IVA", "Codice fiscale"],
  remittance: ["Cedolino di pagamento"],
  reverseCharge: ["Inversione contabile - art. 7-ter DPR 633/72"],
};

const nl: Lexicon = {
  creditTotal: ["Totaal creditnota", "Totaal gecrediteerd"],
  summaryHeading: ["Overzicht", "Samenvatting"],
  currencyNote: ["Alle bedragen in {CUR}", "Bedragen in {CUR}"],
  originalInvoice: ["Oorspronkelijke factuur", "Betreft factuur"],
  title: ["Factuur", "FACTUUR"],
  creditTitle: ["Creditnota", "Creditfactuur"],
  invoiceNumber: ["Factuurnummer", "Factuurnr.", "Factuur nr."],
  creditNumber: ["Creditnotanummer", "Creditfactuurnummer"],
  invoiceDate: ["Factuurdatum", "Datum", "Datum factuur"],
  creditDate: ["Datum", "Creditnotadatum"],
  account: ["Klantnummer", "Accountnummer", "Klant-ID", "Debiteurnummer"],
  period: ["Factuurperiode", "Periode", "Facturatieperiode"],
  dueDate: ["Vervaldatum", "Uiterste betaaldatum", "Te betalen voor"],
  paymentTerms: ["Betalingsvoorwaarden", "Betaalwijze"],
  paymentTermsValue: ["Automatische incasso", "14 dagen", "Direct"],
  orderNumber: ["Ordernummer", "Uw referentie"],
  billTo: ["Factuuradres", "Klant", "Gefactureerd aan"],
  description: ["Omschrijving", "Dienst"],
  quantity: ["Aantal", "Hoeveelheid"],
  unitPrice: ["Prijs per eenheid", "Prijs"],
  amount: ["Bedrag", "Totaal"],
  charges: ["Subtotaal", "Totaal kosten", "Totaal diensten"],
  credits: ["Tegoed", "Credits", "Toegepast tegoed"],
  discount: ["Korting", "Kortingen"],
  savingsPlan: ["Kortingen voor toegezegd gebruik", "Savings Plans", "Toegepaste toezegging"],
  net: ["Totaal excl. btw", "Netto bedrag", "Subtotaal excl. BTW", "Totaal exclusief BTW"],
  total: ["Totaal incl. btw", "Te betalen", "Totaalbedrag", "Totaal inclusief BTW"],
  currentTotal: ["Totaal van deze factuur", "Factuurbedrag"],
  previousBalance: ["Vorig saldo"],
  paymentsReceived: ["Ontvangen betalingen", "Betaling ontvangen, dank u"],
  balanceDue: ["Openstaand saldo", "Totaal saldo"],
  savingsNote: ["Geschatte besparing deze maand:", "U bespaarde:"],
  taxBreakdown: ["BTW-specificatie", "Overzicht BTW"],
  taxRate: ["Tarief", "BTW %"],
  netAmount: ["Grondslag", "Netto"],
  taxAmount: ["BTW", "Btw-bedrag"],
  grossAmount: ["Totaal", "Bruto"],
  page: ["Pagina 1 van 2", "Pagina 1/1"],
  phone: ["Tel.", "Telefoon"],
  vatId: ["Btw-nummer", "BTW-nr.", "BTW-id"],
  remittance: ["Betaalstrook"],
  reverseCharge: ["BTW verlegd (art. 12 lid 3 Wet OB)"],
};

const pt: Lexicon = {
  creditTotal: ["Valor total do crédito", "Total creditado"],
  summaryHeading: ["Resumo", "Resumo da fatura"],
  currencyNote: ["Valores em {CUR}", "Todos os valores em {CUR}"],
  originalInvoice: ["Fatura original", "Referente à fatura"],
  title: ["Fatura", "FATURA", "Fatura de Serviços"],
  creditTitle: ["Nota de crédito", "NOTA DE CRÉDITO"],
  invoiceNumber: ["Número da fatura", "Fatura nº", "Nº da fatura", "Número do documento"],
  creditNumber: ["Número da nota de crédito", "Nota de crédito nº"],
  invoiceDate: ["Data da fatura", "Data de emissão", "Emitida em"],
  creditDate: ["Data de emissão"],
  account: ["Número da conta", "ID da conta", "Código do cliente", "Conta"],
  period: ["Período de faturamento", "Período de cobrança", "Período"],
  dueDate: ["Data de vencimento", "Vencimento"],
  paymentTerms: ["Forma de pagamento", "Condições de pagamento"],
  paymentTermsValue: ["Boleto bancário", "Cartão de crédito", "30 dias"],
  orderNumber: ["Pedido de compra", "Sua referência"],
  billTo: ["Faturado para", "Cliente", "Tomador do serviço"],
  description: ["Descrição", "Serviço"],
  quantity: ["Quantidade", "Qtd."],
  unitPrice: ["Preço unitário", "Preço"],
  amount: ["Valor", "Total"],
  charges: ["Cobranças", "Total de cobranças", "Subtotal", "Valor dos serviços"],
  credits: ["Créditos", "Créditos aplicados", "Crédito promocional"],
  discount: ["Desconto", "Descontos"],
  savingsPlan: ["Savings Plans", "Descontos por compromisso de uso", "Compromisso aplicado"],
  net: ["Valor líquido", "Total sem impostos", "Subtotal líquido", "Base de cálculo"],
  total: ["Valor total", "Total a pagar", "Total da fatura", "Valor total da fatura"],
  currentTotal: ["Total desta fatura", "Valor desta fatura"],
  previousBalance: ["Saldo anterior"],
  paymentsReceived: ["Pagamentos recebidos", "Pagamento recebido, obrigado"],
  balanceDue: ["Saldo devedor", "Saldo total"],
  savingsNote: ["Economia estimada neste mês:", "Você economizou:"],
  taxBreakdown: ["Resumo de impostos", "Detalhamento de tributos"],
  taxRate: ["Alíquota"],
  netAmount: ["Base"],
  taxAmount: ["Imposto", "Valor do tributo"],
  grossAmount: ["Total"],
  page: ["Página 1 de 2", "Pág. 1/1"],
  phone: ["Tel.", "Telefone"],
  vatId: ["CNPJ", "Inscrição municipal"],
  remittance: ["Recibo do pagador"],
  reverseCharge: ["Tributos retidos na fonte"],
};

export const LEXICON: Record<Lang, Lexicon> = {
  en,
  de,
  fr,
  es,
  it,
  nl,
  pt,
  ja,
  zh,
  ko,
  pl,
  sv,
  da,
  nb,
  fi,
  cs,
  tr,
  el,
  hu,
  id,
  ar,
  ro,
  uk,
};

/** Tax words per kind and language ("VAT", "USt.", "TVA", "IVA", "BTW", "GST", "CGST", ...). */
export type TaxKind =
  | "vat"
  | "gst"
  | "hst"
  | "qst"
  | "igst"
  | "cgst"
  | "sgst"
  | "jct"
  | "sales"
  | "iss"
  | "pis"
  | "cofins";

export const TAX_WORDS: Record<TaxKind, Partial<Record<Lang, string[]>>> = {
  vat: {
    en: ["VAT", "VAT -", "Tax (VAT)", "VAT @"],
    de: ["USt.", "MwSt.", "Umsatzsteuer", "zzgl. USt."],
    fr: ["TVA", "TVA à", "Montant TVA"],
    es: ["IVA", "IVA al"],
    it: ["IVA", "IVA al"],
    nl: ["BTW", "btw", "BTW hoog"],
    pt: ["IVA"],
    zh: ["增值税", "税额"],
    ko: ["부가세", "부가가치세"],
    pl: ["VAT", "Podatek VAT"],
    sv: ["Moms"],
    da: ["Moms"],
    nb: ["MVA", "Merverdiavgift"],
    fi: ["ALV", "Arvonlisävero"],
    cs: ["DPH"],
    tr: ["KDV", "Hesaplanan KDV"],
    el: ["ΦΠΑ", "Φ.Π.Α."],
    hu: ["ÁFA", "Áfa"],
    id: ["PPN"],
    ar: ["ضريبة القيمة المضافة", "الضريبة"],
    ro: ["TVA", "T.V.A."],
    uk: ["ПДВ"],
  },
  gst: { en: ["GST", "GST @", "Goods and Services Tax"] },
  hst: { en: ["HST", "GST/HST"] },
  qst: { en: ["QST", "PST/QST"] },
  igst: { en: ["IGST", "IGST @", "Integrated GST"] },
  cgst: { en: ["CGST", "CGST @", "Central GST"] },
  sgst: { en: ["SGST", "SGST @", "State GST"] },
  jct: { en: ["Consumption Tax", "Japanese Consumption Tax", "JCT"], ja: ["消費税", "消費税等"] },
  sales: { en: ["Sales tax", "State sales tax", "Tax", "Estimated sales tax"] },
  iss: { pt: ["ISS", "ISSQN"] },
  pis: { pt: ["PIS"] },
  cofins: { pt: ["COFINS"] },
};
