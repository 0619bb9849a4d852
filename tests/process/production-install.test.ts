import { type ChildProcess, execFile, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { builtinModules } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVOICE_FIXTURE_DIR } from "#tests/support/fixtures.ts";
import { multipartBody } from "#tests/support/multipart.ts";
import { freePort, waitFor } from "#tests/support/server-process.ts";

// What the Docker image runs: the built dist/ beside `npm ci --omit=dev` of this package.json and lock, nothing
// else (no sources, no dev tools). The server starts from it, serves the site and analyses a real invoice, and the
// command-line tools run from the bundle.
const run = promisify(execFile);
const INSTALL_TIMEOUT_MS = 900_000;
const INVOICE = "real-aws_invoice2data_1";
const expected = JSON.parse(readFileSync(path.join(INVOICE_FIXTURE_DIR, `${INVOICE}.expected.json`), "utf8"));

let dir: string;
let installedMb = 0;

beforeAll(async () => {
  // @ts-expect-error: a plain .mjs script without types
  const { ensureBuild } = (await import("../../scripts/ensure-build.mjs")) as { ensureBuild: () => void };
  ensureBuild();
  dir = mkdtempSync(path.join(os.tmpdir(), "cbc-prod-"));
  cpSync("dist", path.join(dir, "dist"), { recursive: true });
  for (const file of ["package.json", "package-lock.json", ...dockerfileScripts()]) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(file, path.join(dir, file));
  }
  // As the Dockerfile does: no install scripts (every runtime package ships what it runs), then the dev packages
  // npm keeps because a runtime package names them as optional peers.
  await run("npm", ["ci", "--omit=dev", "--ignore-scripts", "--no-audit", "--no-fund"], {
    cwd: dir,
    timeout: INSTALL_TIMEOUT_MS,
    env: { ...process.env, NODE_ENV: "production" },
  });
  await run(process.execPath, ["scripts/prune-dev-optional.mjs"], { cwd: dir });
  const { stdout } = await run("du", ["-sm", path.join(dir, "node_modules")]);
  installedMb = Number(stdout.split("\t")[0]);
  console.log(`production node_modules: ${installedMb} MB`);
}, INSTALL_TIMEOUT_MS);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
}, 300_000);

/** The scripts the Dockerfile copies into the image (`COPY [--chown=..] scripts/a.mjs scripts/b.mjs ./scripts/`), so
 * the tree built here holds what the image holds: a script the tools import and the image lacks fails this test. */
function dockerfileScripts(): string[] {
  const copies = readFileSync("Dockerfile", "utf8")
    .split("\n")
    .filter((line) => /^COPY\s/.test(line) && !line.includes("--from="));
  const scripts = copies.flatMap((line) =>
    [...line.matchAll(/\s(scripts\/[\w-]+\.mjs)(?=\s)/g)].map((m) => m[1] ?? ""),
  );
  expect(scripts).toEqual(expect.arrayContaining(["scripts/run-cli.mjs", "scripts/prune-dev-optional.mjs"]));
  return scripts;
}

/** The package a bare specifier names: "pdfjs-dist/legacy/build/pdf.mjs" -> "pdfjs-dist", "@a/b/c" -> "@a/b". */
function packageOf(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier);
}

