import { Loader2 } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { errorMessage } from "#client/api/error-message.ts";
import { useCorrectFigures } from "#client/api/figure-corrections.ts";
import { Button } from "#client/components/ui/button.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { toast } from "#client/lib/toast.ts";
import { useFocusBackAfter } from "#client/lib/use-focus-back-after.ts";
import {
  MSG_CORRECTION_EMPTY,
  MSG_CORRECTION_NET_ABOVE_CHARGES,
  MSG_CORRECTION_SAVED,
} from "#shared/messages/result.ts";
import type { ExtractedData } from "#shared/schemas/extracted-data.ts";
import {
  CORRECTABLE_AMOUNTS,
  CORRECTABLE_FIELDS,
  CORRECTABLE_LABELS,
  type CorrectableField,
  FigureCorrectionSchema,
  netAboveCharges,
} from "#shared/schemas/figure-correction.ts";
import type { AnalysisResult } from "#shared/schemas/result.ts";

type Values = Record<CorrectableField, string>;
type Errors = Partial<Record<CorrectableField | "form", string>>;

const FAILURE = "Your correction could not be saved. Please try again.";

function isAmount(field: CorrectableField): field is keyof typeof CORRECTABLE_AMOUNTS {
  return field in CORRECTABLE_AMOUNTS;
}

function initialValues(data: ExtractedData): Values {
  const values = {} as Values;
  for (const field of CORRECTABLE_FIELDS) {
    const value = data[field];
    values[field] = value === null || value === undefined ? "" : String(value);
  }
  return values;
}

/** Only what the visitor changed; an emptied box leaves its figure as it is. */
function changesOf(values: Values, data: ExtractedData): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const field of CORRECTABLE_FIELDS) {
    const raw = values[field].trim();
    if (raw === "") continue;
    const value = isAmount(field) ? Number(raw) : raw;
    if (value !== data[field]) changes[field] = value;
  }
  return changes;
}

function amountOr(values: Values, field: "total_charges" | "net_charges", fallback: number | null) {
  const raw = values[field].trim();
  return raw === "" ? fallback : Number(raw);
}

/** What the server's schema says about the changed figures, per field (empty when they pass). */
function schemaErrors(values: Values, data: AnalysisResult["extracted_data"]): Errors {
  const parsed = FigureCorrectionSchema.safeParse(changesOf(values, data));
  const found: Errors = {};
  if (parsed.success) return found;
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    const field = CORRECTABLE_FIELDS.find((f) => f === key);
    if (field) found[field] ??= issue.message;
    else found.form ??= issue.message;
  }
  return found;
}

type Props = { result: AnalysisResult; onClose: (saved: boolean) => void };

/** Correct a misread figure: checked here with the server's schema, then recomputed and stored by the server. */
export function CorrectFiguresForm({ result, onClose }: Props) {
  const data = result.extracted_data;
  const [values, setValues] = useState(() => initialValues(data));
  const [errors, setErrors] = useState<Errors>({});
  const mutation = useCorrectFigures(result.id);
  useFocusBackAfter(mutation.isPending);
  const formRef = useRef<HTMLFormElement>(null);
  const idOf = (field: string) => `correct-${result.id.slice(0, 8)}-${field}`;

  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>("input")?.focus();
  }, []);

  const focus = (field: string) => document.getElementById(idOf(field))?.focus();

  // Once a field shows an error, it is checked again as it is edited: a fixed value loses its message at once
  // instead of keeping a stale "Currency must be a three-letter code" until the next save.
  const change = (field: (typeof CORRECTABLE_FIELDS)[number], value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (!errors[field] && !errors.form) return;
    const found = schemaErrors(next, data);
    setErrors((old) => {
      const { [field]: _stale, form: _form, ...rest } = old;
      return { ...rest, ...(found[field] ? { [field]: found[field] } : {}) };
    });
  };

  const fail = (found: Errors) => {
    setErrors(found);
    const first = CORRECTABLE_FIELDS.find((field) => found[field]);
    if (first) focus(first);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changes = changesOf(values, data);
    if (Object.keys(changes).length === 0) return fail({ form: MSG_CORRECTION_EMPTY });
    const parsed = FigureCorrectionSchema.safeParse(changes);
    if (!parsed.success) return fail(schemaErrors(values, data));
    const total = amountOr(values, "total_charges", data.total_charges);
    const net = amountOr(values, "net_charges", data.net_charges);
    if (netAboveCharges({ total_charges: total, net_charges: net }))
      return fail({ net_charges: MSG_CORRECTION_NET_ABOVE_CHARGES });
    setErrors({});
    try {
      await mutation.mutateAsync(parsed.data);
      toast.success(MSG_CORRECTION_SAVED);
      onClose(true);
    } catch (error) {
      const message = errorMessage(error, FAILURE);
      setErrors({ form: message });
      toast.error(message);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose(false);
    }
  };

  return (
    <form
      ref={formRef}
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
          <FormField key={field} id={idOf(field)} label={CORRECTABLE_LABELS[field]} error={errors[field]}>
            {(aria) => (
              <Input
                {...aria}
                name={field}
                value={values[field]}
                onChange={(event) => change(field, event.target.value)}
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
      {errors.form ? (
        <p role="alert" className="text-destructive text-sm">
          {errors.form}
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
