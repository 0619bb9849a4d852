// Any request or form: what the HTTP layer answers on its own, and the checks every form shares.
export const MSG_NOT_FOUND = "Not found";
export const MSG_INTERNAL_ERROR = "Internal server error";
export const MSG_SERVICE_UNAVAILABLE =
  "The service is temporarily unavailable. Please try again in a moment.";
/** Follows MSG_DB_INSERT_FAILED / MSG_PROVIDER_FETCH_FAILED / MSG_FILE_UPLOAD_FAILED instead of the driver's words. */
export const MSG_TRY_AGAIN_REASON = "please try again in a moment.";
export const MSG_SHUTTING_DOWN = "This server is restarting. Please try again in a moment.";
export const MSG_PATH_NOT_CANONICAL =
  "The address is not in canonical form (no '.' or '..' segments, encoded dots or slashes, or double slashes).";
export const MSG_INVALID_ORIGIN =
  "This request did not come from the site. Please reload the page and try again.";
export const MSG_BODY_TOO_DEEP = "The request body is nested too deeply.";
export const MSG_BODY_NOT_JSON = "The request body is not valid JSON.";
export const MSG_BAD_PAGE = "Query parameter 'page' must be a whole number from 1 to 100000.";
export const MSG_BAD_PAGE_SIZE = "Query parameter 'page_size' must be a whole number from 1 to 200.";
export const MSG_EMAIL_INVALID = "Please enter a valid email address.";
export const MSG_TEXT_HAS_NUL = "Text must not contain NUL characters.";
export const MSG_UNKNOWN_ERROR = "Unknown error";
