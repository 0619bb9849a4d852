/** Spec §9: percentages with 1 decimal. Takes a fraction: formatPercent(0.2345) === "23.5%". */
export function formatPercent(fraction: number, decimals = 1): string {
  // 0.2345 * 100 * 10 is 234.49999999999997 in binary floating point: trim the noise to 12 significant digits
  // before rounding, so halves round up as a reader expects.
  const scaled = Number((fraction * 100 * 10 ** decimals).toPrecision(12));
  return `${(Math.round(scaled) / 10 ** decimals).toFixed(decimals)}%`;
}
