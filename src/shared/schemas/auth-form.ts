import { z } from "zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../limits.ts";
import { MSG_PASSWORD_TOO_SHORT, MSG_PASSWORDS_DIFFER } from "../messages/auth.ts";
import { MSG_EMAIL_INVALID } from "../messages/general.ts";

const EmailSchema = z.string(MSG_EMAIL_INVALID).trim().pipe(z.email(MSG_EMAIL_INVALID));
const TOO_LONG = `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`;

/** Admin login (docs/product.md#validation): a valid email and a password of at least 6 characters. */
export const LoginFormSchema = z.object({
  email: EmailSchema,
  password: z
    .string(MSG_PASSWORD_TOO_SHORT)
    .min(MIN_PASSWORD_LENGTH, MSG_PASSWORD_TOO_SHORT)
    .max(MAX_PASSWORD_LENGTH, TOO_LONG),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;

/**
 * A password being chosen (registration, change): the spec's 6 characters ('Password must be at least 6
 * characters.'). The server also refuses passwords on the shipped common-password list (password-policy.ts).
 */
export const NewPasswordSchema = z
  .string(MSG_PASSWORD_TOO_SHORT)
  .min(MIN_PASSWORD_LENGTH, MSG_PASSWORD_TOO_SHORT)
  .max(MAX_PASSWORD_LENGTH, TOO_LONG);

/** Credentials for a new account: a valid email and a new password. */
export const NewCredentialsSchema = z.object({ email: EmailSchema, password: NewPasswordSchema });

/** Registration: a new password, and confirmPassword equal to it, reported on confirmPassword. */
export const RegisterFormSchema = NewCredentialsSchema.extend({ confirmPassword: z.string() }).refine(
  (v) => v.password === v.confirmPassword,
  { message: MSG_PASSWORDS_DIFFER, path: ["confirmPassword"] },
);
export type RegisterForm = z.infer<typeof RegisterFormSchema>;
