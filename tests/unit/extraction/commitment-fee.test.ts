import { describe, expect, it } from "vitest";
import { findCommitmentFee } from "#server/extraction/engine/breakdown/commitment-fee.ts";

describe("a commitment's own fee line", () => {
  it("reads a Savings Plans or reservation fee printed as a charge", () => {
    const page = [
      "Amazon Elastic Compute Cloud                       $10,194.65",
      "Savings Plans for AWS Compute usage recurring fee   $720.00",
      "Reserved Instance fee (db.r6g.large)               USD 80.50",
      "Savings Plans                                      -$1,000.00",
    ].join("\n");
    expect(findCommitmentFee([page])).toBe(800.5);
  });

  it("the deduction itself, a covered-usage line or a page without a fee give none", () => {
    const page = [
      "Savings Plans covered usage discount               -$1,000.00",
      "Savings Plans                                      -$1,000.00",
      "Amazon Elastic Compute Cloud                       $10,194.65",
    ].join("\n");
    expect(findCommitmentFee([page])).toBeNull();
  });
});
