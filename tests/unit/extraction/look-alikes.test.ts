// What is not an invoice (issue 31 item 5), shown on pages of our own in several languages: dunning letters,
// statements, receipts, estimates, budget alerts and cost reports are refused by their titles, and a page that
// says it is not an invoice is refused wherever it says so; invoices that name such documents in their labels are
// still invoices.
import { describe, expect, it } from "vitest";
import { documentKind } from "#server/extraction/engine/find/document-kind.ts";
import type { PositionedText } from "#server/extraction/engine/layout/page-content.ts";
import { buildPageModel, modelText } from "#server/extraction/engine/layout/page-model.ts";
import { fold } from "#server/extraction/engine/read/fold.ts";

type Line = [text: string, size?: number];

/** A page: the first line at the top, each next one 14 points lower; body text at 9 points. */
function kind(...lines: Line[]) {
  const items: PositionedText[] = lines.map(([str, size = 9], i) => ({
    str,
    x: 40,
    y: 780 - i * 14,
    width: str.length * size * 0.5,
    height: size,
  }));
  for (let i = 0; i < 30; i++)
    items.push({ str: `Line ${i} of the body text`, x: 40, y: 300 - i * 9, width: 100, height: 9 });
  const page = buildPageModel({ width: 595, height: 842, items });
  return documentKind(page, fold(modelText(page)));
}

describe("look-alikes refused by their titles", () => {
  it.each<Line[]>([
    [["Zahlungserinnerung", 16], ["Rechnung 2026-0412 vom 03.05.2026"], ["Offener Betrag 1.234,50 €"]],
    [["Mahnung"], ["Kundennummer 48213"], ["Bitte überweisen Sie den offenen Betrag der Rechnung"]],
    [["Relance"], ["Facture FR-2026-118 échue"], ["Montant dû 842,10 €"]],
    [["Recordatorio de pago", 14], ["Factura ES-2026-5512"], ["Importe pendiente 310,00 €"]],
    [["Betalningspåminnelse"], ["Faktura 88213"], ["Att betala 4 210,00 kr"]],
    [["Maksumuistutus"], ["Lasku 20260412"], ["Maksettava 96,00 €"]],
    [["Payment reminder for invoice INV-2291", 14], ["Amount overdue $1,200.00"]],
    [["Statement of Account", 16], ["Invoice INV-1   $120.00"], ["Invoice INV-2   $80.00"]],
    [["Estado de cuenta", 16], ["Factura 3860912447   1.200,00 €"]],
    [["对账单", 16], ["账单编号 2026-05"], ["应付金额 ¥1,200.00"]],
    [["督促状", 16], ["請求書番号 G220915734"], ["ご請求金額 ¥3,699,168"]],
    [["Budget alert: 90% of monthly budget reached", 14], ["Invoice month 2026-05"]],
    [["Cost Management + Billing — Cost analysis", 12], ["Invoice section: Production"]],
    [["Kosten- und Nutzungsbericht", 16], ["Rechnungsmonat Mai 2026"]],
    [["Ricevuta", 16], ["Fattura elettronica inviata tramite SdI"]],
  ])("%j", (...lines) => {
    expect(kind(...lines)).toBe("not_an_invoice");
  });
});

describe("a page that says it is not an invoice", () => {
  it.each([
    "This report is not an invoice; invoices are available in the portal.",
    "Dieses Dokument ist keine Rechnung.",
    "Ce document n'est pas une facture.",
    "Este documento no es una factura.",
    "Dokument nie jest fakturą VAT.",
    "Tento doklad není daňovým dokladem.",
    "Bu belge fatura yerine geçmez.",
    "本書は請求書ではありません。",
    "이 문서는 청구서가 아닙니다.",
    "Το παρόν δεν αποτελεί τιμολόγιο.",
  ])("%s", (sentence) => {
    expect(kind(["Invoice summary", 16], ["Invoice number 2026-118"], [sentence])).toBe("not_an_invoice");
  });
});

describe("invoices stay invoices", () => {
  it.each<Line[]>([
    [["Invoice", 16], ["Purchase order: PO-4500193827"], ["Total due $1,200.00"]],
    [["Rechnung", 16], ["Bestellung 4711 vom 02.05.2026"], ["Zahlungserinnerungen erhalten Sie per E-Mail"]],
    [["Faktura", 16], ["Forfallsdato 05.07.2026"], ["Ved for sen betaling sendes purring med gebyr"]],
    [["Credit note for invoice INV-2291", 14], ["Credit $120.00"]],
    [["Tax Invoice", 16], ["Statement period: May 2026"], ["Amount due $80.00"]],
  ])("%j", (...lines) => {
    expect(kind(...lines)).not.toBe("not_an_invoice");
  });
});
