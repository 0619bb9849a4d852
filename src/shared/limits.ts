// docs/product.md#limits business constants and limits, with units in the names.
export const MAX_PDF_BYTES = 10 * 1024 * 1024;
export const TESTIMONIALS_PAGE_SIZE = 6;
/** The highest `page` a list endpoint accepts. */
export const MAX_PAGE_NUMBER = 100_000;
export const CAROUSEL_SCROLL_PX = 300;
export const CAROUSEL_CARD_WIDTH_PX = 350;
export const CAROUSEL_CARD_HEIGHT_PX = 280;
export const CAROUSEL_SKELETON_COUNT = 3;
export const CAROUSEL_SENTINEL_THRESHOLD = 0.1;
export const LLM_TEXT_MAX_CHARS = 3000;
export const LLM_REQUEST_TIMEOUT_MS = 20_000;
export const LLM_OVERALL_TIMEOUT_MS = 30_000;
export const LLM_MAX_TOKENS = 500;
export const LLM_TEMPERATURE = 0;
export const SLOW_ANALYSIS_MESSAGE_DELAY_MS = 5_000;
export const MONTHS_PER_YEAR = 12;
export const HEADLINE_SAVINGS_PERCENT = 40;
export const TOP_PERFORMER_PERCENT = 5;
export const SIGN_OUT_REDIRECT_MS = 500;
export const SIGN_OUT_FAILURE_REDIRECT_MS = 100;
export const ADMIN_SCROLL_DELAY_MS = 100;
export const BLOB_URL_REVOKE_MS = 100;
export const RESULT_ID_DISPLAY_CHARS = 8;
/** docs/product.md#validation and #limits: every password (sign-in, registration, change) is at least this long. */
export const MIN_PASSWORD_LENGTH = 6;
/** The `admin:create` CLI is stricter than the spec: a password typed on a server's command line (decision 011). */
export const MIN_CLI_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;
export const MIN_PROVIDER_NAME_LENGTH = 2;
export const MIN_TESTIMONIAL_FIELD_LENGTH = 2;
export const MIN_TESTIMONIAL_CONTENT_LENGTH = 10;
export const DEFAULT_CURRENCY = "USD";
export const THEME_STORAGE_KEY = "vite-ui-theme";
export const MAX_TESTIMONIAL_IMAGE_BYTES = 2 * 1024 * 1024;
export const ADMIN_RESULTS_PAGE_SIZE = 50;
export const MAX_ADMIN_RESULTS_PAGE_SIZE = 200;
/** How many times the holder of a result link may correct its figures. */
export const MAX_CORRECTIONS_PER_RESULT = 20;
/** The largest amount a corrected figure may take (a month's cloud bill, in the invoice's currency). */
export const MAX_CORRECTED_AMOUNT = 1_000_000_000;
export const ADMIN_INBOX_PAGE_SIZE = 20;

/** A result's own invoice and the monthly invoices added to it, in all. */
export const MAX_RESULT_MONTHS = 12;
