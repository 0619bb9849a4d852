import { BLOB_URL_REVOKE_MS } from "#shared/limits.ts";
import { fetchAdmin } from "./admin-request.ts";

const DEFAULT_PDF_NAME = "bill.pdf";

/** docs/product.md#api: the file is saved under the last segment of its stored URL, 'bill.pdf' when there is none. */
export function pdfFileName(pdfUrl: string): string {
  const path = pdfUrl.split(/[?#]/)[0] ?? "";
  const last = path.split("/").pop() ?? "";
  try {
    return decodeURIComponent(last) || DEFAULT_PDF_NAME;
  } catch {
    return last || DEFAULT_PDF_NAME;
  }
}

/** Fetches the PDF with the session cookie and saves it through a temporary blob URL. */
export async function downloadResultPdf(resultId: string, fileName: string): Promise<void> {
  const response = await fetchAdmin(`/api/admin/results/${resultId}/pdf`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = "noopener";
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_REVOKE_MS);
}
