// General reading rules the trap set (tests/fixtures/traps) taught the engine, each shown on pages of our own with
// other sellers and languages than the set's files: a date of supply or tax point is not the date of issue; a VAT
// number in groups of digits is no tax row; reservations are savings plans; a currency named in words beside its
// label; project names made of hyphenated parts are no labels; a summary on a later page beats a guess on page 1.
import { describe, expect, it } from "vitest";
import type { PositionedText } from "#server/extraction/engine/layout/page-content.ts";
import { decideCurrency } from "#server/extraction/engine/read/document-currency.ts";
import { readDocument, readInvoicePage } from "#server/extraction/engine/read-invoice.ts";
import { moneyRowsOf, page, roleOf, run } from "#tests/support/positioned-page.ts";

const roles = (...items: PositionedText[]) => moneyRowsOf(".", "USD", ...items).map((row) => row.role);

// A summary that adds up, so that the page is read as an invoice.
const summary = (charges: string, tax: string, due: string) => [
  run("Charges", 300, 500),
  run(charges, 480, 500),
  run("Net amount", 300, 488),
  run(charges, 480, 488),
  run("VAT 20%", 300, 476),
  run(tax, 480, 476),
  run("Total due", 300, 464),
  run(due, 480, 464),
];

describe("a date of supply or tax point is the invoice date only when no date of issue is printed", () => {
  it.each([
    ["Lieferdatum", "Rechnungsdatum", "Scaleway SAS", "28.02.2026", "03.03.2026", "2026-03-03"],
    ["Data sprzedaży", "Data wystawienia", "OVH Sp. z o.o.", "28.02.2026", "03.03.2026", "2026-03-03"],
    [
      "Date of supply",
      "Date of issue",
      "Hetzner Online GmbH",
      "28 February 2026",
      "3 March 2026",
      "2026-03-03",
    ],
    ["Toimituspäivä", "Laskun päivämäärä", "UpCloud Ltd", "28.02.2026", "03.03.2026", "2026-03-03"],
  ])("%s above %s: the date of issue", (supplyLabel, issueLabel, seller, supplyDate, issueDate, expected) => {
    const reading = readInvoicePage(
      page(
        run(seller, 40, 800),
        run("Invoice", 400, 800),
        run(supplyLabel, 40, 760),
        run(supplyDate, 200, 760),
        run(issueLabel, 40, 748),
        run(issueDate, 200, 748),
        run("Invoice number", 40, 736),
        run("INV-2026-0412", 200, 736),
        ...summary("100.00", "20.00", "120.00"),
      ),
    );
    expect(reading.figures.invoice_date).toBe(expected);
    expect(reading.figures.provenance.invoice_date?.confidence).toBe("high");
  });

  it("a date of supply alone is read, to be checked", () => {
    const reading = readInvoicePage(
      page(
        run("Scaleway SAS", 40, 800),
        run("Invoice", 400, 800),
        run("Date of supply", 40, 760),
        run("28/02/2026", 200, 760),
        run("Invoice number", 40, 736),
        run("INV-2026-0412", 200, 736),
        ...summary("100.00", "20.00", "120.00"),
      ),
    );
    expect(reading.figures.invoice_date).toBe("2026-02-28");
    expect(reading.figures.provenance.invoice_date?.confidence).toBe("medium");
  });
});

describe("a VAT number printed in groups of digits is not a tax row", () => {
  it.each(["VAT GB 194 2283 71", "TVA FR 61 528 441 905", "BTW NL 8192 3301 4B01"])("%s", (vatId) =>
    expect(
      roles(
        run("Bill to: Example Trading Ltd", 40, 724),
        run(vatId, 40, 712),
        run("Product", 40, 700),
        run("Hosting plan", 40, 688),
        run("$48.00", 300, 688),
      ),
    ).not.toContain("tax"),
  );

  it("a tax row with its amount stays one", () =>
    expect(roles(run("VAT 20%", 40, 700), run("1,234.56", 300, 700))).toEqual(["tax"]));
});

describe("net charges named as such", () => {
  it.each(["Cargos netos (sin IVA)", "Cargos netos"])("%s", (label) => expect(roleOf(label)).toBe("net"));
});

describe("reservations applied are savings plans in every language", () => {
  it.each([
    "Reservas de Azure aplicadas",
    "Instancias reservadas",
    "Prenotazioni di Azure",
    "Reservierungen",
    "Reserveringen",
    "Rezerwacje",
    "Rezervace",
    "Varaukset",
  ])("%s", (label) => expect(roleOf(label)).toBe("savings_plan"));
});

describe("a currency named in words beside its label or the word for the amounts", () => {
  it.each([
    ["Moeda: Euros", "EUR"],
    ["Alla belopp i svenska kronor.", "SEK"],
    ["Alle Beträge in Schweizer Franken.", "CHF"],
    ["Tous les montants sont en francs suisses", "CHF"],
    ["Currency   Swiss francs", "CHF"],
  ])("%s -> %s", (text, code) =>
    expect(decideCurrency([], `Invoice\n${text}\nTotal`, "USD").currency).toBe(code),
  );

  it("not a row of figures, whose amounts say their currency", () =>
    expect(decideCurrency([], "Invoice\nCharges   USD 155.17   CAD 212.56\nTotal", "CAD").currency).toBe(
      "CAD",
    ));

  it("not a name elsewhere on the page", () =>
    expect(decideCurrency([], "Invoice\nEuro Hosting Park, building 4\nTotal", "USD").currency).toBe("USD"));
});

describe("a project or host name made of hyphenated parts is not a label", () => {
  it.each([
    "Cloud Compute credit-scoring-api-02",
    "Instance grand-total-etl-7",
    "Volume total_recall_db_3",
    "Kubernetes node discount-engine-prod-eu",
  ])("%s", (label) => expect(roleOf(label)).toBeNull());

  it.each([
    ["Credit for SLA breach", "credits"],
    ["Sub-total", "subtotal"],
    ["Pay-as-you-go charges", "charges"],
  ])("but words joined by one hyphen, or beside such a name, still are: %s", (label, role) =>
    expect(roleOf(label)).toBe(role),
  );
});

describe("the summary on a later page beats a guess read from page 1's lines", () => {
  it("reads page 2's summary when page 1 only has item rows", () => {
    const page1 = page(
      run("Hetzner Online GmbH", 40, 800),
      run("Invoice", 400, 800),
      run("Invoice number", 40, 760),
      run("R0099120031", 200, 760),
      run("Invoice date", 40, 748),
      run("3 March 2026", 200, 748),
      run("Object storage - Total requests", 40, 700),
      run("77.10", 480, 700),
      run("Compute - Usage", 40, 688),
      run("322.90", 480, 688),
    );
    const page2 = page(
      run("Charges", 300, 700),
      run("400.00", 480, 700),
      run("Credits", 300, 688),
      run("-50.00", 480, 688),
      run("Net amount", 300, 676),
      run("350.00", 480, 676),
      run("VAT 19%", 300, 664),
      run("66.50", 480, 664),
      run("Total due", 300, 652),
      run("416.50", 480, 652),
    );
    const { figures } = readDocument([page1, page2]);
    expect([figures.total_charges, figures.credits, figures.net_charges, figures.vat]).toEqual([
      400, 50, 350, 66.5,
    ]);
    expect(figures.provenance.net_charges?.page).toBe(2);
  });
});
