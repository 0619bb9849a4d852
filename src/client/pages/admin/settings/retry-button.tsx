import { RotateCw } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";

/** The small outline button that sends a failed job or a delivery again ("Retry", "Resend"). */
export function RetryButton({
  label,
  disabled,
  onClick,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button size="sm" variant="outline" disabled={disabled} onClick={onClick}>
      <RotateCw aria-hidden="true" />
      {label}
    </Button>
  );
}
