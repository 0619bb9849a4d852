import { useQuery } from "@tanstack/react-query";
import { Loader2, Lock, Sparkles } from "lucide-react";
import { type FormEvent, useCallback, useLayoutEffect, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { AnalysisSubmission } from "#client/api/analyses.ts";
import { providersQuery } from "#client/api/providers.ts";
import { usePublicSwitches } from "#client/api/settings.ts";
import { Button } from "#client/components/ui/button.tsx";
import { CheckedForm } from "#client/components/ui/checked-form.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { toast } from "#client/lib/toast.ts";
import { useFocusBackAfter } from "#client/lib/use-focus-back-after.ts";
import { MSG_PDF_REQUIRED } from "#shared/messages/upload.ts";
import { AnalysisRequestSchema, PdfFileSchema } from "#shared/schemas/analysis-request.ts";
import { AnalysisPausedNote } from "./analysis-paused-note.tsx";
import { takeHandoff } from "./form-handoff.ts";
import { PdfDropZone } from "./pdf-drop-zone.tsx";
import { ProviderField } from "./provider-field.tsx";
import { PROVIDER_PENDING_ID } from "./provider-pending.tsx";

type FormValues = { name: string; email: string; cloudProviderId: string; file: File | null };
type FieldName = keyof FormValues;

const FIELD_NAMES: readonly FieldName[] = ["name", "email", "cloudProviderId", "file"];

function isFieldName(value: unknown): value is FieldName {
  return typeof value === "string" && (FIELD_NAMES as readonly string[]).includes(value);
}

type AnalysisFormProps = {
  isRunning: boolean;
  /** Runs the analysis; resolves with the refusal's message when there was one (shown beside the file). */
  onSubmit: (input: AnalysisSubmission) => Promise<string | null>;
};

/** docs/product.md#screens "Analysis section" and #validation "Upload form": the first failing rule, in the spec's order, is the toast. */
export function AnalysisForm({ isRunning, onSubmit }: AnalysisFormProps) {
  const switches = usePublicSwitches();
  // docs/product.md#behaviour "Feature switch": on unless the setting says otherwise; the server refuses uploads either way.
  const isEnabled = switches.analysis;
  // With no provider to pick the form cannot be sent; the provider field says why.
  const { data: providers } = useQuery(providersQuery());
  const hasProvider = providers?.some((provider) => provider.enabled) ?? true;
  const providerRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const form = useForm<FormValues>({
    defaultValues: { name: "", email: "", cloudProviderId: "", file: null },
  });
  const { errors } = form.formState;

  const focusField = useCallback(
    (field: FieldName) => {
      if (field === "cloudProviderId") {
        providerRef.current?.querySelector<HTMLElement>('[role="radio"]:not([disabled])')?.focus();
      } else if (field === "file") {
        fileRef.current?.focus();
      } else {
        form.setFocus(field);
      }
    },
    [form],
  );

  // Replacing its placeholder, the form takes what the visitor did there: the text typed, the file chosen, and the
  // focus, on the element of the same id (the provider list's first radio when the list is already there).
  useLayoutEffect(() => {
    const handoff = takeHandoff();
    if (!handoff) return;
    if (handoff.name) form.setValue("name", handoff.name);
    if (handoff.email) form.setValue("email", handoff.email);
    const { file } = handoff;
    if (file && PdfFileSchema.safeParse({ name: file.name, size: file.size }).success)
      form.setValue("file", file);
    if (!handoff.focusedId) return;
    const target = document.getElementById(handoff.focusedId);
    if (target) target.focus({ preventScroll: true });
    else if (handoff.focusedId === PROVIDER_PENDING_ID) focusField("cloudProviderId");
  }, [form, focusField]);

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    const parsed = AnalysisRequestSchema.safeParse({
      ...values,
      file: values.file ? { name: values.file.name, size: values.file.size } : undefined,
    });
    if (!parsed.success || !values.file) {
      const issue = parsed.success ? undefined : parsed.error.issues[0];
      const message = issue?.message ?? MSG_PDF_REQUIRED;
      const field = isFieldName(issue?.path[0]) ? issue.path[0] : "file";
      toast.error(message);
      form.setError(field, { type: "validate", message });
      focusField(field);
      return;
    }
    const refusal = await onSubmit({ ...parsed.data, file: values.file });
    // Beside the file until the file changes: the toast fades, and on a phone it covers the field.
    if (refusal) form.setError("file", { type: "server", message: refusal });
  });

  // The button is disabled in the click's own event, before the form's checks finish: a double click is one
  // submission (the run itself also refuses a second start).
  const checking = useRef(false);
  const [isChecking, setChecking] = useState(false);
  const isBusy = isRunning || isChecking;
  // "Processing..." disables the button; after a refused invoice the focus is back on it (a result takes it).
  useFocusBackAfter(isBusy);
  const onFormSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (checking.current || isRunning) {
      event.preventDefault();
      return;
    }
    checking.current = true;
    setChecking(true);
    try {
      await submit(event);
    } finally {
      checking.current = false;
      setChecking(false);
    }
  };

  return (
    <CheckedForm label="Bill analysis" onSubmit={onFormSubmit} className="flex flex-col gap-6">
      {/* Read first, before the disabled fields and button it explains. */}
      {isEnabled ? null : <AnalysisPausedNote switches={switches} />}
      {/* Switched off, nothing in the form takes input: the fieldset disables the fields and the button. */}
      <fieldset disabled={!isEnabled} className="flex min-w-0 flex-col gap-6">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="analysis-name" label="Full Name" error={errors.name?.message}>
            {(aria) => (
              <Input
                {...aria}
                autoComplete="name"
                placeholder="Jane Doe"
                {...form.register("name", { onChange: () => form.clearErrors("name") })}
              />
            )}
          </FormField>
          <FormField id="analysis-email" label="Work Email" error={errors.email?.message}>
            {(aria) => (
              <Input
                {...aria}
                type="email"
                autoComplete="email"
                placeholder="jane@company.com"
                {...form.register("email", { onChange: () => form.clearErrors("email") })}
              />
            )}
          </FormField>
        </div>
        <Controller
          control={form.control}
          name="cloudProviderId"
          render={({ field, fieldState }) => (
            <ProviderField
              value={field.value}
              onChange={(id) => {
                field.onChange(id);
                form.clearErrors("cloudProviderId");
              }}
              invalid={Boolean(fieldState.error)}
              disabled={!isEnabled}
              groupRef={providerRef}
            />
          )}
        />
        <Controller
          control={form.control}
          name="file"
          render={({ field, fieldState }) => (
            <PdfDropZone
              file={field.value}
              onChange={(file) => {
                field.onChange(file);
                form.clearErrors("file");
              }}
              onRefused={(message) => form.setError("file", { type: "validate", message })}
              error={fieldState.error?.message}
              disabled={!isEnabled || isRunning}
              inputRef={fileRef}
            />
          )}
        />
        <div className="flex flex-col gap-3">
          <Button
            id="analysis-submit"
            type="submit"
            size="lg"
            disabled={!isEnabled || !hasProvider || isBusy}
            className="w-full"
          >
            {isRunning ? (
              <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
            ) : (
              <Sparkles aria-hidden="true" />
            )}
            {!isEnabled ? "Analysis Currently Unavailable" : isRunning ? "Processing..." : "Analyze My Bill"}
          </Button>
          {isEnabled ? (
            <p className="text-center text-muted-foreground text-xs">
              <Lock aria-hidden="true" className="mr-1.5 inline size-3.5 align-[-2px]" />
              Your invoice is only used for this analysis. No credit card, no commitment.
            </p>
          ) : null}
        </div>
      </fieldset>
    </CheckedForm>
  );
}
