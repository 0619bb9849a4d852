import { MSG_UNSUPPORTED_INVOICE } from "#shared/messages/analysis.ts";
import {
  MSG_PDF_ENCRYPTED,
  MSG_PDF_NO_TEXT_LAYER,
  MSG_PDF_NOT_A_PDF,
  MSG_PDF_UNREADABLE,
} from "#shared/messages/upload.ts";
import type { InvoiceReading } from "./engine/invoice-reading.ts";

export type RejectionReason =
  | "not_pdf"
  | "truncated"
  | "encrypted"
  | "unreadable"
  | "timeout"
  | "too_much_memory"
  | "no_text"
  | "unsupported";

const MESSAGES: Record<RejectionReason, string> = {
  not_pdf: MSG_PDF_NOT_A_PDF,
  truncated: MSG_PDF_UNREADABLE,
  encrypted: MSG_PDF_ENCRYPTED,
  unreadable: MSG_PDF_UNREADABLE,
  timeout: MSG_PDF_UNREADABLE,
  too_much_memory: MSG_PDF_UNREADABLE,
  no_text: MSG_PDF_NO_TEXT_LAYER,
  unsupported: MSG_UNSUPPORTED_INVOICE,
};

/**
 * The invoice cannot be analysed. `.message` is a catalogue message safe to show the visitor
 * (the HTTP layer answers 422 `{error: message}`); `reason` says why, for logs and tests.
 */
export class InvoiceRejectedError extends Error {
  readonly reason: RejectionReason;
  /** What was read of a refused invoice (its seller, ids, the figures found): the visitor may complete it. */
  readonly reading: InvoiceReading | undefined;

  constructor(reason: RejectionReason, reading?: InvoiceReading) {
    super(MESSAGES[reason]);
    this.name = "InvoiceRejectedError";
    this.reason = reason;
    this.reading = reading;
  }
}

/** The PDF itself could not be read (not a PDF, truncated, encrypted, hostile, crashed the reader). */
export class PdfReadError extends InvoiceRejectedError {
  // "no_text": a scan the reader's OCR found nothing legible on (blank, a photo, too blurred, too slow).
  constructor(reason: Exclude<RejectionReason, "unsupported">) {
    super(reason);
    this.name = "PdfReadError";
  }
}
