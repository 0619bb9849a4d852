import { describe, expect, it } from "vitest";
import { documentKind } from "#server/extraction/engine/find/document-kind.ts";
import type { PositionedText } from "#server/extraction/engine/layout/page-content.ts";
import { buildPageModel } from "#server/extraction/engine/layout/page-model.ts";
import { fold } from "#server/extraction/engine/read/fold.ts";

const kind = (title: string, body = "Summe netto 143,00 €") => {
  const items: PositionedText[] = [
    { str: title, x: 40, y: 760, width: title.length * 9, height: 18 },
    { str: body, x: 40, y: 400, width: body.length * 4.5, height: 9 },
    { str: "Hetzner Online GmbH", x: 40, y: 380, width: 80, height: 9 },
  ];
  const page = buildPageModel({ width: 595, height: 842, items });
  return documentKind(page, fold(`${title}\n${body}`));
};

describe("documentKind", () => {
  it("reads invoices and credit notes by their titles", () => {
    expect(kind("Rechnung")).toBe("invoice");
    expect(kind("Gutschrift")).toBe("credit_note");
  });

  it("refuses an invoice word qualified by a word that makes the document something else", () => {
    expect(kind("Proforma-Rechnung")).toBe("not_an_invoice");
    expect(kind("Pro forma invoice")).toBe("not_an_invoice");
    expect(kind("Facture pro forma")).toBe("not_an_invoice");
    expect(kind("Cost table", "Invoice month 2026-02")).toBe("not_an_invoice");
  });
});
