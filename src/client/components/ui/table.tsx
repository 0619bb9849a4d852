import type { ComponentProps } from "react";
import { cn } from "#client/lib/cn.ts";

/**
 * A data table, and the one responsive pattern of every admin list (`.stacked-list` in app.css):
 * a table from 1280 px, and below it one card per row whose cells name their column (`label` on TableCell).
 * Nothing scrolls sideways, so no column is hidden and no hint is needed.
 */
export function Table({ className, label, ...props }: ComponentProps<"table"> & { label: string }) {
  return (
    <section
      aria-label={label}
      className="stacked-list relative w-full overflow-x-auto rounded-2xl border bg-card shadow-sm"
    >
      <table className={cn("w-full caption-bottom border-collapse text-sm", className)} {...props} />
    </section>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return <thead className={cn("bg-muted/60 [&_tr]:border-b", className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody className={cn("[&_tr:last-child]:border-b-0", className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return <tr className={cn("border-b transition-colors hover:bg-muted/40", className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      scope="col"
      className={cn(
        "h-11 whitespace-nowrap px-4 text-left align-middle font-semibold text-muted-foreground text-xs uppercase tracking-wide",
        className,
      )}
      {...props}
    />
  );
}

/** `label`: the column's name, shown beside the value when the row is a card (below 1280 px). */
export function TableCell({ className, label, ...props }: ComponentProps<"td"> & { label?: string }) {
  return <td data-label={label} className={cn("px-4 py-3 align-middle", className)} {...props} />;
}
