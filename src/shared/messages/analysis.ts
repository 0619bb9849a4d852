// Reading an invoice and saving its analysis (docs/product.md#messages), and the language-model fallback's
// failures (logged, never shown: the local reading stands).

import { formatMoney } from "../format/money.ts";

export const MSG_UNSUPPORTED_INVOICE =
  "This invoice format is not currently supported. Please contact support for assistance.";
export const MSG_ANALYSIS_GENERIC_FAILURE = "Something went wrong during analysis. Please try again.";
export const MSG_LOCAL_EXTRACTION_INCOMPLETE = "Incomplete data from local extraction";
export const MSG_PROVIDER_FETCH_FAILED = "Failed to fetch cloud provider: ";
export const MSG_PROVIDER_NOT_FOUND = "Cloud provider not found";
export const MSG_DB_INSERT_FAILED = "Database insert failed: ";
export const MSG_SAVE_NO_ID = "Failed to save extraction results to database";
export const MSG_RESULT_FETCH_AFTER_PROCESSING_FAILED = "Failed to fetch analysis result after processing.";
export const MSG_LLM_KEY_MISSING = "API key not found";
export const MSG_LLM_TIMEOUT = "Request timed out after 20 seconds";
export const MSG_LLM_BAD_STATUS = "Language model request failed with status ";
export const MSG_LLM_NO_CONTENT = "No content in response";
export const MSG_LLM_NO_JSON = "No JSON found in response";
export const MSG_LLM_PARSE_FAILED = "Failed to parse JSON from response";
export const MSG_LLM_REPLY_INCOMPLETE = "No account number, invoice number or invoice date in response";
export const MSG_LLM_FIGURES_UNVERIFIED =
  "The language model's figures are not all printed on the invoice or do not add up; the local reading stands";

// The review step: the visitor confirms the figures beside the page they came from.
export const MSG_REVIEW_OFFERED = "Please check the figures we read against your invoice.";
export const MSG_REVIEW_EXPIRED =
  "This check has expired or was already confirmed. Please upload the invoice again.";
export const MSG_REVIEW_TOKEN_REQUIRED =
  "This check can only be confirmed from the browser that uploaded the invoice.";
export const MSG_REVIEW_PAGE_UNAVAILABLE = "The page image could not be made; the form works without it.";
export const MSG_REVIEW_CURRENCY =
  "Please give the invoice's currency as a three-letter code, such as USD or EUR.";

/**
 * Why confirmed figures are refused: the equation they break, named, with what the other figures give, written as
 * the page writes money ("$13,360.60").
 */
export function reviewEquationMessage(
  equation: string,
  expected: number,
  actual: number,
  currency: string,
): string {
  const amount = (value: number) => formatMoney(value, { currency });
  return `These figures do not add up: ${equation}. The other figures give ${amount(expected)}, not ${amount(actual)}. Please check them against the invoice.`;
}
