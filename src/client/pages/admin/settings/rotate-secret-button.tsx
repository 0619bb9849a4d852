import { KeyRound } from "lucide-react";
import { useRotateWebhookSecret } from "#client/api/admin/webhooks.ts";
import { errorMessage } from "#client/api/error-message.ts";
import { Button } from "#client/components/ui/button.tsx";
import { toast } from "#client/lib/toast.ts";

/**
 * "New secret": a new signing secret for one endpoint, handed to `onRotated` to be shown once. For 24 hours every
 * request carries the old and the new signature, so the receiver can switch without losing a delivery.
 */
export function RotateSecretButton({
  endpointId,
  url,
  onRotated,
}: {
  endpointId: string;
  url: string;
  onRotated: (secret: string) => void;
}) {
  const rotate = useRotateWebhookSecret();
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={`New signing secret for ${url}`}
      disabled={rotate.isPending}
      onClick={() =>
        rotate.mutate(endpointId, {
          onSuccess: (created) => onRotated(created.secret),
          onError: (error) => toast.error(errorMessage(error, "Could not make a new secret.")),
        })
      }
    >
      <KeyRound aria-hidden="true" />
      New secret
    </Button>
  );
}
