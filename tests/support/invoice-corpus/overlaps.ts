import { textWidth } from "./metrics.ts";
import type { Run } from "./sheet.ts";

/** Pairs of runs that would print over each other (same line, intersecting horizontally). */
export function overlaps(runs: Run[]): Array<[Run, Run]> {
  const out: Array<[Run, Run]> = [];
  for (const run of runs)
    if (run.x < 20 || run.x + textWidth(run.text, run.size ?? 9) > 592) out.push([run, run]);
  for (let i = 0; i < runs.length; i++) {
    for (let j = i + 1; j < runs.length; j++) {
      const a = runs[i] as Run;
      const b = runs[j] as Run;
      const height = Math.min(a.size ?? 9, b.size ?? 9) * 0.8;
      if (Math.abs(a.y - b.y) >= height) continue;
      const a1 = a.x + textWidth(a.text, a.size ?? 9);
      const b1 = b.x + textWidth(b.text, b.size ?? 9);
      if (a.x < b1 - 1 && b.x < a1 - 1) out.push([a, b]);
    }
  }
  return out;
}