describe("npm ci --omit=dev beside dist/", () => {
  it("installs every package the server bundle loads", () => {
    const builtins = new Set(builtinModules);
    const wanted = new Set<string>();
    const serverDir = path.join(dir, "dist", "server");
    for (const file of readdirSync(serverDir).filter((name) => name.endsWith(".js"))) {
      const code = readFileSync(path.join(serverDir, file), "utf8");
      const specifiers = code.matchAll(
        /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|__require\()"([@a-z0-9][\w@./-]*)"/gi,
      );
      for (const [, specifier] of specifiers) {
        if (!specifier || specifier.startsWith("node:") || builtins.has(packageOf(specifier))) continue;
        wanted.add(packageOf(specifier));
      }
    }
    expect([...wanted]).toEqual(
      expect.arrayContaining(["pdfjs-dist", "@electric-sql/pglite", "better-auth"]),
    );
    for (const name of wanted) {
      expect(existsSync(path.join(dir, "node_modules", name, "package.json")), name).toBe(true);
    }
    // pdf.js needs a canvas implementation for DOMMatrix; it must be a declared dependency, not an accident.
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { dependencies: Record<string, string> };
    expect(Object.keys(pkg.dependencies)).toContain("@napi-rs/canvas");
    expect(existsSync(path.join(dir, "node_modules", "@napi-rs", "canvas", "package.json"))).toBe(true);
  });

  it("leaves out browser-only and build-only packages", () => {
    for (const name of [
      "react",
      "react-dom",
      "react-router",
      "lucide-react",
      "posthog-js",
      "radix-ui",
      "vite",
    ]) {
      expect(existsSync(path.join(dir, "node_modules", name)), name).toBe(false);
    }
    for (const name of ["tsx", "typescript", "esbuild", "vitest", "@fastify/cookie", "core-js"]) {
      expect(existsSync(path.join(dir, "node_modules", name)), name).toBe(false);
    }
    expect(installedMb).toBeGreaterThan(0);
    expect(installedMb).toBeLessThan(260);
  });
});

describe("the server from the production tree", () => {
  let child: ChildProcess | null = null;
  let output = "";
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child?.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
  }, 30_000);

  it("starts, serves the site and analyses a real invoice", async () => {
    const port = await freePort();
    child = spawn(process.execPath, ["dist/server/main.js"], {
      cwd: dir,
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: path.join(dir, "data"),
        LOG_LEVEL: "warn",
        PDF_WORKERS: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    const url = `http://127.0.0.1:${port}`;
    await waitFor(
      async () => child?.exitCode === null && (await fetch(`${url}/api/health`)).ok,
      240_000,
      `the server to answer /api/health\n${output}`,
    );

    const page = await fetch(`${url}/`, { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');

    const providers = (await (await fetch(`${url}/api/providers`)).json()) as Array<{
      id: string;
      name: string;
    }>;
    const aws = providers.find((p) => p.name === "AWS");
    expect(aws).toBeDefined();
    const body = multipartBody(
      { name: "Ada Lovelace", email: "ada@example.com", cloudProviderId: aws?.id ?? "" },
      { filename: `${INVOICE}.pdf`, bytes: readFileSync(path.join(INVOICE_FIXTURE_DIR, `${INVOICE}.pdf`)) },
    );
    const created = await fetch(`${url}/api/analyses`, {
      method: "POST",
      headers: { ...body.headers, origin: url },
      body: new Uint8Array(body.payload),
    });
    expect(created.status, `${await created.clone().text()}\n${output}`).toBe(201);
    const { resultId } = (await created.json()) as { resultId: string };
    const result = (await (await fetch(`${url}/api/results/${resultId}`)).json()) as {
      extracted_data: { invoice_number: string | null; account_number: string | null };
    };
    expect(result.extracted_data.invoice_number).toBe(expected.invoice_number);
    expect(result.extracted_data.account_number).toBe(expected.account_number);
  }, 300_000);

  it("runs the command-line tools from the bundle", async () => {
    // The embedded database takes one process: the server must be gone first.
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child?.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    const env = { PATH: process.env.PATH ?? "", DATA_DIR: path.join(dir, "data"), LOG_LEVEL: "silent" };
    const created = await run(
      process.execPath,
      [
        "scripts/run-cli.mjs",
        "admin-create",
        "--email",
        "ops@example.com",
        "--password",
        "a long staff passphrase 42",
      ],
      { cwd: dir, env, timeout: 120_000 },
    );
    expect(created.stdout).toMatch(/ops@example\.com/);
    const analysed = await run(
      process.execPath,
      ["scripts/run-cli.mjs", "analyze", path.join(INVOICE_FIXTURE_DIR, `${INVOICE}.pdf`)],
      { cwd: dir, env, timeout: 120_000 },
    );
    expect(JSON.parse(analysed.stdout).invoice_number).toBe(expected.invoice_number);
  }, 300_000);
});
