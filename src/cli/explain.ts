import { type ExtractedData, PROVENANCE_FIELDS } from "#shared/schemas/extracted-data.ts";

function cell(value: unknown): string {
  if (value === null || value === undefined) return "-";
  return typeof value === "number" ? String(value) : String(value);
}

/** `analyze --explain`: each extracted figure, how sure the engine is, and the printed words it came from. */
export function explainExtraction(data: ExtractedData): string {
  const lines = [
    `${data.document_type === "credit_note" ? "Credit note" : "Invoice"} from ${data.seller ?? data.provider} (${data.provider}), ${data.currency}`,
    "",
  ];
  const rows = PROVENANCE_FIELDS.map((field) => {
    const p = data.provenance?.[field];
    const box = p?.box.some((v) => v !== 0) ? `page ${p.page} [${p.box.join(", ")}]` : "";
    return [field, cell(data[field]), p?.confidence ?? "-", p?.text ?? "", box];
  });
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => (r[i] ?? "").length), 10));
  for (const row of rows) {
    lines.push(
      `${(row[0] ?? "").padEnd(widths[0] ?? 0)}  ${(row[1] ?? "").padStart(widths[1] ?? 0)}  ${(row[2] ?? "").padEnd(widths[2] ?? 0)}  ${row[3]}${row[4] ? `  (${row[4]})` : ""}`,
    );
  }
  lines.push("", "Checks:");
  if (data.checks.length === 0) lines.push("  none could be made (too few figures printed)");
  for (const check of data.checks) lines.push(`  ${check.ok ? "ok  " : "FAIL"} ${check.message}`);
  lines.push(
    "",
    `Current savings rate ${(data.current_savings_rate * 100).toFixed(1)}% of ${data.total_monthly_spend} ${data.currency}`,
  );
  return `${lines.join("\n")}\n`;
}
