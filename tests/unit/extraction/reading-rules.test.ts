// The general reading rules the independently made sets taught the engine, each shown on sellers, languages and
// layouts of our own (never the set's files): labels that say "before deductions", deductions glued into compounds,
// payment terms, minor-unit columns, a table's total row under its column heads, bank lines, ids under a title
// and ids by their shape, letter-spaced CJK.
import { describe, expect, it } from "vitest";
import type { PositionedText } from "#server/extraction/engine/layout/page-content.ts";
import { buildPageModel, modelText } from "#server/extraction/engine/layout/page-model.ts";
import { blankNonAmounts } from "#server/extraction/engine/read/clean.ts";
import { readDocument, readInvoicePage } from "#server/extraction/engine/read-invoice.ts";
import { moneyRowsOf, page, roleOf, run } from "#tests/support/positioned-page.ts";

const rows = (decimal: "." | ",", ...items: PositionedText[]) =>
  moneyRowsOf(decimal, "USD", ...items).map((row) => [row.role, row.amounts.map((a) => a.token.value)]);

describe("a label that says 'before deductions' is the charges", () => {
  it.each([
    ["Subtotal before discounts", "charges"],
    ["Total excluding credits", "charges"],
    ["Zwischensumme vor Rabatt", "charges"],
    ["Sous-total avant remise", "charges"],
    ["Subtotale prima di sconti", "charges"],
    ["I alt før rabat", "charges"],
    ["Summa före rabatter", "charges"],
    ["Razem przed rabatem", "charges"],
    ["소계 (할인 적용 전)", "charges"],
    ["İndirim öncesi toplam", "charges"],
  ])("%s -> %s", (label, role) => expect(roleOf(label)).toBe(role));

  it.each([
    ["Savings programs: committed use discounts", "savings_plan"],
    ["Payments and credits received", "ignore"],
    ["Payment credit card", "ignore"],
  ])("a one-word heading to ignore gives way to a deduction named in full: %s -> %s", (label, role) =>
    expect(roleOf(label)).toBe(role),
  );

  it.each([
    ["Discount before tax", "discount"],
    ["Credits (pre-tax)", "credits"],
    ["Rabatt för åtagen användning", "discount"],
    ["Credit for SLA breach", "credits"],
  ])("but not a deduction qualified by tax or by what it is for: %s -> %s", (label, role) =>
    expect(roleOf(label)).toBe(role),
  );
});

describe("a deduction word glued into a compound is that deduction", () => {
  it.each([
    ["Mengenrabatt", "discount"],
    ["Servicekredit", "credits"],
    ["Kampanjkredit", "credits"],
    ["Partnerkorting", "discount"],
  ])("%s -> %s", (label, role) => expect(roleOf(label)).toBe(role));

  it("not a word that merely ends like one", () => expect(roleOf("Akkreditiv")).not.toBe("credits"));
});

describe("never an amount", () => {
  it.each([
    ["Conditions de paiement   30 jours nets", "30"],
    ["Payment terms   Net 30 days", "30"],
    ["Zahlungsziel   14 Tage", "14"],
    ["Betalingsbetingelser   30 dager netto", "30"],
  ])("a payment term: %s", (text, number) => expect(blankNonAmounts(text)).not.toContain(number));

  it("keeps an amount beside a days word's line", () =>
    expect(blankNonAmounts("Total due in 30 days   1,230.00")).toContain("1,230.00"));
});

describe("whole and minor units in two columns are one amount", () => {
  it("reads kroner and øre columns as one amount", () => {
    expect(
      rows(
        ",",
        run("Beskrivelse", 40, 700),
        run("kr", 300, 700),
        run("øre", 360, 700),
        run("Gebyrer", 40, 685),
        run("12 480", 300, 685),
        run("50", 360, 685),
        run("Å betale", 40, 670),
        run("15 600", 300, 670),
        run("63", 360, 670),
      ),
    ).toEqual([
      ["charges", [12480.5]],
      ["due", [15600.63]],
    ]);
  });

  it("leaves two whole numbers apart on a page without a minor-unit column", () => {
    expect(rows(".", run("Total", 40, 700), run("12 480", 300, 700), run("50", 360, 700))[0]?.[1]).toEqual([
      12480, 50,
    ]);
  });
});

