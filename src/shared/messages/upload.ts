// Uploading a bill: the analysis form (docs/product.md#validation, in the order the fields are checked), the file,
// the progress toasts, and the server's protections in front of the readers (rate, queue, duplicates).
export const MSG_NAME_REQUIRED = "Please enter your name";
export const MSG_EMAIL_REQUIRED = "Please enter your email";
export const MSG_PROVIDER_REQUIRED = "Please select a cloud provider";
export const MSG_PDF_REQUIRED = "Please upload a PDF file";
export const MSG_PDF_SELECTED = "PDF selected successfully";
export const MSG_PDF_TOO_LARGE = "The PDF is larger than 10MB. Please upload a smaller file.";
export const MSG_UPLOAD_ONE_FILE = "Please upload one file at a time.";
export const MSG_UPLOAD_UNREADABLE = "The upload could not be read. Please choose the file again and retry.";
export const MSG_PDF_NOT_A_PDF = "The uploaded file is not a valid PDF.";
export const MSG_PDF_UNREADABLE =
  "The PDF could not be read. It may be damaged or incomplete. Please upload the original file.";
export const MSG_PDF_EMPTY = "The file is empty. Please choose the invoice PDF again.";
/**
 * A PDF with no text layer (a scan or a photo) whose pages OCR could not read as an invoice: nothing legible, or
 * words that hold no invoice.
 */
export const MSG_PDF_NO_TEXT_LAYER =
  "This PDF is a scan, and we could not read its text clearly enough to find the figures. Please upload a sharper scan, or the PDF invoice downloaded from your provider's billing console.";
export const MSG_PDF_ENCRYPTED = "The PDF is password-protected. Please upload a copy without a password.";
export const MSG_ANALYSIS_DISABLED = "Bill analysis is currently unavailable. Please try again later.";
export const MSG_UPLOAD_RATE_LIMITED =
  "Too many uploads from your address. Please wait a minute and try again.";
export const MSG_UPLOADS_IN_FLIGHT =
  "You already have two uploads in progress. Please wait for one of them to finish.";
export const MSG_UPLOAD_TOO_SLOW =
  "The upload took too long to arrive. Please try again on a steadier connection.";
export const MSG_READER_PENALTY =
  "Your recent files took the reader to its time limit. Please wait a minute before uploading again.";
export const MSG_READER_BUDGET =
  "Your recent files took a long time to read. Please wait a few minutes before uploading again.";
export const MSG_UPLOADS_MEMORY_BUSY =
  "Many invoices are being uploaded right now. Please try again in a few seconds.";
export const MSG_ANALYSIS_BUSY =
  "We are analysing many invoices right now. Please try again in a few seconds.";
export const MSG_ANALYSIS_QUEUED =
  "Many invoices are being analysed right now: yours is queued and will start shortly.";
export const MSG_ANALYSIS_EXISTING =
  "You analysed this invoice with the same details a few minutes ago: here is that result.";
export const MSG_ANALYSIS_EXISTING_LINK_MAILED =
  "You analysed this invoice with the same details a few minutes ago: here is that result. To correct or delete it, use the link we have emailed to you.";
export const MSG_ANALYZING = "Analyzing your bill... This may take a moment.";
export const MSG_STILL_WORKING = "Still working on it... Extracting invoice details.";
export const MSG_ANALYSIS_COMPLETE = "Analysis complete!";
export const MSG_FILE_UPLOAD_FAILED = "File upload failed: ";
export const MSG_PDF_UPLOAD_FAILED = "Failed to process PDF upload";
/** The upload form's progress text while a scanned invoice is read by OCR (after the first 5 s). */
export const MSG_READING_SCAN =
  "Still working on it... Reading a scanned invoice, this takes a little longer.";
