import { Switch as SwitchPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "#client/lib/cn.ts";

/**
 * An on/off switch (role="switch", Space toggles it). Label it with aria-label or a <Label htmlFor>.
 * Off is an outlined track with a smaller knob in the muted text colour, on is a filled track with a full knob
 * (Material's pattern): in both themes and both states the knob and the track's edge stand out at least 3:1
 * (WCAG 1.4.11); a page-coloured knob on the input-coloured track all but vanished in the dark theme.
 */
export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        "peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 transition-colors",
        "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        "disabled:cursor-not-allowed disabled:opacity-50",
        "data-[state=checked]:border-primary data-[state=checked]:bg-primary",
        "data-[state=unchecked]:border-muted-foreground data-[state=unchecked]:bg-input",
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb
        className={cn(
          "pointer-events-none block rounded-full shadow-sm ring-0 transition-all",
          "data-[state=checked]:size-5 data-[state=checked]:translate-x-5 data-[state=checked]:bg-primary-foreground",
          "data-[state=unchecked]:size-4 data-[state=unchecked]:translate-x-0.5 data-[state=unchecked]:bg-muted-foreground",
        )}
      />
    </SwitchPrimitive.Root>
  );
}
