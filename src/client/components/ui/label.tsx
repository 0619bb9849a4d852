import { Label as LabelPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "#client/lib/cn.ts";

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      className={cn("font-medium text-foreground text-sm leading-none peer-disabled:opacity-60", className)}
      {...props}
    />
  );
}
