import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let child: ChildProcess;
let port: number;
let dataDir: string;
let output = "";

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start:\n${output}`);
}

beforeAll(async () => {
  port = await freePort();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "cbc-proc-"));
  child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "info", DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  await waitForHealth(Date.now() + 60_000);
}, 90_000);

afterAll(() => {
  if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("graceful shutdown", () => {
  it("finishes a request in flight on SIGTERM, then closes the database and exits 0", async () => {
    // A request whose body is still arriving when SIGTERM lands.
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/nope",
          headers: { "content-type": "application/json" },
        },
        (res) => {
          let body = "";
          res.on("data", (d) => (body += d));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on("error", reject);
      req.write('{"a":');
      setTimeout(() => {
        child.kill("SIGTERM");
        setTimeout(() => req.end("1}"), 300);
      }, 200);
    });
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    const res = await response;
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ error: "Not found: POST /api/nope" });
    expect(await exited).toBe(0);
    expect(output).toContain("shutting down");
  }, 30_000);
});
