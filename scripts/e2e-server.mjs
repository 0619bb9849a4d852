// Server for the browser tests: a fresh seeded embedded database on every run, port 3100 by default.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { ensureBuild } from "./ensure-build.mjs";

ensureBuild();
const dataDir = process.env.E2E_DATA_DIR ?? ".tmp/e2e-data";
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.PORT ??= "3100";
process.env.HOST ??= "127.0.0.1";
process.env.LOG_LEVEL ??= "warn";
process.env.UPLOAD_RATE_LIMIT ??= "1000";
process.env.AUTH_RATE_LIMIT ??= "1000";
process.env.FORM_RATE_LIMIT ??= "1000";
// Every browser test books from 127.0.0.1: the per-address cap on upcoming calls would stop them.
process.env.BOOKING_MAX_UPCOMING_PER_IP ??= "1000";
// Tests upload the same fixtures with the same details again and again: no duplicate check unless asked.
process.env.DUPLICATE_WINDOW_MINUTES ??= "0";
// Every spec uploads from one address on a machine shared with other work: neither the reader budget nor the
// production time limit of a text PDF is what they test.
process.env.READER_SECONDS_PER_CLIENT ??= "100000";
process.env.PDF_TIMEOUT_MS ??= "10000";
process.env.BOOKING_LOCATION ??= "https://meet.example.com/cloud-bill-check";

// The admin the browser tests sign in as (tests/e2e/support/admin-fixtures.ts has the same defaults). The CLI
// migrates the fresh DATA_DIR, creates the user and exits, releasing PGlite's one-process lock before the server
// opens the directory.
const adminEmail = process.env.E2E_ADMIN_EMAIL ?? "e2e-admin@cloudbillcheck.test";
const adminPassword = process.env.E2E_ADMIN_PASSWORD ?? "e2e-admin-password";
const adminCreate = spawnSync(
  process.execPath,
  ["--import", "tsx", "src/cli/admin-create.ts", "--email", adminEmail, "--password", adminPassword],
  { stdio: ["ignore", "ignore", "inherit"], env: process.env },
);
if (adminCreate.status !== 0) throw new Error(`admin:create failed with exit code ${adminCreate.status}`);

await import("../dist/server/main.js");
