import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";

/** The staff email input of the login and register forms. */
export function EmailField({
  id,
  error,
  registration,
}: {
  id: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField id={id} label="Email" error={error}>
      {(aria) => (
        <Input {...aria} type="email" autoComplete="email" placeholder="you@company.com" {...registration} />
      )}
    </FormField>
  );
}
