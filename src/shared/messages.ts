// docs/product.md#messages error catalogue and #validation validation texts, as named constants shared by client and server.
export const MSG_UNSUPPORTED_INVOICE =
  "This invoice format is not currently supported. Please contact support for assistance.";
export const MSG_FILE_UPLOAD_FAILED = "File upload failed: ";
export const MSG_DB_INSERT_FAILED = "Database insert failed: ";
export const MSG_SAVE_NO_ID = "Failed to save extraction results to database";
export const MSG_PROVIDER_FETCH_FAILED = "Failed to fetch cloud provider: ";
export const MSG_PROVIDER_NOT_FOUND = "Cloud provider not found";
export const MSG_LOCAL_EXTRACTION_INCOMPLETE = "Incomplete data from local extraction";
export const MSG_ANALYSIS_GENERIC_FAILURE = "Something went wrong during analysis. Please try again.";
export const MSG_PDF_UPLOAD_FAILED = "Failed to process PDF upload";
export const MSG_RESULT_FETCH_AFTER_PROCESSING_FAILED = "Failed to fetch analysis result after processing.";
export const MSG_RESULT_NOT_FOUND =
  "We couldn't find the analysis results you're looking for. Please upload a new bill.";

// Language-model fallback failures (docs/product.md#messages "AI fallback").
export const MSG_LLM_KEY_MISSING = "API key not found";
export const MSG_LLM_TIMEOUT = "Request timed out after 20 seconds";
export const MSG_LLM_BAD_STATUS = "Language model request failed with status ";
export const MSG_LLM_NO_CONTENT = "No content in response";
export const MSG_LLM_NO_JSON = "No JSON found in response";
export const MSG_LLM_PARSE_FAILED = "Failed to parse JSON from response";
export const MSG_LLM_REPLY_INCOMPLETE = "No account number, invoice number or invoice date in response";
export const MSG_LLM_FIGURES_UNVERIFIED =
  "The language model's figures are not all printed on the invoice or do not add up; the local reading stands";

// Upload form (docs/product.md#validation), in the order they are checked.
export const MSG_NAME_REQUIRED = "Please enter your name";
export const MSG_EMAIL_REQUIRED = "Please enter your email";
export const MSG_EMAIL_INVALID = "Please enter a valid email address.";
export const MSG_PROVIDER_REQUIRED = "Please select a cloud provider";
export const MSG_PDF_REQUIRED = "Please upload a PDF file";
export const MSG_PDF_SELECTED = "PDF selected successfully";
export const MSG_PDF_TOO_LARGE = "The PDF is larger than 10MB. Please upload a smaller file.";
export const MSG_TEXT_HAS_NUL = "Text must not contain NUL characters.";
export const MSG_UPLOAD_ONE_FILE = "Please upload one file at a time.";
export const MSG_UPLOAD_UNREADABLE = "The upload could not be read. Please choose the file again and retry.";
export const MSG_PDF_NOT_A_PDF = "The uploaded file is not a valid PDF.";
export const MSG_ANALYSIS_DISABLED = "Bill analysis is currently unavailable. Please try again later.";
export const MSG_UPLOAD_RATE_LIMITED =
  "Too many uploads from your address. Please wait a minute and try again.";
export const MSG_ANALYZING = "Analyzing your bill... This may take a moment.";
export const MSG_STILL_WORKING = "Still working on it... Extracting invoice details.";
export const MSG_ANALYSIS_COMPLETE = "Analysis complete!";

// Auth (docs/product.md#validation, #messages).
export const MSG_PASSWORD_TOO_SHORT = "Password must be at least 6 characters.";
export const MSG_CLI_PASSWORD_TOO_SHORT = "Password must be at least 12 characters.";
export const MSG_PASSWORD_COMMON =
  "This password is on a list of commonly used passwords. Please choose a less predictable one.";
export const MSG_PASSWORDS_DIFFER = "Passwords do not match.";
export const MSG_ACCOUNT_THROTTLED =
  "Too many failed sign-in attempts for this account. Please try again in 15 minutes.";
