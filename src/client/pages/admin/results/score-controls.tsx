import type { ResultsFilter } from "#client/api/admin/results.ts";
import { fieldClasses } from "#client/components/ui/input.tsx";
import { cn } from "#client/lib/cn.ts";

const MIN_SCORES = [25, 50, 75] as const;

type Props = {
  sort: ResultsFilter["sort"];
  minScore: number | "";
  onChange: (sort: ResultsFilter["sort"], minScore: number | "") => void;
};

/** Order (newest or highest lead score first) and a minimum score, as two native selects. */
export function ScoreControls({ sort, minScore, onChange }: Props) {
  const selectClasses = cn(fieldClasses, "h-10 w-auto pr-8");
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label className="flex items-center gap-2 text-muted-foreground text-sm">
        Order
        <select
          className={selectClasses}
          value={sort}
          onChange={(event) => onChange(event.target.value === "score" ? "score" : "newest", minScore)}
        >
          <option value="newest">Newest first</option>
          <option value="score">Highest score first</option>
        </select>
      </label>
      <label className="flex items-center gap-2 text-muted-foreground text-sm">
        Score
        <select
          className={selectClasses}
          value={String(minScore)}
          onChange={(event) => onChange(sort, event.target.value === "" ? "" : Number(event.target.value))}
        >
          <option value="">Any</option>
          {!MIN_SCORES.includes(minScore as (typeof MIN_SCORES)[number]) && minScore !== "" ? (
            <option value={minScore}>{`${minScore} or more`}</option>
          ) : null}
          {MIN_SCORES.map((score) => (
            <option key={score} value={score}>{`${score} or more`}</option>
          ))}
        </select>
      </label>
    </div>
  );
}
