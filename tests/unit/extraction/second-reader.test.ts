// Issue 20 item 7: a verified second reader. With a language model configured, an invoice the engine refused (its
// figures could not be read) or read below high confidence goes to the model with the page's lines and their
// positions; the model's figures count only when each is printed on the page and the equations hold. Runs against
// the local chat-completions stand-in, including one that answers with invented figures.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InvoiceRejectedError } from "#server/extraction/extract-invoice.ts";
import { createPdfTextPool } from "#server/extraction/pdf/pdf-text.ts";
import { MSG_LLM_FIGURES_UNVERIFIED } from "#shared/messages/analysis.ts";
import { analyzeInvoice } from "#tests/support/analyze-invoice.ts";
import { completion, startFakeLlm } from "#tests/support/fake-llm-server.ts";
import { writePdf } from "#tests/support/invoice-generator/pdf-writer.ts";

// DigitalOcean's own invoice whose summary rows use wordings no lexicon knows: the engine cannot read the figures.
const unlabelled = writePdf([
  { x: 40, y: 760, text: "DigitalOcean, LLC" },
  { x: 40, y: 745, text: "101 Avenue of the Americas, New York" },
  { x: 40, y: 720, text: "Invoice number: DO-2026-0777" },
  { x: 40, y: 705, text: "Date issued: March 4, 2026" },
  { x: 40, y: 660, text: "Droplets" },
  { x: 480, y: 660, text: "$900.00" },
  { x: 40, y: 645, text: "Spaces" },
  { x: 480, y: 645, text: "$100.00" },
  { x: 40, y: 620, text: "Hmm tally" },
  { x: 480, y: 620, text: "$1,000.00" },
  { x: 40, y: 605, text: "Goodwill gesture" },
  { x: 480, y: 605, text: "-$150.00" },
  { x: 40, y: 590, text: "After gesture" },
  { x: 480, y: 590, text: "$850.00" },
  { x: 40, y: 575, text: "Levy 10%" },
  { x: 480, y: 575, text: "$85.00" },
  { x: 40, y: 560, text: "To settle" },
  { x: 480, y: 560, text: "$935.00" },
]);

// Google's layout prints no charges total, and here no item lines either: the engine computes the charges
// (net + deductions), one route, medium.
const derivedCharges = writePdf([
  { x: 40, y: 760, text: "Google LLC" },
  { x: 40, y: 745, text: "Google Cloud Platform" },
  { x: 40, y: 720, text: "Invoice number: 5550001234" },
  { x: 40, y: 705, text: "Issue date: Mar 4, 2026" },
  { x: 40, y: 690, text: "Billing Account Number: 0123-4567-89AB" },
  { x: 40, y: 645, text: "Promotional credit" },
  { x: 480, y: 645, text: "-100.00" },
  { x: 40, y: 620, text: "Subtotal in USD:" },
  { x: 480, y: 620, text: "900.00" },
  { x: 40, y: 605, text: "Tax (0%):" },
  { x: 480, y: 605, text: "0.00" },
  { x: 40, y: 590, text: "Amount due in USD:" },
  { x: 480, y: 590, text: "900.00" },
]);

const reply = (figures: Record<string, number | null>) =>
  completion(
    JSON.stringify({
      provider: "Unknown",
      currency: "USD",
      accountNumber: null,
      invoiceNumber: "DO-2026-0777",
      invoiceDate: "2026-03-04",
      invoiceSummary: [],
      figures,
    }),
  );
const HONEST = {
  totalCharges: 1000,
  credits: 150,
  discount: null,
  savingsPlan: null,
  netCharges: 850,
  vat: 85,
  amountDue: 935,
};

let llm: Awaited<ReturnType<typeof startFakeLlm>>;
const pool = createPdfTextPool({ size: 1 });
beforeAll(async () => {
  llm = await startFakeLlm();
});
afterAll(() => Promise.all([llm.close(), pool.close()]));
const config = () => ({ baseUrl: llm.baseUrl, apiKey: "k", model: "m" });
const refused = (promise: Promise<unknown>) =>
  promise.then(
    () => false,
    (error: unknown) => error instanceof InvoiceRejectedError && error.reason === "unsupported",
  );