export const MSG_STAFF_REVOKE_SELF = "You cannot revoke your own account. Ask another staff member to do it.";
export const MSG_STAFF_LOAD_FAILED = "Failed to load staff accounts";
export const MSG_STAFF_REVOKED = "Access revoked";
export const MSG_STAFF_REVOKE_FAILED = "Failed to revoke access";
export const MSG_IMAGE_URL_INVALID = "The profile image must be an http or https address.";
export const MSG_BODY_TOO_DEEP = "The request body is nested too deeply.";
export const MSG_BODY_NOT_JSON = "The request body is not valid JSON.";
export const MSG_LOGIN_FAILED = "Failed to log in";
export const MSG_LOGIN_OK = "Logged in successfully!";
export const MSG_REGISTER_FAILED = "Failed to register";
export const MSG_REGISTER_OK = "Registration successful! Please check your email to confirm your account.";
export const MSG_REGISTER_DISABLED = "Admin registrations are currently disabled";
export const MSG_AUTH_REQUIRED = "Authentication required. Please log in to change settings.";
export const MSG_UNAUTHORIZED = "Authentication required. Please sign in.";

// Admin entities (docs/product.md#validation).
export const MSG_PROVIDER_NAME_SHORT = "Provider name must be at least 2 characters";
export const MSG_ESR_RANGE = "ESR must be between 0 and 1";
export const MSG_ESR_MIN = "ESR must be at least 0%.";
export const MSG_ESR_MAX = "ESR must be at most 100%.";
export const MSG_TESTIMONIAL_NAME_SHORT = "Name must be at least 2 characters.";
export const MSG_TESTIMONIAL_COMPANY_SHORT = "Company must be at least 2 characters.";
export const MSG_TESTIMONIAL_CONTENT_SHORT = "Testimonial content must be at least 10 characters.";
export const MSG_TESTIMONIAL_JOB_TITLE_SHORT = "Job title must be at least 2 characters.";
export const MSG_LINKEDIN_INVALID = "Please enter a valid LinkedIn URL.";
export const MSG_IMAGE_PATH_REQUIRED = "Image path is required.";
export const MSG_TESTIMONIAL_INVALID = "Invalid testimonial data";

// Generic HTTP.
export const MSG_NOT_FOUND = "Not found";
export const MSG_INTERNAL_ERROR = "Internal server error";
export const MSG_ANALYSIS_BUSY =
  "We are analysing many invoices right now. Please try again in a few seconds.";
export const MSG_SERVICE_UNAVAILABLE =
  "The service is temporarily unavailable. Please try again in a moment.";
/** Follows MSG_DB_INSERT_FAILED / MSG_PROVIDER_FETCH_FAILED / MSG_FILE_UPLOAD_FAILED instead of the driver's words. */
export const MSG_TRY_AGAIN_REASON = "please try again in a moment.";
export const MSG_BAD_PAGE = "Query parameter 'page' must be a whole number from 1 to 100000.";

// PDF reading failures (server extraction): never a raw stack, always one of these.
export const MSG_PDF_UNREADABLE =
  "The PDF could not be read. It may be damaged or incomplete. Please upload the original file.";
export const MSG_PDF_ENCRYPTED = "The PDF is password-protected. Please upload a copy without a password.";

// Admin API and public forms (server answers; the client shows them as toasts).
export const MSG_INVALID_ORIGIN =
  "This request did not come from the site. Please reload the page and try again.";
export const MSG_PROVIDER_NAME_TAKEN = "A provider with this name already exists.";
export const MSG_SETTING_UNKNOWN = "Unknown setting.";
export const MSG_SETTING_VALUE = "Setting value must be true or false.";
export const MSG_BAD_PAGE_SIZE = "Query parameter 'page_size' must be a whole number from 1 to 200.";
export const MSG_STORED_PDF_MISSING = "The stored PDF for this result could not be found.";
export const MSG_IMAGE_REQUIRED = "Please choose an image to upload.";
export const MSG_IMAGE_TOO_LARGE = "The image is larger than 2 MB. Please choose a smaller photo.";
export const MSG_IMAGE_TYPE = "Please upload a JPEG, PNG or WebP image.";
/** A typed image path must name a photo the site has: one uploaded with the row's photo button, or one it ships. */
export const imagePathNotFoundMessage = (typed: string) =>
  `There is no photo named "${typed}". Upload one with the photo button, or leave the image path empty.`;
export const MSG_IMAGE_UNREADABLE =
  "The image could not be read, or is larger than 36 megapixels. Please choose another photo.";
export const MSG_CONTACT_DISABLED = "The contact form is currently disabled. Please try again later.";
export const MSG_BOOKINGS_DISABLED = "Discovery call bookings are currently paused. Please try again later.";
export const MSG_FORM_RATE_LIMITED =
  "Too many requests from your address. Please wait a minute and try again.";
