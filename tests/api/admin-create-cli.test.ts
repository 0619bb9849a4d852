import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { assembleServices } from "#server/services.ts";
import { signIn } from "#tests/support/auth-helpers.ts";
import type { TestApp } from "#tests/support/build-test-app.ts";

const run = promisify(execFile);
const TSX = path.resolve("node_modules/.bin/tsx");

async function adminCreate(env: Record<string, string>, args: string[]) {
  try {
    const { stdout, stderr } = await run(TSX, ["src/cli/admin-create.ts", ...args], {
      env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "silent", ...env },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** Opens DATA_DIR the way the server does, and signs in through the real endpoint. */
async function canSignIn(
  env: Record<string, string>,
  email: string,
  ...passwords: string[]
): Promise<boolean[]> {
  const config = loadConfig({ LOG_LEVEL: "silent", ...env });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const services = await assembleServices(config, database);
  const app = await buildApp(config, services, { clientDir: null });
  try {
    const t = { app, config, services, dataDir: config.dataDir } as TestApp;
    const results: boolean[] = [];
    for (const password of passwords) results.push((await signIn(t, email, password)).statusCode === 200);
    return results;
  } finally {
    await app.close();
    await services.close();
  }
}

describe("npm run -s admin:create (embedded database)", { timeout: 120_000 }, () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "cbc-cli-"));
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("creates a verified admin on a fresh DATA_DIR (migrating first) who can sign in", async () => {
    const res = await adminCreate({ DATA_DIR: dataDir }, [
      "--email",
      "Boss@Example.com",
      "--password",
      "first-pass-phrase",
    ]);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toMatch(/Admin boss@example\.com created/);
    expect(await canSignIn({ DATA_DIR: dataDir }, "boss@example.com", "first-pass-phrase")).toEqual([true]);
  });

  it("resets the password of an existing admin", async () => {
    const res = await adminCreate({ DATA_DIR: dataDir }, [
      "--email",
      "boss@example.com",
      "--password",
      "second-pass-phrase",
    ]);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toMatch(/updated \(password reset/);
    expect(
      await canSignIn({ DATA_DIR: dataDir }, "boss@example.com", "first-pass-phrase", "second-pass-phrase"),
    ).toEqual([false, true]);
  });

  it("prints the sign-in address of PUBLIC_URL, of PORT, or the one the server recorded (issue 24 item 9)", async () => {
    const args = ["--email", "url@example.com", "--password", "url-pass-phrase"];
    const { PORT: _p, PUBLIC_URL: _u, ...shell } = process.env;
    const run2 = async (env: Record<string, string>) =>
      (
        await run(TSX, ["src/cli/admin-create.ts", ...args], {
          env: { ...shell, DATABASE_URL: "", LOG_LEVEL: "silent", DATA_DIR: dataDir, ...env },
          timeout: 120_000,
        })
      ).stdout;
    // The server, started with PORT=4555, recorded where it runs; this shell knows neither PORT nor PUBLIC_URL.
    writeFileSync(path.join(dataDir, "site-url"), "http://127.0.0.1:4555\n");
    expect(await run2({})).toContain("Sign in at http://127.0.0.1:4555/auth");
    expect(await run2({ PORT: "4123" })).toContain("Sign in at http://127.0.0.1:4123/auth");
    expect(await run2({ PUBLIC_URL: "https://bills.example.com/" })).toContain(
      "Sign in at https://bills.example.com/auth",
    );
  });

  it("refuses bad arguments with the catalogue message and exit code 2", async () => {
    const short = await adminCreate({ DATA_DIR: dataDir }, ["--email", "a@example.com", "--password", "123"]);
    expect(short.code).toBe(2);
    expect(short.stderr).toContain("Password must be at least 12 characters.");
    const common = await adminCreate({ DATA_DIR: dataDir }, [
      "--email",
      "a@example.com",
      "--password",
      "qwerty123456",
    ]);
    expect(common.code).toBe(2);
    expect(common.stderr).toContain("list of commonly used passwords");
    const missing = await adminCreate({ DATA_DIR: dataDir }, ["--password", "long-enough-phrase"]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("Please enter a valid email address.");
  });

  it("refuses clearly, touching nothing, while another process (the server) holds DATA_DIR", async () => {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    const held = await openDatabase({ databaseUrl: null, dataDir: config.dataDir });
    try {
      const res = await adminCreate({ DATA_DIR: dataDir }, [
        "--email",
        "x@example.com",
        "--password",
        "long-enough-phrase",
      ]);
      expect(res.code).toBe(1);
      expect(res.stderr).toMatch(
        /Refused: The embedded database in .* is in use by another process \(pid \d+\)/,
      );
      expect(res.stderr).toMatch(/Stop the server first, or set DATABASE_URL/);
    } finally {
      await held.close();
    }
  });
});

if (!process.env.TEST_DATABASE_URL) {
  console.warn("admin:create with DATABASE_URL: skipped because TEST_DATABASE_URL is not set (CI sets it).");
}

describe.runIf(process.env.TEST_DATABASE_URL)(
  "npm run -s admin:create (DATABASE_URL)",
  { timeout: 120_000 },
  () => {
    const serverUrl = process.env.TEST_DATABASE_URL ?? "";
    const name = `cbc_cli_${randomUUID().replaceAll("-", "")}`;
    const databaseUrl = () => {
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return url.toString();
    };
    let dataDir: string;
    const admin = async (sqlText: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(sqlText).finally(() => client.end());
    };
    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(os.tmpdir(), "cbc-cli-pg-"));
      await admin(`create database ${name}`);
    });
    afterAll(async () => {
      await admin(`drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    });

    it("works at any time, even while a server holds the embedded DATA_DIR", async () => {
      const held = await openDatabase({ databaseUrl: null, dataDir });
      try {
        const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl() };
        const res = await adminCreate(env, ["--email", "pg@example.com", "--password", "pg-password-phrase"]);
        expect(res.code, res.stderr).toBe(0);
        expect(await canSignIn(env, "pg@example.com", "pg-password-phrase")).toEqual([true]);
      } finally {
        await held.close();
      }
    });
  },
);
