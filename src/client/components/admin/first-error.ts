import type { FieldErrors, FieldValues } from "react-hook-form";

/** docs/product.md#validation: only the first validation message is shown (as a toast), in the order the fields appear. */
export function firstErrorMessage<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: ReadonlyArray<keyof T & string>,
  fallback: string,
): string {
  for (const field of order) {
    const message = errors[field]?.message;
    if (typeof message === "string" && message) return message;
  }
  return fallback;
}
