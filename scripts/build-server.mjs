// Bundles the server (main + PDF worker) into dist/server and copies the SQL migrations beside it.
import { cpSync, existsSync, rmSync } from "node:fs";
import { build } from "esbuild";

rmSync("dist/server", { recursive: true, force: true });
await build({
  entryPoints: Object.fromEntries(
    Object.entries({
      main: "src/server/main.ts",
      "pdf-text.worker": "src/server/extraction/pdf-text.worker.ts",
    }).filter(([, file]) => existsSync(file)),
  ),
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  // Modules the server imports with import() (auth, database drivers, S3, Redis, mail) become chunks of their own,
  // loaded when first needed instead of at start-up. Chunks stay beside main.js: the worker and the migrations
  // are found relative to the module that asks for them.
  splitting: true,
  chunkNames: "[name]-[hash]",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
cpSync("src/server/db/migrations", "dist/server/migrations", { recursive: true });
console.log("server bundle written to dist/server");
