// The result page: finding a result, and what only the browser holding its manage token may do (correct the
// figures, add a month, delete it).
export const MSG_RESULT_NOT_FOUND =
  "We couldn't find the analysis results you're looking for. Please upload a new bill.";
export const MSG_MANAGE_TOKEN_REQUIRED =
  "Only the browser that ran this analysis can change or delete it: the X-Manage-Token header is missing or does not match.";
export const MSG_CORRECTION_NOT_AN_OBJECT =
  'Send the corrected figures as a JSON object, for example {"net_charges": 200}.';
export const MSG_CORRECTION_EMPTY = "Enter at least one figure to correct.";
export const MSG_CORRECTION_NET_ABOVE_CHARGES = "Net charges cannot be more than the charges.";
export const MSG_CORRECTION_BAD_DATE = "Invoice date must be a real date, written YYYY-MM-DD.";
export const MSG_CORRECTION_BAD_CURRENCY = "Currency must be a three-letter code such as USD or EUR.";
export const MSG_CORRECTION_LIMIT =
  "This result has been corrected as many times as we allow. Please book a call and we will check the invoice with you.";
export const MSG_CORRECTION_DISABLED =
  "Corrections are unavailable while bill analysis is switched off. Please try again later.";
export const MSG_CORRECTION_SAVED = "Your correction is saved and the savings are recomputed.";
/** Why an added month is refused (shown as is on the result page). */
export const MSG_MONTH_OTHER_ACCOUNT =
  "This invoice is for another account. Add invoices of the same account as the first one.";
export const MSG_MONTH_OTHER_PROVIDER =
  "This invoice is from another provider. Add invoices from the same provider as the first one.";
export const MSG_MONTH_OTHER_CURRENCY =
  "This invoice is in another currency. Add invoices in the same currency as the first one.";
export const MSG_MONTH_CONFIRM_ACCOUNT =
  "This invoice or the first one prints no account number, so we cannot check they are of the same account. " +
  "The provider, currency and seller match: add it only if it is an invoice of the same account.";
export const MSG_MONTH_UNMATCHED_ACCOUNT =
  "This invoice or the first one prints no account number, and the provider, currency or seller differ: it " +
  "cannot be added as a month of the same account.";
export const MSG_MONTH_CREDIT_NOTE_UNMATCHED =
  "This credit note corrects a month that is not on this result (the same account and billing period). " +
  "Add that month's invoice first: a credit note is a correction, not a month of spending.";
export const MSG_MONTH_SAME_INVOICE = "This invoice is already part of this result.";
export const MSG_MONTH_LIMIT = "This result already has 12 invoices: no more can be added.";
export const MSG_OWN_RESULT_DELETED = "Your analysis and its PDF were deleted.";
export const MSG_OWN_RESULT_DELETE_FAILED = "Your analysis could not be deleted. Please try again.";

/**
 * The refusal's `code` beside MSG_MONTH_CONFIRM_ACCOUNT: an invoice may join only once the visitor confirms it is of
 * the same account. Here, not in the zod schemas, so the result page reads it without building a schema.
 */
export const CONFIRM_ACCOUNT_CODE = "confirm_account";
