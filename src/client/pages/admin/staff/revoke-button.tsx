import { UserX } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";

type RevokeButtonProps = { email: string; disabled?: boolean; onConfirm: () => void };

/** Asks before revoking: the account is deleted and signed out everywhere at once. */
export function RevokeButton({ email, disabled, onConfirm }: RevokeButtonProps) {
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="outline"
          size="sm"
          disabled={disabled}
          aria-label={`Revoke access for ${email}`}
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        >
          <UserX aria-hidden="true" />
          Revoke
        </Button>
      }
      title={`Revoke access for ${email}?`}
      description={
        <>
          The account is deleted and signed out on every device at once. It can only come back by registering
          again while admin sign-ups are on, or through the admin:create command.
        </>
      }
      confirmLabel="Revoke access"
      onConfirm={onConfirm}
    />
  );
}
