import type { Config } from "../config.ts";
import type { Services } from "../services.ts";
import { startWebhookWorker } from "../webhooks/worker.ts";
import type { JobLog } from "./job.ts";

export interface BackgroundWork {
  /** Stops taking work; work in flight is aborted (webhook attempts) or given `graceMs` to finish. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * The one place background work starts and stops with the server: the job workers and timetables (mail, lead
 * events, the retention purge) and the webhook sender, whose deliveries the lead-event job queues.
 */
export async function startBackgroundWork(
  config: Config,
  services: Services,
  log: JobLog & { child(bindings: object): JobLog },
): Promise<BackgroundWork> {
  const webhooks = startWebhookWorker({
    db: services.database.db,
    publicUrl: config.publicUrl,
    allowPrivate: config.webhooks.allowPrivateUrls,
    ...(config.webhooks.retryDelaysMs ? { retryDelaysMs: config.webhooks.retryDelaysMs } : {}),
    pollMs: config.webhooks.pollMs,
    log: log.child({ job: "webhooks" }),
  });
  await services.jobs.start({
    database: services.database,
    storage: services.storage,
    mailer: services.mailer,
    config,
    log: log.child({ component: "jobs" }),
  });
  return {
    async stop(graceMs) {
      await Promise.all([webhooks.stop(), services.jobs.stop(graceMs)]);
    },
  };
}
