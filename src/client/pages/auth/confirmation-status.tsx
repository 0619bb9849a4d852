import { CircleAlert, CircleCheck } from "lucide-react";
import { useSearchParams } from "react-router";
import { confirmationErrorText, MSG_EMAIL_CONFIRMED } from "#shared/email-confirmation.ts";

/**
 * Where an email confirmation link lands (/auth?verified=1, or with `error=` when the link could not be used):
 * says so above the login form.
 */
export function ConfirmationStatus() {
  const [params] = useSearchParams();
  const error = params.get("error");
  if (error) {
    return (
      <p
        role="alert"
        data-testid="confirmation-status"
        className="flex gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-4 text-sm"
      >
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
        <span>{confirmationErrorText(error)}</span>
      </p>
    );
  }
  if (params.get("verified") !== "1") return null;
  return (
    <p
      role="status"
      data-testid="confirmation-status"
      className="flex gap-3 rounded-xl border border-primary/30 bg-accent p-4 text-accent-foreground text-sm"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="font-medium">{MSG_EMAIL_CONFIRMED}</span>
    </p>
  );
}
