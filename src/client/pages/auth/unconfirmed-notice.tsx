import { MailWarning, Send } from "lucide-react";
import { useResendConfirmation } from "#client/api/auth.ts";
import { errorMessage } from "#client/api/error-message.ts";
import { Button } from "#client/components/ui/button.tsx";

const RESEND_FAILED = "The confirmation email could not be sent. Please try again.";

/**
 * Sign-in refused because the address is not confirmed: says what to do, and sends a new confirmation link on
 * request (the first may be lost, expired, or in a spam folder).
 */
export function UnconfirmedNotice({ email }: { email: string }) {
  const resend = useResendConfirmation();
  return (
    <div
      role="alert"
      data-testid="email-not-verified"
      className="flex flex-col gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 p-4 text-sm"
    >
      <p className="flex gap-3">
        <MailWarning
          aria-hidden="true"
          className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-400"
        />
        <span>
          <strong className="font-semibold">Email not verified.</strong> Open the link in the confirmation
          email we sent to <strong className="font-medium break-all">{email}</strong>, then log in.
        </span>
      </p>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        disabled={resend.isPending}
        onClick={() => resend.mutate(email)}
      >
        <Send aria-hidden="true" />
        {resend.isPending ? "Sending..." : "Resend the verification email"}
      </Button>
      {resend.isSuccess ? (
        <p role="status">We sent a new confirmation link to {email}. It is valid for one hour.</p>
      ) : resend.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(resend.error, RESEND_FAILED)}
        </p>
      ) : null}
    </div>
  );
}
