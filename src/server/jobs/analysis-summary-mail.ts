import { eq } from "drizzle-orm";
import { describeAnalysisFigures, readAnalysisFigures } from "#shared/format/analysis-summary.ts";
import { describeInsights } from "#shared/insights/describe-insights.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { cloudProviders, resultsHistory } from "../db/schema.ts";
import { isSwitchOn } from "../settings/switches.ts";
import type { QueueJob, Tx } from "./jobs.ts";
import { queueMails } from "./mail-job.ts";

/**
 * A short summary of a new analysis, with its link, to CONTACT_INBOX while the staff setting
 * analysis_summary_mail_enabled is on (default): queued with the analysis's lead event.
 */
export async function queueAnalysisSummaryMail(
  queue: QueueJob,
  db: Db | Tx,
  config: Pick<Config, "publicUrl" | "mail">,
  resultId: string,
): Promise<void> {
  if (!(await isSwitchOn(db as Db, "analysis_summary_mail_enabled"))) return;
  const [row] = await db
    .select({
      name: resultsHistory.name,
      email: resultsHistory.email,
      extracted_data: resultsHistory.extracted_data,
      provider_name: cloudProviders.name,
    })
    .from(resultsHistory)
    .leftJoin(cloudProviders, eq(resultsHistory.cloud_provider_id, cloudProviders.id))
    .where(eq(resultsHistory.id, resultId));
  if (!row) return;
  const figures = readAnalysisFigures(row.extracted_data);
  const { publicUrl } = config;
  await queueMails(queue, [
    {
      what: "new analysis summary",
      message: {
        to: config.mail.contactInbox,
        replyTo: row.email,
        subject: `New analysis: ${row.name} (${figures.provider ?? row.provider_name ?? "unknown provider"})`,
        text: [
          `A visitor analysed an invoice: ${publicUrl}/results/${resultId}`,
          "",
          `Name: ${row.name}`,
          `Email: ${row.email}`,
          ...describeAnalysisFigures(figures),
          ...describeInsights(row.extracted_data),
          "",
          `These summaries can be switched off under Admin > Settings: ${publicUrl}/admin/settings`,
          "",
        ].join("\n"),
      },
    },
  ]);
}
