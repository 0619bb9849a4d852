// npm run -s retention:purge: runs the retention purge once; safe beside running instances.
import path from "node:path";
import { loadConfig } from "#server/config.ts";
import { purgeExpired, summarizeCounts } from "#server/retention/purge.ts";
import { createStorage } from "#server/storage/create-storage.ts";
import { runCommand, withMigratedDatabase } from "./database-command.ts";

async function main(): Promise<number> {
  const config = loadConfig();
  return withMigratedDatabase(config, async (database) => {
    const report = await purgeExpired({
      database,
      storage: createStorage(config),
      retentionDays: config.retention.days,
      outboxDir: config.mail.smtpUrl ? null : path.join(config.dataDir, "outbox"),
      orphanGraceMs: config.orphanGraceSeconds * 1000,
    });
    if (report.skipped) {
      console.log("Another instance is running the retention purge right now; nothing done.");
      return 0;
    }
    const counts = Object.entries(summarizeCounts(report.counts))
      .map(([name, n]) => `${name}=${n}`)
      .join(" ");
    console.log(
      `Retention purge: deleted ${counts} (created before ${report.cutoff.toISOString()}, ` +
        `retention ${config.retention.days} days) in ${report.durationMs} ms`,
    );
    return 0;
  });
}

runCommand(main, "The running server purges on its own (RETENTION_INTERVAL_MINUTES).");
