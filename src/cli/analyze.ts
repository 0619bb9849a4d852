import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { extractInvoice, InvoiceRejectedError } from "#server/extraction/extract-invoice.ts";
import type { LlmConfig } from "#server/extraction/llm-fallback.ts";
import { createPdfTextPool } from "#server/extraction/pdf/pdf-text.ts";
import { MSG_PDF_UNREADABLE } from "#shared/messages/upload.ts";
import { analyzeFigures } from "#shared/savings/analyze-figures.ts";
import { explainExtraction } from "./explain.ts";

// `npm run -s analyze -- FILE.pdf [--esr 0.25] [--text] [--explain]`
// stdout: extracted_data JSON (or the page text with --text), exit 0; refused or unreadable: message on stderr, exit 2.
const USAGE = "Usage: npm run -s analyze -- FILE.pdf [--esr 0.25] [--text] [--explain]";

function llmFromEnv(env: NodeJS.ProcessEnv): LlmConfig | null {
  const { LLM_BASE_URL: baseUrl, LLM_API_KEY: apiKey = "", LLM_MODEL: model } = env;
  return baseUrl && model ? { baseUrl, apiKey, model } : null;
}

function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      esr: { type: "string" },
      text: { type: "boolean", default: false },
      explain: { type: "boolean", default: false },
    },
  });
  const file = positionals[0];
  if (!file) fail(USAGE, 1);
  const esr = values.esr === undefined ? null : Number(values.esr);
  if (esr !== null && !(esr >= 0 && esr <= 1))
    fail("--esr must be a fraction between 0 and 1 (0.25 = 25%).", 1);
  const pdf = new Uint8Array(await readFile(file).catch(() => fail(`Cannot read ${file}`, 2)));
  const pool = createPdfTextPool({ size: 1 });
  try {
    if (values.text) {
      process.stdout.write(`${await pool.extractFirstPageText(pdf)}\n`);
      return;
    }
    const extracted = await extractInvoice(pdf, {
      pool,
      llm: llmFromEnv(process.env),
      onFallbackError: (message) => process.stderr.write(`Language-model fallback not used: ${message}\n`),
    });
    const data = analyzeFigures(extracted, esr);
    process.stdout.write(values.explain ? explainExtraction(data) : `${JSON.stringify(data, null, 2)}\n`);
  } catch (error) {
    process.exitCode = 2;
    process.stderr.write(`${error instanceof InvoiceRejectedError ? error.message : MSG_PDF_UNREADABLE}\n`);
  } finally {
    await pool.close();
  }
}

await main();
