import { type FormEvent, useLayoutEffect, useRef } from "react";
import { buttonClasses } from "#client/components/ui/button.tsx";
import { fieldClasses } from "#client/components/ui/input.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { cn } from "#client/lib/cn.ts";
import { leaveHandoff } from "./form-handoff.ts";
import { PROVIDER_PENDING_ID, ProviderPending } from "./provider-pending.tsx";

const LABEL = "font-medium text-foreground text-sm leading-none";

/** A text field of the placeholder: the real form's label and input, before its code arrives. */
function PlaceholderField({
  id,
  label,
  type,
  autoComplete,
  placeholder,
}: {
  id: string;
  label: string;
  type?: "email";
  autoComplete: string;
  placeholder: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        className={cn(fieldClasses, "h-10")}
      />
    </div>
  );
}

/**
 * The analysis form as the pre-rendered page shows it until the form's code arrives: the same fields with the same
 * ids, in the same places, each taking the focus (a keyboard visitor tabbing at once meets them in the page's order
 * instead of passing a placeholder with nothing to focus, the form then appearing above where the focus already is).
 * The real form takes over the focus and anything typed (form-handoff.ts). Its submission does nothing, before
 * the app runs too (method "dialog" outside a dialog): the real form is a moment away.
 */
export function AnalysisFormPlaceholder() {
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const form = formRef.current;
    // Runs as the placeholder leaves the page, before its elements are removed.
    return () => {
      if (form) leaveHandoff(form);
    };
  }, []);
  return (
    <div
      data-lazy-fallback=""
      className="mx-auto mt-12 max-w-3xl rounded-2xl border bg-card p-5 shadow-black/5 shadow-lg sm:p-8"
    >
      <form
        ref={formRef}
        method="dialog"
        noValidate
        aria-label="Bill analysis"
        aria-busy="true"
        className="flex flex-col gap-6"
        onSubmit={(event: FormEvent) => event.preventDefault()}
      >
        <p role="status" className="sr-only">
          Loading section...
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <PlaceholderField id="analysis-name" label="Full Name" autoComplete="name" placeholder="Jane Doe" />
          <PlaceholderField
            id="analysis-email"
            label="Work Email"
            type="email"
            autoComplete="email"
            placeholder="jane@company.com"
          />
        </div>
        <div className="flex flex-col gap-2">
          <span id={`${PROVIDER_PENDING_ID}-label`} className={LABEL}>
            Cloud Provider
          </span>
          <ProviderPending labelId={`${PROVIDER_PENDING_ID}-label`} />
        </div>
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-2 font-medium text-sm leading-none">Upload PDF</legend>
          <div className="relative flex flex-col rounded-xl border-2 border-input border-dashed bg-background has-[input:focus-visible]:border-ring has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-ring/30">
            <input
              id="analysis-file"
              type="file"
              accept=".pdf,application/pdf"
              aria-label="Upload PDF"
              className="sr-only"
            />
            <label
              htmlFor="analysis-file"
              className="flex cursor-pointer flex-col items-center justify-center gap-2 px-4 py-8 text-center"
            >
              <Skeleton aria-hidden="true" className="size-11 rounded-full bg-accent" />
              <span className="font-medium text-sm">Drop your file here or click to upload</span>
              <span className="text-muted-foreground text-xs">PDF up to 10MB</span>
            </label>
          </div>
        </fieldset>
        <div className="flex flex-col gap-3">
          <button id="analysis-submit" type="submit" className={cn(buttonClasses("primary", "lg"), "w-full")}>
            Analyze My Bill
          </button>
          <p className="text-center text-muted-foreground text-xs">
            Your invoice is only used for this analysis. No credit card, no commitment.
          </p>
        </div>
      </form>
    </div>
  );
}