describe("the verified second reader", () => {
  it("without a model, the engine refuses the invoice it cannot read", async () => {
    expect(await refused(analyzeInvoice(unlabelled, { pool, llm: null, estimatedEsr: null }))).toBe(true);
  });

  it("sends the page's lines in reading order, each with its position", async () => {
    llm.setReply({ body: reply(HONEST) });
    await analyzeInvoice(unlabelled, { pool, llm: config(), estimatedEsr: null });
    const messages = (llm.received.at(-1)?.body.messages ?? []) as Array<{ content: string }>;
    const prompt = String(messages[0]?.content);
    const lines = prompt.split("\n").filter((line) => /^\d+,\d+: /.test(line));
    expect(lines[0]).toMatch(/^40,760: DigitalOcean, LLC$/);
    expect(lines.findIndex((l) => l.includes("Hmm tally"))).toBeLessThan(
      lines.findIndex((l) => l.includes("To settle")),
    );
    expect(lines.find((l) => l.includes("To settle"))).toMatch(/^40,560: To settle\s+\$935\.00$/);
  });

  it("accepts figures that are each printed on the page and add up, at medium confidence, said to be the model's", async () => {
    llm.setReply({ body: reply(HONEST) });
    const data = await analyzeInvoice(unlabelled, { pool, llm: config(), estimatedEsr: null });
    expect(data).toMatchObject({
      provider: "DigitalOcean",
      total_charges: 1000,
      credits: 150,
      net_charges: 850,
      vat: 85,
      service_charges: 935,
    });
    for (const field of ["total_charges", "credits", "net_charges", "vat", "service_charges"] as const) {
      expect(data.provenance?.[field]?.confidence).toBe("medium");
      expect(data.provenance?.[field]?.text).toContain("read by the language model");
    }
  });

  it("rejects invented figures (not printed on the page): the refusal stands, and says why", async () => {
    const errors: string[] = [];
    llm.setReply({
      body: reply({ ...HONEST, totalCharges: 1200, credits: 265, netCharges: 935, vat: 0, amountDue: 935 }),
    });
    const outcome = analyzeInvoice(unlabelled, {
      pool,
      llm: config(),
      estimatedEsr: null,
      onFallbackError: (m) => errors.push(m),
    });
    expect(await refused(outcome)).toBe(true);
    expect(errors).toContain(MSG_LLM_FIGURES_UNVERIFIED);
  });

  it("rejects printed figures that do not add up", async () => {
    llm.setReply({ body: reply({ ...HONEST, credits: null }) });
    expect(await refused(analyzeInvoice(unlabelled, { pool, llm: config(), estimatedEsr: null }))).toBe(true);
  });

  it("keeps the engine's reading below high when the model's figures are invented, still flagged for checking", async () => {
    llm.setReply({
      body: reply({ totalCharges: 4321, credits: 100, netCharges: 4221, vat: 0, amountDue: 4221 }),
    });
    const data = await analyzeInvoice(derivedCharges, { pool, llm: config(), estimatedEsr: null });
    expect(data).toMatchObject({ total_charges: 1000, credits: 100, net_charges: 900, service_charges: 900 });
    expect(data.provenance?.total_charges?.derived).toBe(true);
    expect(data.provenance?.total_charges?.confidence).toBe("medium");
    expect(llm.received.at(-1)?.body).toBeDefined();
  });

  it("marks a figure low when another reading that also stands on the page gives it otherwise", async () => {
    // 900.00 is printed, and 900 − nothing + 0 = 900 holds: a second reading without the credit stands too.
    llm.setReply({
      body: reply({ totalCharges: 900, credits: null, netCharges: 900, vat: 0, amountDue: 900 }),
    });
    const data = await analyzeInvoice(derivedCharges, { pool, llm: config(), estimatedEsr: null });
    expect(data).toMatchObject({ total_charges: 1000, credits: 100, net_charges: 900 });
    expect(data.provenance?.total_charges?.confidence).toBe("low");
    expect(data.provenance?.total_charges?.text).toContain("a second reading gives 900.00");
    expect(data.provenance?.credits?.confidence).toBe("low");
    expect(data.provenance?.net_charges?.confidence).not.toBe("low");
  });

  it("asks nothing about an invoice the engine is sure of, nor about a look-alike", async () => {
    const sure = writePdf([
      { x: 40, y: 760, text: "Amazon Web Services Invoice" },
      { x: 300, y: 740, text: "Invoice Number:" },
      { x: 450, y: 740, text: "7770001" },
      { x: 60, y: 674, text: "Charges" },
      { x: 500, y: 674, text: "$100.00" },
      { x: 60, y: 664, text: "Net Charges" },
      { x: 500, y: 664, text: "$100.00" },
      { x: 60, y: 654, text: "Tax" },
      { x: 500, y: 654, text: "$20.00" },
      { x: 60, y: 634, text: "Total for this invoice" },
      { x: 500, y: 634, text: "$120.00" },
    ]);
    const quote = writePdf([
      { x: 40, y: 760, text: "DigitalOcean, LLC" },
      { x: 40, y: 730, text: "Quote Q-4411" },
      { x: 40, y: 700, text: "Subtotal" },
      { x: 480, y: 700, text: "$500.00" },
      { x: 40, y: 685, text: "Total" },
      { x: 480, y: 685, text: "$500.00" },
    ]);
    llm.setReply({ body: reply(HONEST) });
    const before = llm.received.length;
    const data = await analyzeInvoice(sure, { pool, llm: config(), estimatedEsr: null });
    expect(data.total_charges).toBe(100);
    expect(await refused(analyzeInvoice(quote, { pool, llm: config(), estimatedEsr: null }))).toBe(true);
    expect(llm.received.length).toBe(before);
  });
});
