import { describe, expect, it } from "vitest";
import { MAX_PDF_BYTES } from "#shared/limits.ts";
import { MSG_EMAIL_INVALID } from "#shared/messages/general.ts";
import {
  MSG_EMAIL_REQUIRED,
  MSG_NAME_REQUIRED,
  MSG_PDF_REQUIRED,
  MSG_PDF_TOO_LARGE,
  MSG_PROVIDER_REQUIRED,
} from "#shared/messages/upload.ts";
import { AnalysisRequestSchema } from "#shared/schemas/analysis-request.ts";

const valid = {
  name: "Ada",
  email: "ada@example.com",
  cloudProviderId: "2b0a7c8e-4c1d-4f7e-9d55-8a2f4f1b6c3d",
  file: { name: "bill.pdf", size: 1000 },
};
const firstMessage = (input: unknown) => {
  const result = AnalysisRequestSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("AnalysisRequestSchema (shared by the form and POST /api/analyses)", () => {
  it("accepts a complete request and trims name and email", () => {
    const parsed = AnalysisRequestSchema.parse({ ...valid, name: "  Ada  ", email: " ada@example.com " });
    expect(parsed.name).toBe("Ada");
    expect(parsed.email).toBe("ada@example.com");
  });

  it("reports the first problem in the spec's order: name, email, provider, PDF", () => {
    expect(firstMessage({})).toBe(MSG_NAME_REQUIRED);
    expect(firstMessage({ name: "Ada" })).toBe(MSG_EMAIL_REQUIRED);
    expect(firstMessage({ name: "Ada", email: "ada@example.com" })).toBe(MSG_PROVIDER_REQUIRED);
    expect(firstMessage({ ...valid, file: undefined })).toBe(MSG_PDF_REQUIRED);
  });

  it("treats whitespace as missing", () => {
    expect(firstMessage({ ...valid, name: "   " })).toBe(MSG_NAME_REQUIRED);
    expect(firstMessage({ ...valid, email: "  " })).toBe(MSG_EMAIL_REQUIRED);
  });

  it("wants a plausible email", () => {
    expect(firstMessage({ ...valid, email: "ada@" })).toBe(MSG_EMAIL_INVALID);
  });

  it("takes any case of .pdf and refuses other names", () => {
    expect(firstMessage({ ...valid, file: { name: "BILL.PDF", size: 10 } })).toBeNull();
    expect(firstMessage({ ...valid, file: { name: "bill.pdf.exe", size: 10 } })).toBe(MSG_PDF_REQUIRED);
  });

  it("allows exactly 10 MB and refuses a byte more", () => {
    expect(firstMessage({ ...valid, file: { name: "a.pdf", size: MAX_PDF_BYTES } })).toBeNull();
    expect(firstMessage({ ...valid, file: { name: "a.pdf", size: MAX_PDF_BYTES + 1 } })).toBe(
      MSG_PDF_TOO_LARGE,
    );
  });
});
