import type { LucideIcon } from "lucide-react";
import { Button, type ButtonProps } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/cn.ts";

type IconActionProps = Omit<ButtonProps, "children" | "size"> & { icon: LucideIcon; label: string };

/** A square row action (edit, save, cancel) named by its label for screen readers and as a tooltip. */
export function IconAction({ icon: Icon, label, className, variant = "ghost", ...props }: IconActionProps) {
  return (
    <Button
      variant={variant}
      size="icon"
      aria-label={label}
      title={label}
      className={cn("size-9", className)}
      {...props}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}
