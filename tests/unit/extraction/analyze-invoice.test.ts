import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InvoiceRejectedError } from "#server/extraction/extract-invoice.ts";
import { createPdfTextPool } from "#server/extraction/pdf/pdf-text.ts";
import {
  MSG_LLM_BAD_STATUS,
  MSG_LLM_TIMEOUT,
  MSG_LOCAL_EXTRACTION_INCOMPLETE,
  MSG_UNSUPPORTED_INVOICE,
} from "#shared/messages/analysis.ts";
import { analyzeInvoice } from "#tests/support/analyze-invoice.ts";
import { completion, startFakeLlm } from "#tests/support/fake-llm-server.ts";
import { writePdf } from "#tests/support/invoice-generator/pdf-writer.ts";

// An AWS legacy summary without invoice number, date or account: local figures, no identifying field.
const anonymous = writePdf([
  { x: 40, y: 760, text: "Amazon Web Services Invoice" },
  { x: 40, y: 700, text: "Summary" },
  { x: 50, y: 687, text: "AWS Service Charges" },
  { x: 500, y: 687, text: "$110.00" },
  { x: 60, y: 674, text: "Charges" },
  { x: 500, y: 674, text: "$120.00" },
  { x: 60, y: 661, text: "Credits" },
  { x: 500, y: 661, text: "-$20.00" },
  { x: 60, y: 648, text: "Tax *" },
  { x: 500, y: 648, text: "$10.00" },
]);
// Text PDFs: page 1 carries at least 40 letters and digits, or the reader takes it for a scan and hands it to OCR.
const letter = writePdf([
  { x: 40, y: 700, text: "Dear neighbour, the street party is on Saturday at noon." },
  { x: 40, y: 687, text: "Total: $10.00" },
]);
const REPLY = {
  provider: "AWS",
  currency: "USD",
  accountNumber: "123456789012",
  invoiceNumber: "INV-9",
  invoiceDate: "2024-05-03",
  invoiceSummary: [],
};

let llm: Awaited<ReturnType<typeof startFakeLlm>>;
const pool = createPdfTextPool({ size: 1 });
beforeAll(async () => {
  llm = await startFakeLlm();
});
afterAll(() => Promise.all([llm.close(), pool.close()]));
// Counted by content: a request aborted by an earlier test may still reach the server late.
const sentWith = (text: string) =>
  llm.received.filter((request) => JSON.stringify(request.body.messages).includes(text)).length;
const config = () => ({ baseUrl: llm.baseUrl, apiKey: "k", model: "m" });

describe("analyzeInvoice", () => {
  it("without a language model keeps the local result, identifying fields null", async () => {
    const data = await analyzeInvoice(anonymous, { pool, llm: null, estimatedEsr: 0.3 });
    expect(data).toMatchObject({
      provider: "AWS",
      invoice_number: null,
      total_charges: 120,
      net_charges: 100,
      credits: 20,
      vat: 10,
    });
    expect(data.current_savings_rate).toBeCloseTo(1 / 6, 6);
    expect(data.provider_estimated_esr).toBe(0.3);
    expect(data.estimated_monthly_savings).toBe(36);
    expect(data.checks.every((check) => check.ok)).toBe(true);
  });

  it("fills the identifying fields from the fallback when the local read found none", async () => {
    llm.setReply({ body: completion(JSON.stringify(REPLY)) });
    const data = await analyzeInvoice(anonymous, { pool, llm: config(), estimatedEsr: null });
    expect(data).toMatchObject({
      account_number: "123456789012",
      invoice_number: "INV-9",
      invoice_date: "2024-05-03",
      total_charges: 120,
    });
    expect(llm.received.at(-1)?.body.messages).toBeDefined();
  });

  it("reuses the local result when the fallback fails, and says why", async () => {
    llm.setReply({ status: 503, body: "busy" });
    const events: string[] = [];
    const data = await analyzeInvoice(anonymous, {
      pool,
      llm: config(),
      estimatedEsr: null,
      onFallbackStart: (m) => events.push(`start: ${m}`),
      onFallbackError: (m) => events.push(`failed: ${m}`),
    });
    expect(data.invoice_number).toBeNull();
    expect(data.net_charges).toBe(100);
    expect(events).toEqual([
      `start: ${MSG_LOCAL_EXTRACTION_INCOMPLETE}`,
      `failed: ${MSG_LLM_BAD_STATUS}503: busy`,
    ]);
  });

  it("caps the whole fallback with the overall time limit", async () => {
    llm.setReply({ body: completion(JSON.stringify(REPLY)), delayMs: 2_000 });
    const errors: string[] = [];
    const data = await analyzeInvoice(anonymous, {
      pool,
      llm: config(),
      estimatedEsr: null,
      llmTimeouts: { requestMs: 10_000, overallMs: 100 },
      onFallbackError: (m) => errors.push(m),
    });
    expect(data.invoice_number).toBeNull();
    expect(errors).toEqual([MSG_LLM_TIMEOUT]);
  });

  it("does not call the fallback when the local read found an identifying field and is sure of its figures", async () => {
    const pdf = writePdf([
      { x: 40, y: 760, text: "Amazon Web Services Invoice" },
      { x: 300, y: 740, text: "Invoice Number:" },
      { x: 450, y: 740, text: "5550001" },
      { x: 40, y: 700, text: "Summary" },
      { x: 60, y: 674, text: "Charges" },
      { x: 500, y: 674, text: "$100.00" },
      { x: 60, y: 664, text: "Net Charges" },
      { x: 500, y: 664, text: "$100.00" },
      { x: 60, y: 654, text: "Tax" },
      { x: 500, y: 654, text: "$20.00" },
      { x: 60, y: 634, text: "Total for this invoice" },
      { x: 500, y: 634, text: "$120.00" },
    ]);
    const data = await analyzeInvoice(pdf, { pool, llm: config(), estimatedEsr: null });
    expect(data.invoice_number).toBe("5550001");
    expect(sentWith("5550001")).toBe(0);
  });

  it("refuses an unsupported file with the catalogue message, without calling the fallback", async () => {
    const error = await analyzeInvoice(letter, { pool, llm: config(), estimatedEsr: null }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(InvoiceRejectedError);
    expect((error as Error).message).toBe(MSG_UNSUPPORTED_INVOICE);
    expect(sentWith("Dear neighbour")).toBe(0);
  });

  it("reads the issuer from the invoice, never from the visitor's choice: no cloud seller named, no analysis", async () => {
    const pdf = writePdf([
      { x: 40, y: 713, text: "Billed to Example Garden Supplies, 12 High Street" },
      { x: 40, y: 700, text: "Invoice" },
      { x: 40, y: 687, text: "Charges" },
      { x: 470, y: 687, text: "$50.00" },
      { x: 40, y: 674, text: "Subtotal" },
      { x: 470, y: 674, text: "$50.00" },
    ]);
    await expect(analyzeInvoice(pdf, { pool, llm: null, estimatedEsr: null })).rejects.toThrow(
      MSG_UNSUPPORTED_INVOICE,
    );
  });
});
