import { describe, expect, it } from "vitest";
import { findMoneyRows } from "#server/extraction/engine/find/money-rows.ts";
import { indexPage } from "#server/extraction/engine/find/page-index.ts";
import type { PositionedText } from "#server/extraction/engine/layout/page-content.ts";
import { buildPageModel } from "#server/extraction/engine/layout/page-model.ts";

const run = (str: string, x: number, y: number): PositionedText => ({
  str,
  x,
  y,
  width: str.length * 4.5,
  height: 9,
});
const rows = (...items: PositionedText[]) =>
  findMoneyRows(indexPage(buildPageModel({ width: 595, height: 842, items })), { decimal: "," }, "USD").map(
    (row) => [row.role, row.labelText, row.amounts.map((a) => a.token.raw.trim())],
  );

describe("findMoneyRows", () => {
  it("reads an amount a table centres beside a label wrapped over two lines, once", () => {
    expect(
      rows(
        run("Cargos por servicios de AWS antes", 40, 700),
        run("2000,00 €", 400, 694.5),
        run("de créditos y descuentos", 40, 689),
        run("Importe neto (sin IVA)", 40, 670),
        run("1800,00 €", 400, 670),
      ),
    ).toEqual([
      ["charges", "Cargos por servicios de AWS antes de créditos y descuentos", ["2000,00 €"]],
      ["net", "Importe neto (sin IVA)", ["1800,00 €"]],
    ]);
  });

  it("reads an amount a footnote mark pushed off the label's baseline", () => {
    expect(rows(run("IVA¹", 40, 700), run("378,00 €", 400, 703))).toEqual([["tax", "IVA¹", ["378,00 €"]]]);
  });

  it("does not take the amount of the next row of a table", () => {
    expect(
      rows(run("Descuento", 40, 700), run("Base imponible", 40, 688), run("1800,00 €", 400, 688)),
    ).toEqual([["net", "Base imponible", ["1800,00 €"]]]);
  });

  it("gives a currency printed in a cell of its own to the amount next to it, before or after", () => {
    const currencies = (...items: PositionedText[]) =>
      findMoneyRows(
        indexPage(buildPageModel({ width: 595, height: 842, items })),
        { decimal: "." },
        "USD",
      ).map((row) => row.amounts.map((a) => a.token.currency));
    expect(currencies(run("Total due", 40, 700), run("1,099.00", 400, 700), run("EUR", 460, 700))).toEqual([
      ["EUR"],
    ]);
    expect(currencies(run("Total due", 40, 700), run("EUR", 360, 700), run("1,099.00", 400, 700))).toEqual([
      ["EUR"],
    ]);
  });

  it("reads no amount in a sentence about the billing period: its numbers are days (English, French, Spanish)", () => {
    const dotRows = (...items: PositionedText[]) =>
      findMoneyRows(
        indexPage(buildPageModel({ width: 595, height: 842, items })),
        { decimal: "." },
        "USD",
      ).map((row) => [row.role, row.labelText, row.amounts.map((a) => a.token.raw.trim())]);
    for (const sentence of [
      "This VAT Invoice is for the billing period August 1 - August 31, 2024",
      "This invoice is for the billing period March 1st to March 31st",
      "Charges for the period 1 August - 31 August",
      "Cette facture couvre la période du 1er août au 31 août",
      "Cargos del periodo 1 de marzo - 31 de marzo",
    ])
      expect(dotRows(run(sentence, 40, 700), run("Net Charges", 40, 680), run("212.56", 400, 680))).toEqual([
        ["net", "Net Charges", ["212.56"]],
      ]);
    // An amount in the same sentence is still read: only the days go.
    expect(dotRows(run("Charges for August 1 - August 31", 40, 700), run("EUR 212.56", 400, 700))).toEqual([
      ["charges", "Charges for August 1 - August 31", ["EUR 212.56"]],
    ]);
  });
});
