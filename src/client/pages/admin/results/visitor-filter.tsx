import type { ResultsFilter } from "#client/api/admin/results.ts";
import { fieldClasses } from "#client/components/ui/input.tsx";
import { cn } from "#client/lib/cn.ts";

/** Results whose visitor confirmed the figures beside the page on the review step, or typed some of them. */
export function VisitorFilter({
  value,
  onChange,
}: {
  value: ResultsFilter["visitor"];
  onChange: (value: ResultsFilter["visitor"]) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-muted-foreground text-sm">
      Figures
      <select
        className={cn(fieldClasses, "h-10 w-auto pr-8")}
        value={value}
        onChange={(event) =>
          onChange(
            event.target.value === "confirmed" || event.target.value === "typed" ? event.target.value : "",
          )
        }
      >
        <option value="">Any</option>
        <option value="confirmed">Confirmed by the visitor</option>
        <option value="typed">Typed by the visitor</option>
      </select>
    </label>
  );
}
