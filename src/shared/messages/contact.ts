// The contact form (stored in Admin > Messages and mailed to the team).
export const MSG_CONTACT_DISABLED = "The contact form is currently disabled. Please try again later.";
export const MSG_FORM_RATE_LIMITED =
  "Too many requests from your address. Please wait a minute and try again.";
export const MSG_MAIL_FAILED = "Your message could not be sent right now. Please try again later.";
