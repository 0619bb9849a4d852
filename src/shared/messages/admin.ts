// The admin area's toasts and answers (docs/product.md#messages "Admin toasts"): Results History, settings, staff
// accounts. A message from the server replaces a failure text when it gave one.
export const MSG_RESULTS_LOAD_FAILED = "Failed to load results history";
export const MSG_PDF_DOWNLOADING = "Downloading ";
export const MSG_PDF_DOWNLOAD_FAILED = "Failed to download PDF: ";
export const MSG_STORED_PDF_MISSING = "The stored PDF for this result could not be found.";
export const MSG_RESULT_DELETED = "Result deleted successfully!";
export const MSG_RESULT_DELETE_FAILED = "Failed to delete result";
export const MSG_RESULT_KEPT = "Kept: the retention purge will pass this result by.";
export const MSG_RESULT_RELEASED =
  "Released: this result will be deleted once it is past the retention period.";
export const MSG_RESULT_KEEP_FAILED = "Failed to change the keep mark";
export const MSG_SETTINGS_LOAD_FAILED = "Failed to load settings";
export const MSG_SETTING_UNKNOWN = "Unknown setting.";
export const MSG_SETTING_VALUE = "Setting value must be true or false.";
export const MSG_SETTING_UPDATE_FAILED = "Failed to update setting";
export const MSG_SETTING_UPDATE_FAILED_HINT = "Please try again or contact support if the issue persists.";
export const MSG_SETTING_UPDATED_AT = "Setting updated at ";
export const MSG_STAFF_LOAD_FAILED = "Failed to load staff accounts";
export const MSG_STAFF_REVOKED = "Access revoked";
export const MSG_STAFF_REVOKE_FAILED = "Failed to revoke access";
export const MSG_STAFF_REVOKE_SELF = "You cannot revoke your own account. Ask another staff member to do it.";
