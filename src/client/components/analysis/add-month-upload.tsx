import { FilePlus2, Loader2 } from "lucide-react";
import { type ChangeEvent, useId, useRef } from "react";
import { SERVER_FAILURE_MESSAGE } from "#client/api/http.ts";
import { useAddMonth } from "#client/api/result-months.ts";
import { Button } from "#client/components/ui/button.tsx";

/**
 * "Add another month", for the browser holding the result's manage token. The PDF goes through the same
 * checks as an analysis; a refusal (another account, provider or currency, the same invoice) is shown as the
 * server words it.
 */
export function AddMonthUpload({ resultId }: { resultId: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const add = useAddMonth(resultId);
  const errorId = useId();
  const failure = add.error ? add.error.message || SERVER_FAILURE_MESSAGE : null;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) add.mutate(file);
  }

  return (
    <div className="flex flex-col gap-2 print:hidden" data-testid="add-month">
      <input
        ref={inputRef}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        data-month-input=""
        aria-label="Invoice PDF of another month"
        onChange={handleChange}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          disabled={add.isPending}
          aria-describedby={failure ? errorId : undefined}
          onClick={() => inputRef.current?.click()}
        >
          {add.isPending ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <FilePlus2 aria-hidden="true" />
          )}
          {add.isPending ? "Reading the invoice..." : "Add another month"}
        </Button>
        <span className="text-muted-foreground text-xs">
          A PDF invoice of the same account, another month.
        </span>
      </div>
      <p
        id={errorId}
        role="alert"
        data-testid="add-month-error"
        className={failure ? "text-destructive text-sm" : "sr-only"}
      >
        {failure ?? ""}
      </p>
    </div>
  );
}
