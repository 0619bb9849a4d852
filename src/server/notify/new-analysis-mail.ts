import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { describeAnalysisFigures, readAnalysisFigures } from "#shared/format/analysis-summary.ts";
import { describeInsights } from "#shared/insights/describe-insights.ts";
import type { Db } from "../db/client.ts";
import { cloudProviders, resultsHistory } from "../db/schema.ts";
import type { Mailer } from "../mail/mailer.ts";
import { isSwitchOn } from "../settings/switches.ts";

export interface NewAnalysisMailDeps {
  db: Db;
  mailer: Mailer;
  inbox: string;
  publicUrl: string;
}

/**
 * A short summary of a new analysis, with its link, to CONTACT_INBOX while the staff setting
 * analysis_summary_mail_enabled is on (default). Runs after the visitor has their answer; failures are logged.
 */
export async function mailNewAnalysisSummary(
  deps: NewAnalysisMailDeps,
  resultId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    if (!(await isSwitchOn(deps.db, "analysis_summary_mail_enabled"))) return;
    const [row] = await deps.db
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
    await deps.mailer.send({
      to: deps.inbox,
      replyTo: row.email,
      subject: `New analysis: ${row.name} (${figures.provider ?? row.provider_name ?? "unknown provider"})`,
      text: [
        `A visitor analysed an invoice: ${deps.publicUrl}/results/${resultId}`,
        "",
        `Name: ${row.name}`,
        `Email: ${row.email}`,
        ...describeAnalysisFigures(figures),
        ...describeInsights(row.extracted_data),
        "",
        `These summaries can be switched off under Admin > Settings: ${deps.publicUrl}/admin/settings`,
        "",
      ].join("\n"),
    });
  } catch (error) {
    log.error({ err: error }, "new-analysis summary mail could not be sent");
  }
}
