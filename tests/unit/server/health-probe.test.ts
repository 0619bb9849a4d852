import { describe, expect, it } from "vitest";
import { createHealthProbe } from "#server/http/health-probe.ts";

function clock(start = 0) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

function controllablePing() {
  const calls: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const ping = () =>
    new Promise<void>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { ping, calls };
}

describe("the liveness probe's database check", () => {
  it("waits for a first ping, shares it between concurrent probes, then answers from it while fresh", async () => {
    const time = clock();
    const { ping, calls } = controllablePing();
    const isUp = createHealthProbe(ping, 1000, time.now);
    const first = isUp();
    const second = isUp();
    expect(calls).toHaveLength(1);
    calls[0]?.resolve();
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
    time.advance(400);
    await expect(isUp()).resolves.toBe(true);
    expect(calls).toHaveLength(1);
  });

  it("answers at once from a half-stale result while a background ping is slow, and reports the failure it finds", async () => {
    const time = clock();
    const { ping, calls } = controllablePing();
    const isUp = createHealthProbe(ping, 1000, time.now);
    const first = isUp();
    calls[0]?.resolve();
    await first;
    time.advance(600);
    // The refresh is under way and has not answered: the probe does not wait for it.
    await expect(isUp()).resolves.toBe(true);
    expect(calls).toHaveLength(2);
    await expect(isUp()).resolves.toBe(true);
    expect(calls).toHaveLength(2);
    calls[1]?.reject(new Error("connection refused"));
    await Promise.resolve();
    await Promise.resolve();
    await expect(isUp()).resolves.toBe(false);
  });

  it("waits for a new ping once the last answer is older than the bound", async () => {
    const time = clock();
    const { ping, calls } = controllablePing();
    const isUp = createHealthProbe(ping, 1000, time.now);
    const first = isUp();
    calls[0]?.resolve();
    await first;
    time.advance(1500);
    let settled = false;
    const late = isUp().then((ok) => {
      settled = true;
      return ok;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    calls[1]?.reject(new Error("down"));
    await expect(late).resolves.toBe(false);
  });
});
