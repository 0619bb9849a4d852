import type { ResultMonth } from "../schemas/result-months.ts";

/** How long the credits last at the rate they are used, where a printed balance allows saying so. */
export type CreditsRunway = {
  /** Whole months the balance still covers at that rate (0: it does not cover another month). */
  months_left: number;
  /** "this-month": the balance over this month's credits; "balance-drop": over the fall between two balances. */
  basis: "this-month" | "balance-drop";
};

/**
 * The months of credits left after the latest month: its printed balance over the burn, the fall between the two
 * latest printed balances (per month between them) or, with one balance, the credits the latest month used. Null
 * when the latest month prints no balance or nothing is burnt: no figure is guessed. Pure.
 */
export function creditsRunway(months: readonly ResultMonth[]): CreditsRunway | null {
  const latestIndex = months.length - 1;
  const balance = months[latestIndex]?.credits_balance;
  if (typeof balance !== "number") return null;
  const earlierIndex = months.findLastIndex(
    (month, index) => index < latestIndex && typeof month.credits_balance === "number",
  );
  const earlier = months[earlierIndex]?.credits_balance;
  const drop = typeof earlier === "number" && earlier > balance ? earlier - balance : 0;
  const burn = drop > 0 ? drop / (latestIndex - earlierIndex) : (months[latestIndex]?.credits ?? 0);
  if (!(burn > 0)) return null;
  return { months_left: Math.floor(balance / burn), basis: drop > 0 ? "balance-drop" : "this-month" };
}
