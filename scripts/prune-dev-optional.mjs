// After `npm ci --omit=dev`: removes what the production server never loads.
// 1. The development packages npm installs anyway because a runtime package names them as optional peers
//    (better-auth lists react, react-dom, vitest, drizzle-kit...; the lockfile marks them "devOptional"), and the
//    platform packages ("optional") that only those or other development packages depend on (esbuild's, rolldown's,
//    lightningcss's native binaries). An optional peer is used only by an app that depends on it itself. npm's own
//    `--omit=optional` would also drop the platform packages pdf.js's canvas needs.
// 2. The copies of OCR files the reader never loads (decision 032): each `@tesseract.js-data/<lang>` package ships
//    its model twice, the reader loads `4.0.0_best_int` only; `tesseract.js-core` ships five builds, each also
//    as base64 JavaScript for browsers, and the reader loads the legacy-capable builds' `.wasm` files only.
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

const { packages } = JSON.parse(readFileSync("package-lock.json", "utf8"));
const nameOf = (location) => location.slice(location.lastIndexOf("node_modules/") + "node_modules/".length);
const removedLocations = new Set();
for (const [location, entry] of Object.entries(packages)) {
  if (!location.startsWith("node_modules/") || !entry.devOptional) continue;
  removedLocations.add(location);
}
// Who depends on each package name (any kind of dependency).
const dependents = new Map();
for (const [location, entry] of Object.entries(packages)) {
  for (const deps of [entry.dependencies, entry.optionalDependencies, entry.peerDependencies]) {
    for (const name of Object.keys(deps ?? {})) {
      const list = dependents.get(name) ?? [];
      list.push(location);
      dependents.set(name, list);
    }
  }
}
const isDevOnly = (location) => removedLocations.has(location) || packages[location]?.dev === true;
for (let changed = true; changed; ) {
  changed = false;
  for (const [location, entry] of Object.entries(packages)) {
    if (!location.startsWith("node_modules/") || !entry.optional || removedLocations.has(location)) continue;
    const users = dependents.get(nameOf(location)) ?? [];
    if (users.length > 0 && users.every(isDevOnly)) {
      removedLocations.add(location);
      changed = true;
    }
  }
}
let removed = 0;
for (const location of removedLocations) {
  if (!existsSync(location)) continue;
  rmSync(location, { recursive: true, force: true });
  removed += 1;
}
console.log(`removed ${removed} development packages that runtime packages name as optional peers`);

let files = 0;
const drop = (path) => {
  rmSync(path, { recursive: true, force: true });
  files += 1;
};
const modelPackages = "node_modules/@tesseract.js-data";
if (existsSync(modelPackages))
  for (const code of readdirSync(modelPackages)) {
    const full = join(modelPackages, code, "4.0.0");
    if (existsSync(join(modelPackages, code, "4.0.0_best_int")) && existsSync(full)) drop(full);
  }
const core = "node_modules/tesseract.js-core";
if (existsSync(core))
  for (const file of readdirSync(core))
    if (file.endsWith(".wasm.js") || file.includes("-lstm.")) drop(join(core, file));
console.log(`removed ${files} OCR files the reader never loads`);
