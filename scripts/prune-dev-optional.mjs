// After `npm ci --omit=dev`: removes the development packages npm installs anyway because a runtime package names
// them as optional peers (better-auth lists react, react-dom, vitest, drizzle-kit...; the lockfile marks them
// "devOptional"). Nothing at run time needs them: an optional peer is used only by an app that depends on it
// itself. npm's own `--omit=optional` would also drop the platform packages pdf.js's canvas needs.
import { existsSync, readFileSync, rmSync } from "node:fs";

const { packages } = JSON.parse(readFileSync("package-lock.json", "utf8"));
let removed = 0;
for (const [location, entry] of Object.entries(packages)) {
  if (!location.startsWith("node_modules/") || !entry.devOptional || !existsSync(location)) continue;
  rmSync(location, { recursive: true, force: true });
  removed += 1;
}
console.log(`removed ${removed} development packages that runtime packages name as optional peers`);
