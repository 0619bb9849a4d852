import type { Placement } from "../invoice-generator/pdf-writer.ts";
import { textWidth } from "./metrics.ts";

/** A text run with what the stream-order shuffles need to know about it. */
export type Run = Placement & { footer?: boolean; amount?: boolean };

export const PAGE = { left: 40, right: 572, top: 770 };

/** Collects positioned text runs. */
export class Sheet {
  readonly runs: Run[] = [];

  text(
    x: number,
    y: number,
    text: string,
    options: { size?: number; footer?: boolean; amount?: boolean } = {},
  ): void {
    if (text.trim() === "") return;
    this.runs.push({
      x: Math.round(x * 100) / 100,
      y: Math.round(y * 100) / 100,
      text,
      size: options.size ?? 9,
      ...flags(options),
    });
  }

  right(
    xRight: number,
    y: number,
    text: string,
    options: { size?: number; footer?: boolean; amount?: boolean } = {},
  ): void {
    this.text(xRight - textWidth(text, options.size ?? 9), y, text, options);
  }

  amount(xRight: number, y: number, text: string, size = 9): void {
    this.right(xRight, y, text, { size, amount: true });
  }
}

function flags(options: { footer?: boolean; amount?: boolean }): Partial<Run> {
  const out: Partial<Run> = {};
  if (options.footer) out.footer = true;
  if (options.amount) out.amount = true;
  return out;
}

/** Greedy word wrap to a width in points. */
export function wrap(text: string, width: number, size: number): string[] {
  const words = text.split(" ");
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}
