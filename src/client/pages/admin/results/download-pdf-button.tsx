import { useState } from "react";
import { downloadResultPdf, pdfFileName } from "#client/api/admin/result-pdf.ts";
import { Button } from "#client/components/ui/button.tsx";
import { toast } from "#client/lib/toast.ts";
import { MSG_PDF_DOWNLOAD_FAILED, MSG_PDF_DOWNLOADING } from "#shared/messages/admin.ts";
import { MSG_UNKNOWN_ERROR } from "#shared/messages/general.ts";

/** '↓ Download': fetches the stored PDF with the session and saves it under its stored name (docs/product.md#screens, #api). */
export function DownloadPdfButton({
  resultId,
  pdfUrl,
  name,
}: {
  resultId: string;
  pdfUrl: string;
  name: string;
}) {
  const [isDownloading, setDownloading] = useState(false);
  const fileName = pdfFileName(pdfUrl);

  async function handleClick() {
    setDownloading(true);
    try {
      await downloadResultPdf(resultId, fileName);
      toast.success(`${MSG_PDF_DOWNLOADING}${fileName}`);
    } catch (error) {
      const reason = error instanceof Error && error.message ? error.message : MSG_UNKNOWN_ERROR;
      toast.error(`${MSG_PDF_DOWNLOAD_FAILED}${reason}`);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Button
      variant="outline"
      size="sm"
      disabled={isDownloading}
      aria-label={`Download PDF for ${name}`}
      title={fileName}
      onClick={() => void handleClick()}
    >
      ↓ Download
    </Button>
  );
}
