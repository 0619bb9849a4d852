import { zodResolver } from "@hookform/resolvers/zod";
import { useLayoutEffect } from "react";
import { type DefaultValues, type FieldValues, type Path, useForm } from "react-hook-form";
import type { z } from "zod";
import { toast } from "#client/lib/toast.ts";
import { editRowKeyHandler } from "./edit-row-keys.ts";
import { firstErrorMessage } from "./first-error.ts";

/**
 * The form of a row in edit mode, checked with the shared schema: the first field takes the focus when the row
 * opens (an autofocus attribute is honoured once per page load only), Enter saves and Escape cancels, and a
 * failed check shows its first message as one toast (docs/product.md#validation).
 */
export function useEditRowForm<TInput extends FieldValues, TOutput extends FieldValues>(options: {
  schema: z.ZodType<TOutput, TInput>;
  defaultValues: DefaultValues<TInput>;
  /** The fields in the order their messages win. The first takes the focus. */
  fieldOrder: readonly [Path<TInput> & keyof TInput & string, ...(keyof TInput & string)[]];
  fallbackMessage: string;
  onSave: (values: TOutput) => void;
  onCancel: () => void;
}) {
  const { fieldOrder, fallbackMessage, onSave, onCancel } = options;
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(options.schema),
    defaultValues: options.defaultValues,
  });
  const firstField = fieldOrder[0];
  useLayoutEffect(() => form.setFocus(firstField), [form, firstField]);
  const submit = form.handleSubmit(onSave, (errors) =>
    toast.error(firstErrorMessage(errors, fieldOrder, fallbackMessage)),
  );
  const save = () => void submit();
  return { form, save, onKeyDown: editRowKeyHandler(save, onCancel) };
}