export const MSG_MAIL_FAILED = "Your message could not be sent right now. Please try again later.";

// Admin pages (docs/product.md#messages "Admin toasts"); a backend message replaces the failure text when the server gave one.
export const MSG_RESULTS_LOAD_FAILED = "Failed to load results history";
export const MSG_PDF_DOWNLOAD_FAILED = "Failed to download PDF: ";
export const MSG_UNKNOWN_ERROR = "Unknown error";
export const MSG_PDF_DOWNLOADING = "Downloading ";
export const MSG_RESULT_DELETED = "Result deleted successfully!";
export const MSG_RESULT_DELETE_FAILED = "Failed to delete result";
export const MSG_PROVIDERS_LOAD_FAILED = "Failed to load cloud providers";
export const MSG_PROVIDER_ADDED = "Provider added successfully!";
export const MSG_PROVIDER_UPDATED = "Provider updated successfully!";
export const MSG_PROVIDER_UPDATE_FAILED = "Failed to update provider";
export const MSG_PROVIDER_DELETED = "Provider deleted successfully!";
export const MSG_PROVIDER_DELETE_FAILED = "Failed to delete provider";
export const MSG_PROVIDER_STATUS_FAILED = "Failed to update provider status";
export const MSG_TESTIMONIALS_LOAD_FAILED = "Failed to load testimonials";
export const MSG_TESTIMONIAL_ADDED = "Testimonial added successfully!";
export const MSG_TESTIMONIAL_UPDATED = "Testimonial updated successfully!";
export const MSG_TESTIMONIAL_UPDATE_FAILED = "Failed to update testimonial";
export const MSG_TESTIMONIAL_DELETED = "Testimonial deleted successfully!";
export const MSG_TESTIMONIAL_DELETE_FAILED = "Failed to delete testimonial";
export const MSG_PHOTO_UPLOADED = "Photo uploaded successfully!";
export const MSG_PHOTO_UPLOAD_FAILED = "Failed to upload photo";
export const MSG_SETTINGS_LOAD_FAILED = "Failed to load settings";
export const MSG_SETTING_UPDATE_FAILED = "Failed to update setting";
export const MSG_SETTING_UPDATE_FAILED_HINT = "Please try again or contact support if the issue persists.";
export const MSG_SETTING_UPDATED_AT = "Setting updated at ";

// A visitor's figure corrections (PATCH /api/results/:id/figures).
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

// Result page: the visitor deletes their own analysis (ours; the privacy page promises it).
export const MSG_OWN_RESULT_DELETED = "Your analysis and its PDF were deleted.";
export const MSG_OWN_RESULT_DELETE_FAILED = "Your analysis could not be deleted. Please try again.";
// Contact inbox and discovery-call booking.
export const MSG_BOOKING_SLOT_TAKEN = "That time was just taken. Please pick another.";
export const MSG_BOOKING_SLOT_REQUIRED = "Please pick a time for the call.";
export const MSG_BOOKING_SLOT_UNAVAILABLE = "That time is not offered. Please pick one of the times shown.";
export const MSG_BOOKING_NOTE_TOO_LONG = "Please keep the note under 2000 characters.";
export const MSG_BOOKING_LINK_INVALID =
  "This booking link is not valid. It may have been used already or replaced by a newer one.";
export const MSG_BOOKING_LINK_EXPIRED = "This booking link has expired.";
export const MSG_BOOKING_FROM_INVALID = "Query parameter 'from' must be a date (YYYY-MM-DD).";
export const MSG_BOOKING_DAYS_INVALID = "Query parameter 'days' must be a whole number from 1 to 62.";
export const MSG_BOOKING_ALREADY_CANCELLED = "This booking is already cancelled.";
export const MSG_BOOKING_TOO_MANY =
  "You already have 2 upcoming calls booked. Please move or cancel one of them (the links are in your confirmation email) before booking another.";
export const MSG_BOOKING_CANCEL_REASON_TOO_LONG = "Please keep the reason under 500 characters.";
export const MSG_RESULT_ID_INVALID = "The attached analysis id is not valid.";
export const MSG_TIME_ZONE_INVALID = "Unknown time zone.";

// Results History: staff mark a result to keep past the retention period.
export const MSG_RESULT_KEPT = "Kept: the retention purge will pass this result by.";
export const MSG_RESULT_RELEASED =
  "Released: this result will be deleted once it is past the retention period.";
export const MSG_RESULT_KEEP_FAILED = "Failed to change the keep mark";
