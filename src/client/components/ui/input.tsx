import type { ComponentProps } from "react";
import { cn } from "#client/lib/cn.ts";

export const fieldClasses = cn(
  "w-full rounded-lg border border-input bg-background px-3 text-base text-foreground shadow-xs transition-colors sm:text-sm",
  "placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/30",
  "disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/20",
);

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(fieldClasses, "h-10", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClasses, "min-h-28 resize-y py-2", className)} {...props} />;
}
