import { describe, expect, it } from "vitest";
import {
  correctionFormSchema,
  initialCorrectionValues,
} from "#client/components/analysis/correction-form-schema.ts";
import { MSG_CORRECTION_EMPTY, MSG_CORRECTION_NET_ABOVE_CHARGES } from "#shared/messages/result.ts";
import type { ExtractedData } from "#shared/schemas/extracted-data.ts";
import { FigureCorrectionSchema } from "#shared/schemas/figure-correction.ts";

// The correction form (react-hook-form) checks the boxes with the server's own FigureCorrectionSchema: the same
// messages, per field, and only the figures the visitor changed are sent.
const data = {
  total_charges: 1000,
  credits: null,
  discount: null,
  savings_plan: null,
  net_charges: 800,
  vat: 152,
  service_charges: 952,
  currency: "EUR",
  invoice_date: "2026-10-01",
} as unknown as ExtractedData;

const schema = correctionFormSchema(data);
const values = initialCorrectionValues(data);
const messages = (result: ReturnType<typeof schema.safeParse>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));

describe("the correction form's schema", () => {
  it("starts from the figures as read, and sends only what changed, as the server parses it", () => {
    expect(values.total_charges).toBe("1000");
    expect(values.credits).toBe("");
    const parsed = schema.safeParse({ ...values, credits: "200.004", currency: "usd" });
    expect(parsed.success && parsed.data).toEqual(
      FigureCorrectionSchema.parse({ credits: 200.004, currency: "usd" }),
    );
  });

  it("says nothing changed as the form's own message", () => {
    expect(messages(schema.safeParse(values))).toEqual({ root: MSG_CORRECTION_EMPTY });
  });

  it("gives the server schema's message on the field it concerns", () => {
    const server = FigureCorrectionSchema.safeParse({ currency: "EU" });
    expect(server.success).toBe(false);
    expect(messages(schema.safeParse({ ...values, currency: "EU" }))).toEqual({
      currency: server.error?.issues[0]?.message,
    });
  });

  it("refuses a new net above the charges in effect, on the net", () => {
    expect(messages(schema.safeParse({ ...values, net_charges: "1200" }))).toEqual({
      net_charges: MSG_CORRECTION_NET_ABOVE_CHARGES,
    });
  });
});
