import type { OrderId } from "./model.ts";
import type { Run } from "./sheet.ts";

const reading = (a: Run, b: Run) => b.y - a.y || a.x - b.x;

/** The content-stream order of the runs. "shuffled" is done by the PDF writer (seeded). */
export function streamOrder(runs: Run[], order: OrderId): Run[] {
  const natural = [...runs].sort(reading);
  const firstThen = (first: (r: Run) => boolean) => [
    ...natural.filter(first),
    ...natural.filter((r) => !first(r)),
  ];
  switch (order) {
    case "natural":
    case "shuffled":
      return natural;
    case "footer-first":
      return firstThen((r) => !!r.footer);
    case "right-first":
      return firstThen((r) => r.x >= 300);
    case "bottom-up":
      return [...runs].sort((a, b) => a.y - b.y || a.x - b.x);
    case "amounts-first":
      return firstThen((r) => !!r.amount);
  }
}
