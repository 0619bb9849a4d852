// Line breaks in a one-line field could start a forged "Email:" line in the team's mail, or a header.
const LINE_BREAKS = /[\r\n\u0085\u2028\u2029]+/g;

/** Collapses every kind of line break to one space. */
export function toSingleLine(value: string): string {
  return value.replace(LINE_BREAKS, " ");
}
