import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "../limits.ts";
import { MSG_EMAIL_INVALID, MSG_PASSWORD_TOO_SHORT, MSG_PASSWORDS_DIFFER } from "../messages.ts";

const MAX_PASSWORD_LENGTH = 128;

/** Admin login (spec §5): a valid email and a password of at least 6 characters. */
export const LoginFormSchema = z.object({
  email: z.string(MSG_EMAIL_INVALID).trim().pipe(z.email(MSG_EMAIL_INVALID)),
  password: z
    .string(MSG_PASSWORD_TOO_SHORT)
    .min(MIN_PASSWORD_LENGTH, MSG_PASSWORD_TOO_SHORT)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;

/** Registration: the login rules plus confirmPassword equal to password, reported on confirmPassword. */
export const RegisterFormSchema = LoginFormSchema.extend({ confirmPassword: z.string() }).refine(
  (v) => v.password === v.confirmPassword,
  { message: MSG_PASSWORDS_DIFFER, path: ["confirmPassword"] },
);
export type RegisterForm = z.infer<typeof RegisterFormSchema>;
