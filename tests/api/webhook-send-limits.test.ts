import { afterEach, describe, expect, it } from "vitest";
import { sendWebhook } from "#server/webhooks/send.ts";
import { startTrickleReceiver } from "#tests/support/trickle-receiver.ts";

type Receiver = Awaited<ReturnType<typeof startTrickleReceiver>>;
let receiver: Receiver | null = null;
afterEach(async () => {
  await receiver?.close();
  receiver = null;
});

const send = (url: string, extra: { signal?: AbortSignal; deadlineMs?: number } = {}) =>
  sendWebhook(url, {}, '{"type":"test"}', { allowPrivate: true, ...extra });

describe("one webhook attempt is bounded in time and bytes", () => {
  it("ends at the total deadline although the receiver keeps sending header bytes", async () => {
    receiver = await startTrickleReceiver({ everyMs: 200 });
    const started = Date.now();
    const outcome = await send(receiver.url, { deadlineMs: 1_500 });
    const took = Date.now() - started;
    expect(outcome.ok).toBe(false);
    expect(outcome.error).toMatch(/No complete answer within 1.5 s/);
    expect(took).toBeGreaterThanOrEqual(1_400);
    expect(took).toBeLessThan(4_000);
    expect(receiver.bytesSent()).toBeGreaterThan(2);
  });

  it("stops reading a 2xx answer whose body never ends", async () => {
    receiver = await startTrickleReceiver({ streamBody: { status: 200 } });
    const outcome = await send(receiver.url, { deadlineMs: 5_000 });
    expect(outcome).toEqual({ ok: true, statusCode: 200, error: null });
  });

  it("does not read an error answer's endless body", async () => {
    receiver = await startTrickleReceiver({ streamBody: { status: 500 } });
    const started = Date.now();
    const outcome = await send(receiver.url, { deadlineMs: 5_000 });
    expect(outcome.ok).toBe(false);
    expect(outcome.statusCode).toBe(500);
    expect(outcome.error).toBe("HTTP 500");
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it("is aborted by its signal (shutdown)", async () => {
    receiver = await startTrickleReceiver({ everyMs: 200 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const started = Date.now();
    const outcome = await send(receiver.url, { signal: controller.signal, deadlineMs: 60_000 });
    expect(outcome.ok).toBe(false);
    expect(outcome.error).toMatch(/shutting down/);
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