describe("a table's total row is read under its column heads", () => {
  it("gives each amount the role of its column (a CDN seller's usage table)", () => {
    const reading = readInvoicePage(
      page(
        run("Cloudflare, Inc.", 40, 790),
        run("Invoice", 400, 790),
        run("Invoice Number: CF-2026-0077", 300, 770),
        run("Service", 40, 700),
        run("Gross", 250, 700),
        run("Discount", 330, 700),
        run("Net", 420, 700),
        run("Edge compute", 40, 685),
        run("1,000.00", 250, 685),
        run("100.00", 330, 685),
        run("900.00", 420, 685),
        run("Storage", 40, 670),
        run("500.00", 250, 670),
        run("0.00", 330, 670),
        run("500.00", 420, 670),
        run("Total", 40, 655),
        run("1,500.00", 250, 655),
        run("100.00", 330, 655),
        run("1,400.00", 420, 655),
        run("Sales tax   0.00", 40, 630),
        run("Amount due   $1,400.00", 40, 618),
      ),
    );
    expect([reading.figures.total_charges, reading.figures.discount, reading.figures.net_charges]).toEqual([
      1500, 100, 1400,
    ]);
  });
});

describe("ids", () => {
  const header = [
    run("Amazon Web Services South Africa (Pty) Ltd", 40, 780),
    run("Tax Invoice", 400, 780),
    run("Invoice Number: ZA-77120", 300, 760),
    run("Account number:", 40, 740),
    run("551209387712", 40, 728),
    run("Charges   ZAR 1,000.00", 40, 700),
    run("Net Charges   ZAR 1,000.00", 40, 688),
    run("VAT - 15%   ZAR 150.00", 40, 676),
  ];

  it("never takes the seller's bank account from a payment line", () => {
    const reading = readInvoicePage(
      page(...header, run("Account number: 072 901 236, Branch code: 051001, SWIFT: SBZAZAJJ", 40, 200)),
    );
    expect(reading.figures.account_number).toBe("551209387712");
  });

  it("reads a bare number mark under the document's title", () => {
    const reading = readInvoicePage(
      page(
        run("Hetzner Online GmbH", 40, 790),
        run("Rechnung", 40, 770, 14),
        run("Nr. R0024417781", 40, 752),
        run("Gesamt netto   100,00 €", 40, 700),
        run("USt. 19 %   19,00 €", 40, 688),
        run("Gesamtbetrag   119,00 €", 40, 676),
      ),
    );
    expect(reading.figures.invoice_number).toBe("R0024417781");
  });

  it("reads a Google billing account by its shape when its label stands under it", () => {
    const reading = readInvoicePage(
      page(
        run("Google Cloud EMEA Limited", 40, 790),
        run("Invoice", 400, 790),
        run("Invoice number: 5810027733", 300, 770),
        run("0A1B2C-3D4E5F-6A7B8C", 300, 750),
        run("Billing account", 300, 738),
        run("Subtotal in EUR   €100.00", 40, 700),
        run("VAT (21%)   €21.00", 40, 688),
        run("Total in EUR   €121.00", 40, 676),
      ),
    );
    expect(reading.figures.account_number).toBe("0A1B2C-3D4E5F-6A7B8C");
    expect(reading.figures.provenance.account_number?.confidence).toBe("medium");
  });
});

describe("letter-spaced CJK", () => {
  it("keeps wide-spaced characters of one word together", () => {
    const text = modelText(
      buildPageModel(page(run("請", 200, 780, 16), run("求", 240, 780, 16), run("書", 280, 780, 16))),
    );
    expect(text.split("\n")[0]?.split("   ")).toHaveLength(1);
  });
});

