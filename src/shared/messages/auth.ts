// Staff sign-in, registration and passwords (docs/product.md#validation, #messages).
export const MSG_PASSWORD_TOO_SHORT = "Password must be at least 6 characters.";
export const MSG_CLI_PASSWORD_TOO_SHORT = "Password must be at least 12 characters.";
export const MSG_PASSWORD_COMMON =
  "This password is on a list of commonly used passwords. Please choose a less predictable one.";
export const MSG_PASSWORDS_DIFFER = "Passwords do not match.";
export const MSG_ACCOUNT_THROTTLED =
  "Too many failed sign-in attempts for this account. Please try again in 15 minutes.";
export const MSG_LOGIN_FAILED = "Failed to log in";
export const MSG_LOGIN_OK = "Logged in successfully!";
export const MSG_REGISTER_FAILED = "Failed to register";
export const MSG_REGISTER_OK = "Registration successful! Please check your email to confirm your account.";
export const MSG_REGISTER_DISABLED = "Admin registrations are currently disabled";
export const MSG_AUTH_REQUIRED = "Authentication required. Please log in to change settings.";
export const MSG_UNAUTHORIZED = "Authentication required. Please sign in.";
export const MSG_IMAGE_URL_INVALID = "The profile image must be an http or https address.";
