import { UserX } from "lucide-react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "#client/components/ui/alert-dialog.tsx";
import { Button } from "#client/components/ui/button.tsx";

type RevokeButtonProps = { email: string; disabled?: boolean; onConfirm: () => void };

/** Asks before revoking: the account is deleted and signed out everywhere at once. */
export function RevokeButton({ email, disabled, onConfirm }: RevokeButtonProps) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
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
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Revoke access for {email}?</AlertDialogTitle>
        <AlertDialogDescription>
          The account is deleted and signed out on every device at once. It can only come back by registering
          again while admin sign-ups are on, or through the admin:create command.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Revoke access</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
