/** How long a database answer stands for the liveness probe; also how stale a "down" or "up" may read. */
export const HEALTH_FRESH_MS = 1_000;

type Outcome = { ok: boolean; at: number };

/**
 * The database check behind `GET /api/health`, answered from the last ping when it is under `freshMs` old and
 * refreshed in the background from half that age. A burst of requests (each waiting behind the database's queue)
 * then delays the background ping, not the probe's answer: a load balancer still gets a fast answer that is at most
 * `freshMs` old. Only a probe that finds no recent answer (the first one, or after an idle spell) waits for a ping;
 * concurrent probes share one ping.
 */
export function createHealthProbe(ping: () => Promise<void>, freshMs = HEALTH_FRESH_MS, now = Date.now) {
  let last: Outcome | null = null;
  let inFlight: Promise<Outcome> | null = null;

  function refresh(): Promise<Outcome> {
    inFlight ??= ping()
      .then(
        () => true,
        () => false,
      )
      .then((ok) => {
        last = { ok, at: now() };
        inFlight = null;
        return last;
      });
    return inFlight;
  }

  return async function isDatabaseUp(): Promise<boolean> {
    const age = last ? now() - last.at : Number.POSITIVE_INFINITY;
    if (last && age < freshMs) {
      if (age >= freshMs / 2) void refresh();
      return last.ok;
    }
    return (await refresh()).ok;
  };
}
