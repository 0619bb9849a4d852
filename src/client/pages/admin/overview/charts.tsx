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

/**
 * Analyses per week as columns, drawn in SVG with theme colours (currentColor and the primary token), scaled
 * to its container's width so it fits 360 px as well as a desktop card.
 */
export function WeeklyColumns({ weeks }: { weeks: { week_start: string; analyses: number }[] }) {
  const max = Math.max(1, ...weeks.map((w) => w.analyses));
  const width = 600;
  const height = 200;
  const bottom = 24;
  const top = 16;
  const slot = width / Math.max(1, weeks.length);
  const bar = Math.max(4, slot * 0.62);
  const every = weeks.length > 8 ? 2 : 1;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full text-muted-foreground"
      role="presentation"
    >
      <line
        x1="0"
        x2={width}
        y1={height - bottom}
        y2={height - bottom}
        stroke="currentColor"
        strokeOpacity="0.4"
      />
      {weeks.map((w, i) => {
        const h = ((height - bottom - top) * w.analyses) / max;
        const x = i * slot + (slot - bar) / 2;
        return (
          <g key={w.week_start}>
            <rect
              x={x}
              y={height - bottom - h}
              width={bar}
              height={h}
              rx="3"
              className="fill-primary"
              data-testid="week-bar"
            />
            {w.analyses > 0 ? (
              <text
                x={x + bar / 2}
                y={height - bottom - h - 4}
                textAnchor="middle"
                fontSize="13"
                className="fill-foreground"
              >
                {w.analyses}
              </text>
            ) : null}
            {i % every === 0 || i === weeks.length - 1 ? (
              <text x={x + bar / 2} y={height - 6} textAnchor="middle" fontSize="12" fill="currentColor">
                {weekLabel(w.week_start)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
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
