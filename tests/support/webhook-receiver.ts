import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedHook = {
  id: string;
  timestamp: number;
  body: string;
  type: string;
  data: unknown;
  valid: boolean;
  /** How many signatures the header carried (two during a secret rotation's overlap). */
  signatures: number;
};

/**
 * A local HTTP endpoint that checks each delivery's Standard Webhooks signature on its own (not with the
 * app's code): HMAC-SHA256 over `${id}.${timestamp}.${body}` with the base64 bytes after `whsec_`.
 * `failNext(n)` answers the next n requests with 500.
 */
export async function startWebhookReceiver() {
  let secret = "";
  let failures = 0;
  const received: ReceivedHook[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", () => {
      if (failures > 0) {
        failures--;
        response.writeHead(500).end("down");
        return;
      }
      const body = Buffer.concat(chunks).toString("utf8");
      const id = String(request.headers["webhook-id"] ?? "");
      const timestamp = Number(request.headers["webhook-timestamp"]);
      const expected = Buffer.from(
        `v1,${createHmac("sha256", Buffer.from(secret.replace(/^whsec_/, ""), "base64"))
          .update(`${id}.${timestamp}.${body}`)
          .digest("base64")}`,
      );
      const given = String(request.headers["webhook-signature"] ?? "")
        .split(" ")
        .map((s) => Buffer.from(s));
      const valid =
        Math.abs(Date.now() / 1000 - timestamp) < 300 &&
        given.some((g) => g.length === expected.length && timingSafeEqual(g, expected));
      const parsed = JSON.parse(body) as { type: string; data: unknown };
      received.push({
        id,
        timestamp,
        body,
        type: parsed.type,
        data: parsed.data,
        valid,
        signatures: given.length,
      });
      response.writeHead(valid ? 204 : 401).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    setSecret(value: string) {
      secret = value;
    },
    failNext(n: number) {
      failures = n;
    },
    async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedHook[]> {
      const end = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > end) throw new Error(`expected ${count} deliveries, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
