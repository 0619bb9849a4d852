import { describe, expect, it } from "vitest";
import { indexPage } from "#server/extraction/engine/find/page-index.ts";
import { findDate, findDateAfterId, findId } from "#server/extraction/engine/find/text-fields.ts";
import type { PositionedText } from "#server/extraction/engine/layout/page-content.ts";
import { buildPageModel } from "#server/extraction/engine/layout/page-model.ts";

const run = (str: string, x: number, y: number): PositionedText => ({
  str,
  x,
  y,
  width: str.length * 4.5,
  height: 9,
});
const page = (...items: PositionedText[]) => indexPage(buildPageModel({ width: 595, height: 842, items }));

describe("findId", () => {
  it("reads past the ordinal indicator of 'n.º' and 'Nº'", () => {
    const index = page(
      run("Factura n.º ES2026-0012345", 300, 780),
      run("Nº de cliente: xy98765-ovh", 300, 760),
    );
    expect(findId(index, "invoice_number")?.value).toBe("ES2026-0012345");
    expect(findId(index, "account_number")?.value).toBe("xy98765-ovh");
  });

  it("joins an id its column wrapped at a hyphen, instead of taking the second half alone", () => {
    const index = page(
      run("Organisation : 5e3f7c2a-91b8-4d0e-a6f4-", 300, 780),
      run("2b8c1d9e7f30", 300, 771),
      run("Scaleway SAS", 40, 771),
    );
    expect(findId(index, "account_number")?.value).toBe("5e3f7c2a-91b8-4d0e-a6f4-2b8c1d9e7f30");
  });
});

describe("findDate", () => {
  it("knows how French, Italian and German invoices say 'issued on'", () => {
    expect(findDate(page(run("Émise le 1er mars 2026", 300, 780)), "invoice_date")?.token.raw).toBe(
      "1er mars 2026",
    );
    expect(findDate(page(run("Emessa il 02/03/2026", 300, 780)), "invoice_date")?.token.raw).toBe(
      "02/03/2026",
    );
    expect(findDate(page(run("Ausgestellt am 02.03.2026", 300, 780)), "invoice_date")?.token.raw).toBe(
      "02.03.2026",
    );
  });
});

describe("findDateAfterId", () => {
  it("takes the date printed right after the invoice number when no label names one", () => {
    const raw = (text: string) => findDateAfterId(page(run(text, 40, 760)))?.token.raw ?? null;
    expect(raw("Facture FR60012345 du 04/03/2026")).toBe("04/03/2026");
    expect(raw("Rechnung Nr. 2044113 vom 31.03.2026")).toBe("31.03.2026");
    expect(raw("Invoice 881 dated March 1, 2026")).toBe("March 1, 2026");
    expect(raw("Facture FR60012345 — échéance au paiement le 04/03/2026")).toBeNull();
  });
});
