import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";

/** A password input of the login and register forms; autoComplete tells a password manager which one it is. */
export function PasswordField({
  id,
  label,
  autoComplete,
  error,
  registration,
}: {
  id: string;
  label: string;
  autoComplete: "current-password" | "new-password";
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      {(aria) => <Input {...aria} type="password" autoComplete={autoComplete} {...registration} />}
    </FormField>
  );
}
