import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "#client/lib/cn.ts";

export const RadioGroup = RadioGroupPrimitive.Root;

/** A radio rendered as a selectable pill; the label text is its child. */
export function RadioPill({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        "flex h-10 flex-1 cursor-pointer items-center justify-center rounded-lg border border-input bg-background px-3 text-sm transition-colors",
        "hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60",
        "data-[state=checked]:border-primary data-[state=checked]:bg-accent data-[state=checked]:font-medium data-[state=checked]:text-accent-foreground",
        className,
      )}
      {...props}
    />
  );
}
