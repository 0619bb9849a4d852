// npm run deps:check: every direct dependency (package.json's dependencies and devDependencies, at the version
// package-lock.json installs) against the registry's latest release. Prints those a major, or more than one minor,
// behind; exits 1 when pdfjs-dist, better-auth or fastify is a major behind, 2 when the registry could not say for
// one of those three. The policy itself is scripts/deps-policy.mjs; renovate.json opens the pull requests.
//
//   npm run deps:check                    (run before each release, and monthly)
//   node scripts/deps-check.mjs --root DIR    (another checkout's package.json and package-lock.json)
//   node scripts/deps-check.mjs --json        (the rows as JSON)
import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { evaluate, formatReport, GATED } from "./deps-policy.mjs";

const CONCURRENCY = 8;

function argValue(name) {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** The npm that runs this script (npm run sets npm_execpath), else the one on PATH. */
function npm(args) {
  const viaNode = process.env.npm_execpath?.endsWith(".js");
  const [command, argv] = viaNode
    ? [process.execPath, [process.env.npm_execpath, ...args]]
    : [process.platform === "win32" ? "npm.cmd" : "npm", args];
  return new Promise((resolve, reject) => {
    execFile(command, argv, { timeout: 60_000, maxBuffer: 1 << 20 }, (error, stdout, stderr) => {
      if (error) reject(new Error(stderr.trim().split("\n").pop() || error.message));
      else resolve(stdout.trim());
    });
  });
}

/** The registry's latest version of each name (the "latest" dist-tag), a few requests at a time. */
async function latestVersions(names) {
  const latest = new Map();
  const queue = [...names];
  async function worker() {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      try {
        latest.set(name, await npm(["view", name, "version"]));
      } catch (error) {
        process.stderr.write(`registry lookup failed for ${name}: ${error.message}\n`);
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return latest;
}

const root = path.resolve(argValue("--root") ?? ".");
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const lockPath = path.join(root, "package-lock.json");
const lock = existsSync(lockPath) ? JSON.parse(readFileSync(lockPath, "utf8")) : null;

const deps = ["dependencies", "devDependencies"].flatMap((section) =>
  Object.entries(pkg[section] ?? {}).map(([name, spec]) => ({
    name,
    section,
    spec,
    installed: lock?.packages?.[`node_modules/${name}`]?.version,
  })),
);

const latest = await latestVersions(deps.map((dep) => dep.name));
const result = evaluate(deps, latest);

if (process.argv.includes("--json")) {
  console.log(JSON.stringify(result, null, 2));
} else {
  for (const line of formatReport(result, deps.length)) console.log(line);
}

const uncheckedGated = result.unknown.filter((item) => item.gated);
if (result.failures.length > 0) process.exitCode = 1;
else if (uncheckedGated.length > 0) {
  console.error(
    `Could not check ${uncheckedGated.map((item) => item.name).join(", ")} against the registry (${GATED.join(", ")} must be checked).`,
  );
  process.exitCode = 2;
}
