// Warns when the running Node is older than package.json's "engines": an older Node fails later in ways that do not
// name the cause (a missing API deep inside a dependency). Plain JavaScript, run before anything is built or loaded.
import { readFileSync } from "node:fs";

/** The floor of an `engines` range written as ">=MAJOR[.MINOR[.PATCH]]"; null for a range of another form. */
export function engineFloor(range) {
  const match = /^\s*>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?\s*$/.exec(range ?? "");
  if (!match) return null;
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

/** The warning for `version` (as in process.versions.node) against `range`, or null when it satisfies it. */
export function nodeVersionWarning(version, range) {
  const floor = engineFloor(range);
  if (!floor) return null;
  const parts = version
    .replace(/^v/, "")
    .split(".")
    .map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < 3; i += 1) {
    const have = parts[i] ?? 0;
    const need = floor[i] ?? 0;
    if (have > need) return null;
    if (have < need) {
      return (
        `Warning: this is Node ${version.replace(/^v/, "")}, and Cloud Bill Check needs Node ${range.trim()} ` +
        '(package.json "engines"). Install Node 24 (see .nvmrc) or 22.22 or later; ' +
        "on an older Node the server and its tools fail in ways that do not name the cause."
      );
    }
  }
  return null;
}

/** Prints the warning on stderr when this Node is too old; returns it (null when the version is fine). */
export function warnIfNodeTooOld(packageJsonPath = new URL("../package.json", import.meta.url)) {
  const range = JSON.parse(readFileSync(packageJsonPath, "utf8")).engines?.node;
  const warning = nodeVersionWarning(process.versions.node, range);
  if (warning) console.error(warning);
  return warning;
}
