// Shared by the producer scripts: where the PDFs go, how a producer is run, and the expected-JSON writer (the
// corpus contract, written from the invoice's own figures after checking that they add up).
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { checkArithmetic } from "../independent-invoices/common.ts";
import type { ProducerInvoice } from "./invoices.ts";

export const OUT_DIR = fileURLToPath(new URL("../../fixtures/producers/", import.meta.url));

/** Runs a producer; its output is ignored unless it fails. */
export function run(
  command: string,
  args: string[],
  options: { cwd?: string; input?: string | Buffer } = {},
): void {
  execFileSync(command, args, {
    cwd: options.cwd,
    input: options.input,
    stdio: [options.input === undefined ? "ignore" : "pipe", "ignore", "pipe"],
    env: { ...process.env, SOURCE_DATE_EPOCH: "1767225600", QT_QPA_PLATFORM: "offscreen", LC_ALL: "C.UTF-8" },
    timeout: 120_000,
  });
}

/** A scratch folder for one invoice, removed by `done`. */
export function scratch(): { dir: string; done: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "producer-invoice-"));
  return { dir, done: () => rmSync(dir, { recursive: true, force: true }) };
}

export function pdfPath(invoice: ProducerInvoice): string {
  mkdirSync(OUT_DIR, { recursive: true });
  return join(OUT_DIR, `${invoice.name}.pdf`);
}

export function writeExpected(invoice: ProducerInvoice, postProcessing: string[]): void {
  checkArithmetic(invoice.name, invoice.expected);
  const body = {
    ...invoice.expected,
    _independent: {
      seller: invoice.seller.key,
      language: invoice.lang,
      producer: invoice.producer,
      traits: [...invoice.traits, ...postProcessing],
    },
  };
  writeFileSync(join(OUT_DIR, `${invoice.name}.expected.json`), `${JSON.stringify(body, null, 2)}\n`);
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
