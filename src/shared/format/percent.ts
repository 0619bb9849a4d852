/** docs/product.md#limits: percentages with 1 decimal. Takes a fraction: formatPercent(0.2345) === "23.5%". */
export function formatPercent(fraction: number, decimals = 1): string {
  // 0.2345 * 100 * 10 is 234.49999999999997 in binary floating point: trim the noise to 12 significant digits
  // before rounding, so halves round up as a reader expects.
  const scaled = Number((fraction * 100 * 10 ** decimals).toPrecision(12));
  return `${(Math.round(scaled) / 10 ** decimals).toFixed(decimals)}%`;
}

/**
 * How a savings rate compares with the provider's average, said as a person would: "4.0 points short of the
 * 28.0% average", "nothing saved yet; the average is 28.0%" (never "28.0 pts below 28.0%"), "2.5 points above the
 * 28.0% average", "at the 28.0% average". Both are fractions; differences under 0.05 points count as equal.
 */
export function describeRateGap(current: number, estimate: number): string {
  const average = `the ${formatPercent(estimate)} average`;
  const points = Number(((estimate - current) * 100).toFixed(1));
  if (current <= 0 && estimate > 0) return `nothing saved yet; the average is ${formatPercent(estimate)}`;
  if (points === 0) return `at ${average}`;
  const size = `${Math.abs(points).toFixed(1)} ${Math.abs(points) === 1 ? "point" : "points"}`;
  return points > 0 ? `${size} short of ${average}` : `${size} above ${average}`;
}
