// The dependency policy of `npm run deps:check` (scripts/deps-check.mjs), as pure functions: how far behind the
// registry's latest release each direct dependency is, which of those to print, and when to fail. renovate.json
// applies the same policy through pull requests.

/** A major behind on one of these fails the check: pdf.js parses every visitor's file, better-auth guards the
 * staff area, fastify faces the network. Their fixes land on the latest line only. */
export const GATED = ["pdfjs-dist", "better-auth", "fastify"];

/** Kept on an older major on purpose (still printed, with the reason). renovate.json holds them back the same way. */
export const KEPT_BACK = {
  "@types/node": {
    major: 24,
    why: "follows the Node line the app runs on (.nvmrc, Dockerfile, CI: Node 24)",
  },
};

/**
 * major.minor.patch of a version or of the floor of a simple range ("1.2.3", "^1.2.3", "~1.2.3", ">=1.2.3",
 * "v1.2.3", "1.2.3-beta.1"); null for anything else (git, file:, npm: aliases, tags, "*", "1.x", ranges with "||").
 */
export function parseVersion(text) {
  const match =
    /^\s*(?:\^|~|>=|=)?\s*v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?\s*$/.exec(
      String(text ?? ""),
    );
  if (!match) return null;
  return {
    major: Number(match[1]),
    minor: Number(match[2]),
    patch: Number(match[3]),
    prerelease: match[4] ?? null,
  };
}

/**
 * The release line npm's caret stays on: the major from 1.0.0 on; below it the minor (0.45.x), and in 0.0.x the
 * patch. Moving to another line is a breaking ("major") update.
 */
function lineOf(v) {
  if (v.major > 0) return [v.major];
  if (v.minor > 0) return [0, v.minor];
  return [0, 0, v.patch];
}

function compareNumbers(a, b) {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/**
 * How far `ours` is behind `latest`:
 * - "major": on an older release line (majorsBehind: how many majors, or 0.x minors, in between);
 * - "minors": same line, two or more minors behind (minorsBehind);
 * - "minor": one minor behind; "patch": only patches behind;
 * - "current": the latest, or ahead of it (a prerelease of the next version, say);
 * - "unknown": either version unreadable.
 */
export function compareVersions(ours, latest) {
  const a = typeof ours === "string" ? parseVersion(ours) : ours;
  const b = typeof latest === "string" ? parseVersion(latest) : latest;
  if (!a || !b) return { behind: "unknown", majorsBehind: 0, minorsBehind: 0 };
  const lineA = lineOf(a);
  const lineB = lineOf(b);
  if (compareNumbers(lineB, lineA) > 0) {
    // 5.x -> 6.x: 1; 0.45 -> 0.47: 2 (each 0.x minor is a line); 0.1.100 -> 1.1.1: 1; 0.0.1 -> 0.0.3: 1.
    const majorsBehind = b.major > a.major ? b.major - a.major : b.minor - a.minor;
    return { behind: "major", majorsBehind: Math.max(1, majorsBehind), minorsBehind: 0 };
  }
  if (compareNumbers([b.major, b.minor, b.patch], [a.major, a.minor, a.patch]) <= 0) {
    return { behind: "current", majorsBehind: 0, minorsBehind: 0 };
  }
  // Same line. In 0.x the minor is the line, so only patches can be behind.
  const minorsBehind = a.major > 0 ? b.minor - a.minor : 0;
  if (minorsBehind >= 2) return { behind: "minors", majorsBehind: 0, minorsBehind };
  if (minorsBehind === 1) return { behind: "minor", majorsBehind: 0, minorsBehind };
  return { behind: "patch", majorsBehind: 0, minorsBehind: 0 };
}

/**
 * Every direct dependency against the registry's latest.
 * @param deps  [{ name, section, spec, installed }]: section "dependencies" or "devDependencies"; spec as written
 *              in package.json; installed the lockfile's version, when there is one.
 * @param latest  Map of name to the registry's latest version (undefined when the registry did not answer).
 * @returns  rows: the dependencies to print (a major, or more than one minor, behind), sorted with the worst first;
 *           failures: the gated ones a major behind; unknown: names whose versions could not be compared.
 */
export function evaluate(deps, latest) {
  const rows = [];
  const failures = [];
  const unknown = [];
  for (const dep of deps) {
    const ours = parseVersion(dep.installed ?? dep.spec);
    const newest = latest.get(dep.name);
    const result = compareVersions(ours, newest);
    if (!ours || result.behind === "unknown") {
      const written = dep.installed ?? dep.spec;
      unknown.push({
        name: dep.name,
        ours: written,
        latest: newest ?? null,
        gated: GATED.includes(dep.name),
      });
      continue;
    }
    if (result.behind !== "major" && result.behind !== "minors") continue;
    const kept = KEPT_BACK[dep.name];
    const row = {
      name: dep.name,
      section: dep.section,
      ours: `${ours.major}.${ours.minor}.${ours.patch}${ours.prerelease ? `-${ours.prerelease}` : ""}`,
      latest: newest,
      ...result,
      gated: GATED.includes(dep.name),
      keptBecause: kept && ours.major === kept.major ? kept.why : null,
    };
    rows.push(row);
    if (row.gated && row.behind === "major") failures.push(row);
  }
  rows.sort(
    (x, y) =>
      Number(y.gated) - Number(x.gated) ||
      y.majorsBehind - x.majorsBehind ||
      y.minorsBehind - x.minorsBehind ||
      x.name.localeCompare(y.name),
  );
  return { rows, failures, unknown };
}

/** "1 major", "3 minors" (0.x minor lines count as majors). */
export function describeGap(row) {
  if (row.behind === "major") return `${row.majorsBehind} major${row.majorsBehind === 1 ? "" : "s"}`;
  return `${row.minorsBehind} minors`;
}

/** The check's printout, one line per string. */
export function formatReport({ rows, failures, unknown }, checked) {
  const lines = [];
  if (rows.length === 0) {
    lines.push(`All ${checked} direct dependencies are within one minor of the registry's latest.`);
  } else {
    lines.push(
      `Direct dependencies a major, or more than one minor, behind the registry's latest (${checked} checked):`,
    );
    const width = (key, min) => Math.max(min, ...rows.map((row) => String(row[key]).length));
    const [wName, wOurs, wLatest] = [width("name", 7), width("ours", 4), width("latest", 6)];
    lines.push(`  ${"package".padEnd(wName)}  ${"ours".padEnd(wOurs)}  ${"latest".padEnd(wLatest)}  behind`);
    for (const row of rows) {
      const notes = [
        row.section === "devDependencies" ? "dev" : null,
        row.gated && row.behind === "major" ? "SECURITY-SENSITIVE: a major behind" : null,
        row.keptBecause ? `kept back: ${row.keptBecause}` : null,
      ].filter(Boolean);
      lines.push(
        `  ${row.name.padEnd(wName)}  ${row.ours.padEnd(wOurs)}  ${String(row.latest).padEnd(wLatest)}  ${describeGap(row).padEnd(8)}${notes.length ? `  (${notes.join("; ")})` : ""}`.trimEnd(),
      );
    }
  }
  for (const item of unknown) {
    lines.push(
      `  could not compare ${item.name}: ours ${item.ours}, latest ${item.latest ?? "not answered by the registry"}`,
    );
  }
  if (failures.length > 0) {
    lines.push(
      `FAIL: ${failures.map((row) => `${row.name} ${row.ours} (latest ${row.latest})`).join(", ")} ${failures.length === 1 ? "is" : "are"} a major behind; ${GATED.join(", ")} must be on their latest major.`,
    );
  }
  return lines;
}
