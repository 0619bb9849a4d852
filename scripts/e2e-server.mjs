// Server for the browser tests: a fresh seeded embedded database on every run, port 3100 by default.
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
await import("../dist/server/main.js");
