import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import type { ReviewFigure } from "#shared/schemas/review.ts";
import type { FormKey } from "./review-fields.ts";

/**
 * One figure of the review form: labelled, pre-filled when found (marked "please check", with the printed words
 * it was read from read out), empty when not, and saying when the amount typed is not printed on the page.
 */
export function ReviewInput({
  name,
  label,
  found,
  value,
  typed,
  error,
  onChange,
  onFocus,
}: {
  name: FormKey;
  label: string;
  found: ReviewFigure;
  value: string;
  /** The amount is not printed on the pages shown: it will be saved as typed by the visitor. */
  typed: boolean;
  error: string | undefined;
  onChange: (value: string) => void;
  onFocus: () => void;
}) {
  const id = `review-${name}`;
  const wasFound = found.text !== null;
  const hint = wasFound
    ? `Please check: read from page ${found.page ?? 1}, “${found.text}”.`
    : "Not found on the invoice: type it, or click it on the page.";
  const describedBy = [`${id}-hint`, typed ? `${id}-typed` : "", error ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor={id}>{label}</Label>
        {wasFound ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 text-xs dark:bg-amber-900/40 dark:text-amber-100">
            Please check
          </span>
        ) : null}
      </div>
      <Input
        id={id}
        name={name}
        value={value}
        inputMode={name === "currency" ? "text" : "decimal"}
        autoComplete="off"
        maxLength={name === "currency" ? 3 : 24}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
        className={name === "currency" ? "uppercase" : "tabular-nums"}
      />
      <p id={`${id}-hint`} className="break-words text-muted-foreground text-xs">
        {hint}
      </p>
      {typed ? (
        <p id={`${id}-typed`} className="text-muted-foreground text-xs">
          Not printed on the page: it will be marked “typed by the visitor”.
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
