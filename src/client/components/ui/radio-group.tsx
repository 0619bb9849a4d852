import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "#client/lib/cn.ts";

const ARROW_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"]);

/**
 * Radix's radio group moves the focus on an arrow key in a timeout, and selects the newly focused radio only if
 * the key is still held by then: a quick press (key up first) moved the focus ring but left the old value. The
 * WAI-ARIA radio group pattern selects on arrow keys, so select whatever radio the arrow key moved to.
 */
export function RadioGroup({ onKeyDown, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return (
    <RadioGroupPrimitive.Root
      {...props}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!ARROW_KEYS.has(event.key)) return;
        const group = event.currentTarget;
        window.setTimeout(() => {
          const focused = document.activeElement;
          if (
            focused instanceof HTMLButtonElement &&
            group.contains(focused) &&
            focused.getAttribute("role") === "radio" &&
            !focused.disabled &&
            focused.getAttribute("aria-checked") !== "true"
          )
            focused.click();
        });
      }}
    />
  );
}

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
