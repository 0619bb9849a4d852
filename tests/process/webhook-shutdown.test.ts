import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, waitFor } from "#tests/support/server-process.ts";
import { startTrickleReceiver } from "#tests/support/trickle-receiver.ts";

// SIGTERM while a webhook receiver holds an attempt open (one header byte every few seconds): the attempt is
// aborted and the process ends by itself within the grace, with exit code 0 and its services closed.
const GRACE_MS = 3_000;
const SERVER_DB = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const dbName = `cbc_hooks_${randomUUID().replaceAll("-", "")}`;
const dbUrl = (() => {
  const url = new URL(SERVER_DB);
  url.pathname = `/${dbName}`;
  return url.toString();
})();

let child: ChildProcess;
let port: number;
let dataDir: string;
let output = "";
let slow: Awaited<ReturnType<typeof startTrickleReceiver>>;

const admin = async <T>(url: string, fn: (c: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
};

beforeAll(async () => {
  await admin(SERVER_DB, (c) => c.query(`create database ${dbName}`));
  slow = await startTrickleReceiver({ everyMs: 2_000 });
  port = await freePort();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "cbc-hooks-"));
  child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      DATABASE_URL: dbUrl,
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      WEBHOOKS_ALLOW_PRIVATE_URLS: "true",
      WEBHOOKS_POLL_MS: "200",
      RETENTION_INTERVAL_MINUTES: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  await waitFor(
    async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok,
    90_000,
    "the server to start",
  );
}, 120_000);

afterAll(async () => {
  if (child.exitCode === null) child.kill("SIGKILL");
  await slow.close();
  rmSync(dataDir, { recursive: true, force: true });
  await admin(SERVER_DB, (c) => c.query(`drop database if exists ${dbName} with (force)`));
});

describe("SIGTERM while a webhook receiver trickles its answer", () => {
  it("aborts the attempt and exits 0 within the grace, services closed", async () => {
    await admin(dbUrl, (c) =>
      c.query("insert into webhook_endpoints (url, events, secret) values ($1, $2, $3)", [
        slow.url,
        JSON.stringify(["message.created"]),
        "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      ]),
    );
    const res = await fetch(`http://127.0.0.1:${port}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Ada",
        email: "ada@acme.example",
        company: "",
        message: "Please call me about our bill.",
      }),
    });
    expect(res.status, await res.text()).toBe(201);
    await waitFor(async () => slow.open() > 0, 20_000, "the receiver to be connected");
    await new Promise((r) => setTimeout(r, 2_500)); // a byte or two sent: the attempt is in progress
    expect(slow.open()).toBeGreaterThan(0);

    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    const sent = Date.now();
    child.kill("SIGTERM");
    const code = await exited;
    const took = Date.now() - sent;
    expect(code, output).toBe(0);
    expect(took, output).toBeLessThan(GRACE_MS);
    expect(output).toContain("services closed");
    // The cut-off attempt is due again at once for the next start, not counted as a failure.
    const [row] = await admin(dbUrl, (c) =>
      c.query<{ status: string; attempts: number }>("select status, attempts from webhook_deliveries"),
    ).then((r) => r.rows);
    expect(row).toEqual({ status: "pending", attempts: 0 });
  });
});
