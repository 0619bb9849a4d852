import { TriangleAlert } from "lucide-react";

/** "Based on figures to check": a figure behind the rate was not read with certainty (cleared once the visitor settles it). */
export function FiguresToCheck({ text, as: Tag = "li" }: { text: string; as?: "li" | "p" }) {
  return (
    <Tag
      data-testid="figures-to-check"
      className="flex items-start gap-1.5 text-amber-700 text-sm dark:text-amber-400"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{text}</span>
    </Tag>
  );
}
