import { describe, expect, it } from "vitest";
import { keyTokens, matchLabels, moneyHead } from "#server/extraction/engine/find/label-match.ts";

const role = (label: string) => {
  const tokens = keyTokens(label);
  return moneyHead(matchLabels(tokens), tokens)?.role ?? null;
};

describe("moneyHead", () => {
  it("reads a total or tax label qualified as before or without tax as the net amount", () => {
    expect(role("Amount excl. VAT")).toBe("net");
    expect(role("Total before VAT")).toBe("net");
    expect(role("Total amount before tax")).toBe("net");
    expect(role("Total excl. taxes")).toBe("net");
    expect(role("Total excluding GST")).toBe("net");
    expect(role("Importe sin IVA")).toBe("net");
    expect(role("Zwischensumme (vor Steuern)")).toBe("net");
  });

  it("reads a tax label qualified as with tax as the amount due, and leaves plain tax lines alone", () => {
    expect(role("Amount incl. VAT")).toBe("due");
    expect(role("Total amount after tax")).toBe("due");
    expect(role("Total including GST")).toBe("due");
    expect(role("VAT 19 %")).toBe("tax");
    expect(role("plus 19 % VAT")).toBe("tax");
    expect(role("zzgl. 19 % USt.")).toBe("tax");
    // The tax a total includes is a tax line, not the total.
    expect(role("GST included")).toBe("tax");
    expect(role("IVA incluida")).toBe("tax");
    expect(role("Total (GST inclusive)")).toBe("due");
    expect(role("Total (IVA incluido)")).toBe("due");
    expect(role("Total VAT")).toBe("tax");
  });

  it("reads a bare total before another label as that label's total", () => {
    expect(role("Total service charges")).toBe("charges");
    expect(role("Total Azure credits applied")).toBe("credits");
    expect(role("Total amount due")).toBe("due");
    expect(role("Total")).toBe("due");
  });

  it("reads a discount for a commitment as a savings plan", () => {
    expect(role("Remise sur engagement d'utilisation")).toBe("savings_plan");
    expect(role("Rabatte für zugesicherte Nutzung")).toBe("savings_plan");
    expect(role("Discount")).toBe("discount");
  });
});
