import { cn } from "#client/lib/cn.ts";
import { formatMoney } from "#shared/format/money.ts";

export const usd = (value: number) => formatMoney(value, { currency: "USD", decimals: 0 });

/** "2027-03-22" -> "22 Mar" (UTC: the weeks are UTC weeks). */
export function weekLabel(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
}

/** Which week labels fit: every `step`th, and the last (this week), never crowding it. */
function labelled(i: number, count: number, step: number): boolean {
  return i === count - 1 || (i % step === 0 && i < count - 2);
}

/**
 * Analyses per week as columns: the bars are SVG stretched to the card's width at a fixed height (theme colour
 * through the primary token), the labels HTML so they stay readable at 360 px; a label every third week on phones,
 * every other one on wider screens.
 */
export function WeeklyColumns({ weeks }: { weeks: { week_start: string; analyses: number }[] }) {
  const max = Math.max(1, ...weeks.map((w) => w.analyses));
  const slot = 100 / Math.max(1, weeks.length);
  const bar = slot * 0.62;
  return (
    <div className="flex flex-col gap-1 text-muted-foreground text-xs">
      <div className="flex items-stretch gap-2">
        <div className="flex w-8 flex-col justify-between text-right tabular-nums">
          <span>{max}</span>
          <span>0</span>
        </div>
        <svg
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          className="h-40 w-full border-current/40 border-b sm:h-48"
          role="presentation"
        >
          {weeks.map((w, i) => {
            const h = (98 * w.analyses) / max;
            return (
              <rect
                key={w.week_start}
                x={i * slot + (slot - bar) / 2}
                y={100 - h}
                width={bar}
                height={h}
                className="fill-primary"
                data-testid="week-bar"
              />
            );
          })}
        </svg>
      </div>
      <div className="flex pl-10">
        {weeks.map((w, i) => (
          <span
            key={w.week_start}
            className={cn(
              "min-w-0 flex-1 whitespace-nowrap",
              i === weeks.length - 1 ? "text-right" : "text-center",
              labelled(i, weeks.length, 3) ? "visible" : "invisible",
              labelled(i, weeks.length, 2) ? "sm:visible" : "sm:invisible",
            )}
          >
            {weekLabel(w.week_start)}
          </span>
        ))}
      </div>
    </div>
  );
}

/** Horizontal bars (funnel steps, providers) as HTML: they wrap and reflow at any width, in either theme. */
export function HorizontalBars({
  items,
  format = (n) => String(n),
}: {
  items: { label: string; value: number; note?: string }[];
  format?: (value: number) => string;
}) {
  const max = Math.max(1, ...items.map((i) => i.value));
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={item.label} className="flex flex-col gap-1">
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span className="min-w-0 truncate">{item.label}</span>
            <span className="whitespace-nowrap font-semibold tabular-nums">
              {format(item.value)}
              {item.note ? <span className="ml-1 font-normal text-muted-foreground">{item.note}</span> : null}
            </span>
          </div>
          <div className="h-2.5 w-full overflow-hidden rounded-full bg-muted">
            <div
              className="h-full rounded-full bg-primary"
              style={{ width: `${(100 * item.value) / max}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
