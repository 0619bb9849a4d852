import { FilePlus2, Loader2 } from "lucide-react";
import { type ChangeEvent, useId, useRef, useState } from "react";
import { ApiError, SERVER_FAILURE_MESSAGE } from "#client/api/http.ts";
import { useAddMonth } from "#client/api/result-months.ts";
import { Button } from "#client/components/ui/button.tsx";
import { CONFIRM_ACCOUNT_CODE } from "#shared/messages/result.ts";

/**
 * "Add another month", for the browser holding the result's manage token. The PDF goes through the same
 * checks as an analysis; a refusal (another account, provider or currency, the same invoice) is shown as the
 * server words it. An invoice whose account cannot be checked (no account number printed) is added only once the
 * visitor says it is of the same account: the server's question is shown with a confirm step.
 */
export function AddMonthUpload({ resultId }: { resultId: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const add = useAddMonth(resultId);
  const errorId = useId();
  const confirmId = useId();
  // The file waiting for the visitor's word on its account (the server asked).
  const [unconfirmed, setUnconfirmed] = useState<File | null>(null);
  const asksToConfirm = add.error instanceof ApiError && add.error.code === CONFIRM_ACCOUNT_CODE;
  const question = asksToConfirm && unconfirmed ? add.error?.message : null;
  const failure = add.error && !question ? add.error.message || SERVER_FAILURE_MESSAGE : null;

  function send(file: File, confirmAccount: boolean) {
    setUnconfirmed(confirmAccount ? null : file);
    add.mutate({ file, confirmAccount });
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) send(file, false);
  }

  function cancel() {
    setUnconfirmed(null);
    add.reset();
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
          disabled={add.isPending || question !== null}
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
      {question && unconfirmed ? (
        <fieldset
          aria-labelledby={confirmId}
          data-testid="add-month-confirm"
          className="flex min-w-0 flex-col gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 p-4 text-sm"
        >
          <p id={confirmId} className="text-pretty">
            {question}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => send(unconfirmed, true)}>
              Yes, same account: add it
            </Button>
            <Button size="sm" variant="outline" onClick={cancel}>
              No, do not add it
            </Button>
          </div>
        </fieldset>
      ) : null}
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
