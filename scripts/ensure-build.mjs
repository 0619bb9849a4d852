// Runs `npm run build` when dist/ is missing or older than any source file, so `npm start` always serves
// what is in the working tree.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const OUTPUTS = ["dist/server/main.js", "dist/client/index.html"];
const INPUTS = ["src", "public", "index.html", "vite.config.ts", "package.json"];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

export function isBuildStale() {
  if (!OUTPUTS.every((file) => existsSync(file))) return true;
  const builtAt = Math.min(...OUTPUTS.map((file) => statSync(file).mtimeMs));
  return INPUTS.some((input) => newestMtime(input) > builtAt);
}

export function ensureBuild() {
  if (!isBuildStale()) return;
  console.log("Building the site (sources changed since the last build)...");
  // Always a production build: called from inside Vitest (NODE_ENV=test), Vite would otherwise ship React's
  // development build, and every browser test would run a different React than visitors get.
  execSync("npm run -s build", { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild();
