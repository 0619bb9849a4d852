// The server's event-loop delay over a stretch of time, read from its /metrics: prom-client samples it with
// perf_hooks.monitorEventLoopDelay and starts a fresh histogram at every scrape, so a scrape before the stretch
// and one after give the delays of that stretch alone (milliseconds, at the monitor's 10 ms resolution).

export interface EventLoopDelay {
  min: number;
  mean: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

async function scrape(baseUrl: string): Promise<string> {
  return (await fetch(`${baseUrl}/metrics`)).text();
}

function gauge(text: string, name: string): number {
  const match = new RegExp(`^nodejs_eventloop_lag_${name}_seconds(?:\\{[^}]*\\})? ([0-9.eE+-]+)$`, "m").exec(
    text,
  );
  return match ? Number(match[1]) * 1000 : Number.NaN;
}

/** Starts a stretch: the next `stop()` reads the delays since this call. */
export async function watchEventLoopDelay(baseUrl: string): Promise<{ stop(): Promise<EventLoopDelay> }> {
  await scrape(baseUrl);
  return {
    async stop() {
      const text = await scrape(baseUrl);
      return {
        min: gauge(text, "min"),
        mean: gauge(text, "mean"),
        p50: gauge(text, "p50"),
        p90: gauge(text, "p90"),
        p99: gauge(text, "p99"),
        max: gauge(text, "max"),
      };
    },
  };
}

export function formatDelay(d: EventLoopDelay): string {
  const ms = (n: number) => `${n.toFixed(1)}`;
  return `min ${ms(d.min)}  mean ${ms(d.mean)}  p50 ${ms(d.p50)}  p90 ${ms(d.p90)}  p99 ${ms(d.p99)}  max ${ms(d.max)} ms`;
}
