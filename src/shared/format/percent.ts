/** Spec §9: percentages with 1 decimal. Takes a fraction: formatPercent(0.2345) === "23.5%". */
export function formatPercent(fraction: number, decimals = 1): string {
  return `${(fraction * 100).toFixed(decimals)}%`;
}
