import { buildApp } from "./app.ts";
import { adminCreateHint, hasAnyUser } from "./auth/admin-users.ts";
import { loadConfig } from "./config.ts";
import { createLifecycle } from "./http/lifecycle.ts";
import { releaseMemoryWhenIdle } from "./release-idle-memory.ts";
import { openServices } from "./services.ts";
import { recordSiteUrl } from "./site-url-record.ts";
import { sweepOrphanBills } from "./storage/sweep-orphans.ts";

async function main(): Promise<void> {
  const config = loadConfig();
  const services = await openServices(config);
  const lifecycle = createLifecycle();
  const app = await buildApp(config, services, { lifecycle });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Draining: /api/ready answers 503, no new connections are accepted, requests in flight get the grace.
    lifecycle.draining = true;
    const graceMs = config.shutdownGraceMs;
    app.log.info({ signal, graceMs }, "shutting down: finishing in-flight requests");
    // Past the grace, whatever is still open (a client stuck mid-response, a body that never ends) is cut.
    const cutOff = setTimeout(() => {
      app.log.warn({ graceMs }, "shutdown grace over: closing the connections still open");
      app.server.closeAllConnections();
    }, graceMs);
    cutOff.unref();
    // And if closing the services hangs after that, the process still ends.
    const backstop = setTimeout(() => {
      app.log.error("shutdown did not finish after the grace; exiting anyway");
      process.exit(1);
    }, graceMs + 10_000);
    backstop.unref();
    try {
      await app.close();
      clearTimeout(cutOff);
      app.log.info("HTTP server closed; closing services");
      await services.close();
      app.log.info("services closed");
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Cloud Bill Check is running at ${config.publicUrl}`);
  try {
    recordSiteUrl(config.dataDir, config.publicUrl);
  } catch (error) {
    app.log.warn({ err: error }, "could not record the site's address for admin:create");
  }
  // Files left by uploads cut off before their row was saved (a crash, a kill): removed in the background.
  const swept = sweepOrphanBills(services.database.db, services.storage, {
    graceMs: config.orphanGraceSeconds * 1000,
  }).then(
    (removed) => {
      if (removed > 0)
        app.log.info({ removed }, "removed stored bills that no analysis or added month points at");
    },
    (error: unknown) =>
      app.log.warn({ err: error }, "sweeping orphan bills failed; will try on the next start"),
  );
  // The retention purge runs as a scheduled job (src/server/jobs/retention-job.ts), started with the app.
  if (!(await hasAnyUser(services.database.db))) app.log.warn(adminCreateHint(!config.databaseUrl));
  // Once the start-up's own work is done (the sweep above, the admin check), its memory goes back, and again
  // whenever the server rests.
  void swept.finally(releaseMemoryWhenIdle);
  if (config.databaseUrl && !config.authSecret) {
    app.log.warn(
      "AUTH_SECRET is not set: this instance signs sessions with a secret kept in its own DATA_DIR. " +
        "Set the same AUTH_SECRET on every instance that shares this database.",
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
