import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { initDataDirInChildProcess, PGLITE_SETTINGS } from "#server/db/pglite-options.ts";
import { isPostgresRun } from "#tests/support/test-db.ts";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "cbc-pglite-footprint-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function showSetting(database: Awaited<ReturnType<typeof openDatabase>>, name: string) {
  const result = await database.pglite?.query<Record<string, string>>(`show ${name}`);
  return result?.rows[0]?.[name];
}

if (isPostgresRun()) {
  console.log(
    "pglite-footprint: skipped in the api-postgres project: these tests are about the embedded database only (they run in the api project)",
  );
}

// First opens run initdb (seconds of CPU); the shared test machine can stretch that a lot.
describe.skipIf(isPostgresRun())("embedded database on disk (issue 14: memory at rest)", () => {
  it("creates a fresh DATA_DIR in a child process, then opens it with the small buffer pool", async () => {
    const database = await openDatabase({ databaseUrl: null, dataDir });
    try {
      expect(existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
      expect(await showSetting(database, "shared_buffers")).toBe(PGLITE_SETTINGS.shared_buffers);
      expect(await showSetting(database, "maintenance_work_mem")).toBe(PGLITE_SETTINGS.maintenance_work_mem);
      await database.pglite?.exec("create table kept (n int); insert into kept values (42)");
    } finally {
      await database.close();
    }
  }, 180_000);

  it("reopens an existing DATA_DIR with its data and the same settings", async () => {
    const database = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const rows = await database.pglite?.query<{ n: number }>("select n from kept");
      expect(rows?.rows).toEqual([{ n: 42 }]);
      expect(await showSetting(database, "shared_buffers")).toBe(PGLITE_SETTINGS.shared_buffers);
    } finally {
      await database.close();
    }
  }, 180_000);

  it("compiles PostgreSQL's WebAssembly once, with the baseline compiler: no optimising recompiles after start", () => {
    // With tier-up on, V8's background threads spent 5 s of CPU recompiling hot functions under these queries and
    // the process peaked at about 670 MB; with it off, under 1 s (thread start-up, garbage collection) and 320 MB.
    const out = execFileSync(process.execPath, ["--import", "tsx", "tests/support/wasm-compile-probe.ts"], {
      encoding: "utf8",
      timeout: 170_000,
    });
    const { backgroundCpuMs } = JSON.parse(out) as { backgroundCpuMs: number; rssMb: number };
    expect(backgroundCpuMs).toBeLessThan(2500);
  }, 180_000);

  it("says which folder it could not create a database in, with the reason", () => {
    const impossible = "/proc/cbc-no-such-place/pglite";
    expect(() => initDataDirInChildProcess(impossible)).toThrow(
      /Could not create the embedded database in \/proc\/cbc-no-such-place\/pglite: .+/,
    );
  });
});
