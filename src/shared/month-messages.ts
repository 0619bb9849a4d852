/** Why an added month is refused (shown as is on the result page). */
export const MSG_MONTH_OTHER_ACCOUNT =
  "This invoice is for another account. Add invoices of the same account as the first one.";
export const MSG_MONTH_OTHER_PROVIDER =
  "This invoice is from another provider. Add invoices from the same provider as the first one.";
export const MSG_MONTH_OTHER_CURRENCY =
  "This invoice is in another currency. Add invoices in the same currency as the first one.";
export const MSG_MONTH_SAME_INVOICE = "This invoice is already part of this result.";
export const MSG_MONTH_LIMIT = "This result already has 3 months: no more invoices can be added.";
