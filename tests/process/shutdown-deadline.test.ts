import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, waitFor } from "#tests/support/server-process.ts";

// Issue 22 item 6: SIGTERM with clients that never finish still ends the process within the grace.
const GRACE_MS = 1_500;
let child: ChildProcess;
let port: number;
let dataDir: string;
let output = "";

beforeAll(async () => {
  port = await freePort();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "cbc-grace-"));
  child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      DATABASE_URL: "",
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      UPLOAD_RATE_LIMIT: "1000",
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

afterAll(() => {
  if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

function connect(): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => resolve(socket));
    socket.on("error", reject);
  });
}

describe("shutdown with a deadline", () => {
  it("exits within the grace after SIGTERM though a client is stuck mid-response and a body never ends", async () => {
    // 2. A client stuck mid-response: thousands of pipelined requests whose answers it never reads.
    const stuck = await connect();
    stuck.pause();
    stuck.on("error", () => undefined);
    stuck.write(`GET /api/providers HTTP/1.1\r\nHost: x\r\n\r\n`.repeat(20_000));

    // 3. An upload whose body never finishes.
    const upload = await connect();
    upload.on("error", () => undefined);
    upload.write(
      "POST /api/analyses HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\n" +
        'Content-Length: 5000000\r\n\r\n--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n',
    );
    await new Promise((r) => setTimeout(r, 1_000));

    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    const signalled = Date.now();
    child.kill("SIGTERM");

    const code = await exited;
    const tookMs = Date.now() - signalled;
    expect(code, output).toBe(0);
    // The grace, plus closing the embedded database on a loaded machine.
    expect(tookMs, output).toBeLessThan(GRACE_MS + 8_000);
    expect(output).toContain("shutdown grace over");
    for (const socket of [stuck, upload]) socket.destroy();
  }, 60_000);
});
