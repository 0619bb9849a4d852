import { resultsHistory } from "#server/db/schema.ts";
import { newManageToken } from "#server/results/manage-token.ts";
import type { TestApp } from "./build-test-app.ts";
import type { OutboxMail } from "./outbox.ts";

/** The cancel / move token in a booking confirmation mail. */
export function manageTokenIn(mail: OutboxMail | undefined): string {
  const match = /\/bookings\/manage\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "");
  if (!match?.[1]) throw new Error(`No manage link in:\n${mail?.text}`);
  return match[1];
}

/** A stored analysis to attach to a booking, with its manage token (sent as X-Manage-Token to attach it). */
export async function insertResult(t: TestApp, name = "Grace Hopper", email = "grace@example.com") {
  const token = newManageToken();
  const [row] = await t.services.database.db
    .insert(resultsHistory)
    .values({
      name,
      email,
      pdf_url: "bills/test.pdf",
      manage_token_hash: token.hash,
      extracted_data: {
        provider: "AWS",
        currency: "USD",
        total_monthly_spend: 12_000,
        current_savings_rate: 0.125,
        monthly_current_savings: 1500,
        provider_estimated_esr: 0.32,
        estimated_monthly_savings: 3840,
      },
    })
    .returning();
  if (!row) throw new Error("no result row");
  return { ...row, manageToken: token.token };
}
