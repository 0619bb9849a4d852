import type { ReactNode } from "react";
import { cn } from "#client/lib/cn.ts";

type SectionHeadingProps = {
  eyebrow: string;
  title: string;
  description?: ReactNode;
  id?: string;
  align?: "center" | "left";
};

export function SectionHeading({ eyebrow, title, description, id, align = "center" }: SectionHeadingProps) {
  return (
    <div
      className={cn(
        "flex flex-col gap-3",
        align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl",
      )}
    >
      <p className="font-semibold text-primary text-sm uppercase tracking-wider">{eyebrow}</p>
      <h2 id={id} className="text-balance font-bold text-3xl tracking-tight sm:text-4xl">
        {title}
      </h2>
      {description ? <p className="text-pretty text-lg text-muted-foreground">{description}</p> : null}
    </div>
  );
}
