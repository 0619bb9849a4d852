import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";

type DetailName = "name" | "email" | "company";

/** Who is writing or booking: name and work email side by side, then the optional company. */
export function ContactDetailsFields({
  idPrefix,
  register,
  errors,
}: {
  /** "contact" gives the ids contact-name, contact-email and contact-company. */
  idPrefix: string;
  register: (name: DetailName) => UseFormRegisterReturn;
  errors: Partial<Record<DetailName, { message?: string | undefined }>>;
}) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${idPrefix}-name`} label="Full name" error={errors.name?.message}>
          {(aria) => <Input {...aria} autoComplete="name" {...register("name")} />}
        </FormField>
        <FormField id={`${idPrefix}-email`} label="Work email" error={errors.email?.message}>
          {(aria) => <Input {...aria} type="email" autoComplete="email" {...register("email")} />}
        </FormField>
      </div>
      <FormField id={`${idPrefix}-company`} label="Company" optional error={errors.company?.message}>
        {(aria) => <Input {...aria} autoComplete="organization" {...register("company")} />}
      </FormField>
    </>
  );
}
