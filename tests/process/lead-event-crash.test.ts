import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox } from "#tests/support/outbox.ts";
import { freePort, waitFor } from "#tests/support/server-process.ts";
import { startWebhookReceiver } from "#tests/support/webhook-receiver.ts";

// SIGKILL while visitors' messages are being stored: every message that was stored gets its lead event (a
// webhook delivery) and its mail to the team, after the restart if not before. Nothing written with the row
// may be lost between the insert and what follows it.
const SERVER_DB = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const dbName = `cbc_crash_${randomUUID().replaceAll("-", "")}`;
const dbUrl = (() => {
  const url = new URL(SERVER_DB);
  url.pathname = `/${dbName}`;
  return url.toString();
})();
const INBOX = "team@crash.example";
const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

let dataDir: string;
let port: number;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let child: ChildProcess | null = null;
let output = "";

const sql = async <T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
};

async function start(): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: dbUrl,
      CONTACT_INBOX: INBOX,
      FORM_RATE_LIMIT: "1000",
      WEBHOOKS_ALLOW_PRIVATE_URLS: "true",
      WEBHOOKS_POLL_MS: "200",
      JOBS_POLL_SECONDS: "0.5",
      JOBS_RETRY_DELAY_SECONDS: "1",
      RETENTION_INTERVAL_MINUTES: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  proc.stdout?.on("data", (d) => (output += d));
  proc.stderr?.on("data", (d) => (output += d));
  await waitFor(
    async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok,
    90_000,
    "the server to start",
  );
  return proc;
}

beforeAll(async () => {
  await sql(SERVER_DB, `create database ${dbName}`);
  receiver = await startWebhookReceiver();
  receiver.setSecret(SECRET);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "cbc-crash-"));
  port = await freePort();
  child = await start();
  await sql(dbUrl, "insert into webhook_endpoints (url, events, secret) values ($1, $2, $3)", [
    receiver.url,
    JSON.stringify(["message.created"]),
    SECRET,
  ]);
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) child.kill("SIGKILL");
  await receiver.close();
  rmSync(dataDir, { recursive: true, force: true });
  await sql(SERVER_DB, `drop database if exists ${dbName} with (force)`);
}, 60_000);

describe("SIGKILL between a lead's insert and what follows it", () => {
  it("loses no lead event and no mail of a stored message", async () => {
    for (let round = 0; round < 2; round++) {
      const before = Number(
        (await sql<{ n: string }>(dbUrl, "select count(*) as n from contact_messages"))[0]?.n,
      );
      const posts = Array.from({ length: 40 }, (_, i) =>
        fetch(`http://127.0.0.1:${port}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${i + 1}` },
          body: JSON.stringify({
            name: `Visitor ${round}-${i}`,
            email: `v${round}-${i}@crash.example`,
            company: "",
            message: "Please call me about our cloud bill.",
          }),
        }).catch(() => null),
      );
      // Killed as soon as some of them are stored: others are between their insert and what follows it.
      await waitFor(
        async () =>
          Number((await sql<{ n: string }>(dbUrl, "select count(*) as n from contact_messages"))[0]?.n) >=
          before + 3,
        30_000,
        "some messages to be stored",
      );
      child?.kill("SIGKILL");
      await new Promise((resolve) => child?.once("exit", resolve));
      await Promise.all(posts);
      child = await start();
    }

    const stored = (
      await sql<{ id: string; name: string }>(dbUrl, "select id, name from contact_messages")
    ).map((r) => r);
    expect(stored.length).toBeGreaterThan(0);
    const ids = stored.map((r) => r.id).sort();
    // What a stored message is owed, and is not lost while it is still owed: a run of a job that was active at
    // the kill waits out pg-boss's expiry (5 minutes) and a delivery being sent waits out its lock (2 minutes)
    // before they run again, longer than this test waits. So each message must have its delivery received (or
    // its mail in the outbox), or still be on its way: a pending job or delivery that the queue will run again.
    // A message whose job was not written with it, or whose job completed without its delivery, fails.
    const receivedIds = () =>
      new Set(receiver.received.filter((h) => h.valid).map((h) => (h.data as { id: string }).id));
    const pendingLeadEvents = async () =>
      new Set(
        (
          await sql<{ id: string }>(
            dbUrl,
            `select data->>'id' as id from pgboss.job where name = 'lead.event' and state in ('created', 'retry', 'active')
             union select subject_id::text from webhook_deliveries where status in ('pending', 'delivering')`,
          )
        ).map((r) => r.id),
      );
    const undelivered = async () => {
      const got = receivedIds();
      return ids.filter((id) => !got.has(id));
    };
    await waitFor(
      async () => (await undelivered()).length === 0,
      60_000,
      "a delivery for every stored message",
    ).catch(() => undefined);
    const onTheirWay = await pendingLeadEvents();
    const lostEvents = (await undelivered()).filter((id) => !onTheirWay.has(id));
    expect(lostEvents, output).toEqual([]);
    console.log(
      `${ids.length} messages: ${(await undelivered()).length} lead events still on their way after the kills`,
    );
    // ...and its mail to the team's inbox.
    const subjects = () =>
      new Set(
        readOutbox(dataDir)
          .filter((m) => m.to === INBOX)
          .map((m) => m.subject),
      );
    const unsent = () => stored.filter((r) => !subjects().has(`Contact form: ${r.name}`)).map((r) => r.name);
    await waitFor(async () => unsent().length === 0, 30_000, "mails").catch(() => undefined);
    const queuedMails = new Set(
      (
        await sql<{ subject: string }>(
          dbUrl,
          `select data->'message'->>'subject' as subject from pgboss.job
           where name = 'mail.send' and state in ('created', 'retry', 'active') and data->'message'->>'to' = $1`,
          [INBOX],
        )
      ).map((r) => r.subject),
    );
    expect(unsent().filter((name) => !queuedMails.has(`Contact form: ${name}`))).toEqual([]);
  }, 300_000);
});
