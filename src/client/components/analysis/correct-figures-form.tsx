import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { type KeyboardEvent, useEffect } from "react";
import { useForm } from "react-hook-form";
import { errorMessage } from "#client/api/error-message.ts";
import { useCorrectFigures } from "#client/api/figure-corrections.ts";
import { Button } from "#client/components/ui/button.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { toast } from "#client/lib/toast.ts";
import { useFocusBackAfter } from "#client/lib/use-focus-back-after.ts";
import { MSG_CORRECTION_SAVED } from "#shared/messages/result.ts";
import {
  CORRECTABLE_AMOUNTS,
  CORRECTABLE_FIELDS,
  CORRECTABLE_LABELS,
  type CorrectableField,
  type FigureCorrection,
} from "#shared/schemas/figure-correction.ts";
import type { Result } from "#shared/schemas/result.ts";
import {
  type CorrectionFormValues,
  correctionFormSchema,
  initialCorrectionValues,
} from "./correction-form-schema.ts";

const FAILURE = "Your correction could not be saved. Please try again.";

function isAmount(field: CorrectableField): field is keyof typeof CORRECTABLE_AMOUNTS {
  return field in CORRECTABLE_AMOUNTS;
}

type Props = { result: Result; onClose: (saved: boolean) => void };

/** Correct a misread figure: checked here with the server's schema, then recomputed and stored by the server. */
export function CorrectFiguresForm({ result, onClose }: Props) {
  const data = result.extracted_data;
  const form = useForm<CorrectionFormValues, unknown, FigureCorrection>({
    resolver: zodResolver(correctionFormSchema(data)),
    defaultValues: initialCorrectionValues(data),
  });
  const { errors } = form.formState;
  const mutation = useCorrectFigures(result.id);
  useFocusBackAfter(mutation.isPending);
  const idOf = (field: string) => `correct-${result.id.slice(0, 8)}-${field}`;

  useEffect(() => form.setFocus(CORRECTABLE_FIELDS[0]), [form]);

  // A failed save's message (the form's own or the server's) goes as soon as a box is edited again; a box's own
  // message is checked again as it is edited, so a fixed value loses it at once.
  const submit = form.handleSubmit(async (correction) => {
    try {
      await mutation.mutateAsync(correction);
      toast.success(MSG_CORRECTION_SAVED);
      onClose(true);
    } catch (error) {
      const message = errorMessage(error, FAILURE);
      form.setError("root", { message });
      toast.error(message);
    }
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose(false);
    }
  };

  return (
    <form
      noValidate
      aria-label="Correct the figures"
      data-testid="correct-figures-form"
      onSubmit={(event) => void submit(event)}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-5 rounded-xl border bg-muted/30 p-4 sm:p-5 print:hidden"
    >
      <p className="text-muted-foreground text-sm">
        Change what we misread, in the invoice's own figures. We keep what we read and recompute the savings
        from your figures. An empty box leaves its figure as it is.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {CORRECTABLE_FIELDS.map((field) => (
          <FormField
            key={field}
            id={idOf(field)}
            label={CORRECTABLE_LABELS[field]}
            error={errors[field]?.message}
          >
            {(aria) => (
              <Input
                {...aria}
                {...form.register(field, { onChange: () => form.clearErrors("root") })}
                {...(isAmount(field)
                  ? { type: "number", inputMode: "decimal", step: "any", min: 0 }
                  : field === "invoice_date"
                    ? { type: "date" }
                    : { type: "text", maxLength: 3, autoCapitalize: "characters", autoComplete: "off" })}
              />
            )}
          </FormField>
        ))}
      </div>
      {errors.root?.message ? (
        <p role="alert" className="text-destructive text-sm">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {mutation.isPending ? "Saving..." : "Save and recompute"}
        </Button>
        <Button variant="ghost" onClick={() => onClose(false)}>
          Cancel
        </Button>
        <span className="text-muted-foreground text-xs">
          {result.corrections_left === undefined
            ? null
            : `${result.corrections_left} correction${result.corrections_left === 1 ? "" : "s"} left`}
        </span>
      </div>
    </form>
  );
}
