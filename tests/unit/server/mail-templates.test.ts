import { describe, expect, it } from "vitest";
import { contactAcknowledgementMail, emailConfirmationMail } from "#server/mail/templates.ts";

// Issue 11: mails started "Hello Grace Hopper,\n\nthank you": the greeting is the first name, the next sentence
// starts with a capital letter.
describe("mail texts", () => {
  it("greet by first name and start the body with a capital letter", () => {
    const ack = contactAcknowledgementMail("grace@example.com", "Grace Hopper").text;
    expect(ack.startsWith("Hello Grace,\n\nThank you")).toBe(true);
    const confirm = emailConfirmationMail("grace@example.com", "http://127.0.0.1/verify").text;
    expect(confirm.startsWith("Hello,\n\nPlease confirm")).toBe(true);
    for (const text of [ack, confirm]) {
      for (const paragraph of text.split("\n\n").slice(1)) expect(paragraph).toMatch(/^[A-Z0-9h]/);
    }
  });
});
