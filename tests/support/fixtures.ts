import { fileURLToPath } from "node:url";

/** Invoice PDFs (real ones prefixed `real-`, refused ones `refused-`) with their expected JSON beside them. */
export const INVOICE_FIXTURE_DIR = fileURLToPath(new URL("../fixtures/invoices/", import.meta.url));

/** Scanned invoices (PDFs without a text layer) made from the corpus, with their expected JSON beside them. */
export const SCAN_FIXTURE_DIR = fileURLToPath(new URL("../fixtures/scans/", import.meta.url));
