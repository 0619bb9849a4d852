import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { MSG_UNSUPPORTED_INVOICE } from "#shared/messages/analysis.ts";
import { MSG_PDF_NO_TEXT_LAYER, MSG_PDF_NOT_A_PDF } from "#shared/messages/upload.ts";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/invoices/${name}`, import.meta.url));
const analyze = (...args: string[]) =>
  spawnSync(`${ROOT}node_modules/.bin/tsx`, ["src/cli/analyze.ts", ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, LLM_BASE_URL: "" },
  });

describe("analyze CLI", () => {
  it("prints extracted_data JSON with the savings figures and exits 0", () => {
    const result = analyze(fixture("real-aws_bytescout-pdf-co-api-samples_1.pdf"), "--esr", "0.25");
    expect(result.status).toBe(0);
    const data = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(data).toMatchObject({
      provider: "AWS",
      invoice_number: "123456789",
      provider_estimated_esr: 0.25,
      estimated_monthly_savings: 1.39,
    });
  });

  it("prints the catalogue message on stderr, no stack, and exits 2 for a refused file", () => {
    const unsupported = analyze(fixture("refused-not-an-invoice.pdf"));
    expect([unsupported.status, unsupported.stdout, unsupported.stderr.trim()]).toEqual([
      2,
      "",
      MSG_UNSUPPORTED_INVOICE,
    ]);
    // A scan with nothing legible on it (the AWS scan in the fixtures is read by OCR).
    const scan = analyze(
      fileURLToPath(new URL("../../fixtures/scans/unreadable-blank-page.pdf", import.meta.url)),
    );
    expect([scan.status, scan.stderr.trim()]).toEqual([2, MSG_PDF_NO_TEXT_LAYER]);
    const notPdf = analyze(fixture("refused-renamed-text-file.pdf"));
    expect([notPdf.status, notPdf.stderr.trim()]).toEqual([2, MSG_PDF_NOT_A_PDF]);
  });

  it("prints the rebuilt page text with --text", () => {
    const result = analyze(fixture("real-gcp_bytescout-pdf-co-api-samples_1.pdf"), "--text");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Subtotal in USD:   25.00");
  });
});