describe("whole documents", () => {
  const firstPage = page(
    run("Scaleway SAS", 40, 790),
    run("Facture", 400, 790, 14),
    run("Numéro de facture : SCW-2026-88120", 300, 770),
    run("Date d'émission : 01/06/2026", 300, 758),
    run("Instances   Paris 1   1 240,00 €", 40, 700),
    run("Stockage objet   Paris 1   310,50 €", 40, 688),
  );
  const secondPage = page(
    run("Total HT avant remise   1 550,50 €", 40, 700),
    run("Remise   -50,50 €", 40, 688),
    run("Total HT   1 500,00 €", 40, 676),
    run("TVA 20 %   300,00 €", 40, 664),
    run("Total TTC   1 800,00 €", 40, 652),
  );

  it("reads the summary on page 2 after a page of lines, with page 1's seller and ids", () => {
    const reading = readDocument([firstPage, secondPage]);
    expect(reading.refusal).toBeNull();
    expect([reading.figures.provider, reading.figures.invoice_number, reading.figures.invoice_date]).toEqual([
      "Scaleway",
      "SCW-2026-88120",
      "2026-06-01",
    ]);
    expect([
      reading.figures.total_charges,
      reading.figures.discount,
      reading.figures.net_charges,
      reading.figures.vat,
    ]).toEqual([1550.5, 50.5, 1500, 300]);
    expect(reading.figures.provenance.net_charges?.page).toBe(2);
    expect(reading.figures.provenance.invoice_number?.page).toBe(1);
    expect(reading.figures.provenance.provider?.page).toBe(1);
  });

  it("keeps page 1's refusal when no later page holds a summary", () => {
    expect(readDocument([firstPage, firstPage]).refusal).not.toBeNull();
  });
});

describe("whole numbers are amounts in currencies without minor units", () => {
  it("a deduction the reading could not name keeps the charges from being sure (KRW)", () => {
    const reading = readInvoicePage(
      page(
        run("Google Cloud Korea LLC", 40, 790),
        run("Invoice", 400, 790),
        run("Invoice number: 7710023345", 300, 770),
        run("Subtotal   ₩1,200,000", 40, 700),
        run("Partner adjustment   -₩200,000", 40, 688),
        run("Subtotal after adjustments   ₩1,000,000", 40, 676),
        run("VAT (10%)   ₩100,000", 40, 664),
        run("Total due (KRW)   ₩1,100,000", 40, 652),
      ),
    );
    expect(reading.figures.provenance.total_charges?.confidence).not.toBe("high");
  });
});

describe("what is not a month of spending", () => {
  const creditMemo = (...lines: PositionedText[]) =>
    readInvoicePage(
      page(
        run("DigitalOcean, LLC", 40, 790),
        run("Credit Memo", 400, 790, 14),
        run("Credit memo number: CM-20260611", 300, 770),
        run("Date issued: June 11, 2026", 300, 758),
        ...lines,
      ),
    );

  it.each([
    [
      [
        run("Credit applied to invoice 88120034   -$250.00", 40, 700),
        run("Total credit   -$250.00", 40, 688),
      ],
    ],
    [
      [
        run("Service credit (SLA)   -$250.00", 40, 700),
        run("Subtotal   -$250.00", 40, 688),
        run("Tax   $0.00", 40, 676),
        run("Total   -$250.00", 40, 664),
      ],
    ],
  ])("refuses a credit memo that only credits an earlier invoice (%#)", (lines) => {
    const reading = creditMemo(...lines);
    expect(reading.refusal).toBe("not_an_invoice");
  });

  it("reads a credit note whose lines are charges, in absolute values", () => {
    const reading = creditMemo(
      run("Charges   -$1,000.00", 40, 700),
      run("Subtotal   -$1,000.00", 40, 688),
      run("Tax   -$80.00", 40, 676),
      run("Total   -$1,080.00", 40, 664),
    );
    expect([reading.refusal, reading.figures.document_type, reading.figures.total_charges]).toEqual([
      null,
      "credit_note",
      1000,
    ]);
  });
});
