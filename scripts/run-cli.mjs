// `npm run -s admin:create -- ...`, `retention:purge`, `analyze`: runs the command-line tool from the server bundle
// (dist/server/<name>.js), as production does. In a checkout with sources it builds first when they changed.
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { warnIfNodeTooOld } from "./node-version.mjs";

warnIfNodeTooOld();

const [name] = process.argv.splice(2, 1);
if (!name || !/^[a-z-]+$/.test(name)) {
  console.error("Usage: node scripts/run-cli.mjs <admin-create|retention-purge|analyze> [args...]");
  process.exit(2);
}
if (existsSync("src")) {
  const { ensureBuild } = await import("./ensure-build.mjs");
  ensureBuild();
}
await import(pathToFileURL(`dist/server/${name}.js`).href);
