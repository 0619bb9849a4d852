import { formatDateOnly } from "#shared/format/date.ts";
import { RESULT_ID_DISPLAY_CHARS } from "#shared/limits.ts";
import type { Result } from "#shared/schemas/result.ts";
import { providerNameOf } from "./analysis-figures.ts";
import { BreakableText } from "./breakable-text.tsx";
import { type DetailRow, DetailsTable } from "./details-table.tsx";

function invoiceRows(result: Result): DetailRow[] {
  const data = result.extracted_data;
  const rows: DetailRow[] = [];
  if (data.account_number)
    rows.push({
      label: "Account number",
      value: <BreakableText text={data.account_number} />,
      testId: "account-number",
    });
  if (data.invoice_number)
    rows.push({
      label: "Invoice number",
      value: <BreakableText text={data.invoice_number} />,
      testId: "invoice-number",
    });
  if (data.invoice_date)
    rows.push({ label: "Invoice date", value: data.invoice_date, testId: "invoice-date" });
  return rows;
}

/** docs/product.md#screens result page, left tables: the analysis itself, then the invoice identifiers that were found. */
export function ResultDetails({ result }: { result: Result }) {
  const analysisRows: DetailRow[] = [
    { label: "Analysis date", value: formatDateOnly(result.created_at), testId: "analysis-date" },
    { label: "Cloud provider", value: providerNameOf(result), testId: "cloud-provider" },
    {
      label: "Analysis ID",
      value: (
        <abbr title={result.id} className="cursor-help font-mono no-underline">
          {result.id.slice(0, RESULT_ID_DISPLAY_CHARS)}
        </abbr>
      ),
      testId: "analysis-id",
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <DetailsTable caption="Analysis" rows={analysisRows} />
      <DetailsTable caption="Invoice" rows={invoiceRows(result)} />
    </div>
  );
}
