import { describe, expect, it } from "vitest";
import {
  compareVersions,
  type DirectDependency,
  evaluate,
  formatReport,
  parseVersion,
} from "../../../scripts/deps-policy.mjs";

describe("parseVersion", () => {
  it("reads exact pins and the floor of simple ranges", () => {
    expect(parseVersion("6.5.438")).toEqual({ major: 6, minor: 5, patch: 438, prerelease: null });
    expect(parseVersion("^1.1.1")).toMatchObject({ major: 1, minor: 1, patch: 1 });
    expect(parseVersion("~0.45.4")).toMatchObject({ major: 0, minor: 45, patch: 4 });
    expect(parseVersion(">=2.0.0")).toMatchObject({ major: 2 });
    expect(parseVersion("v3.2.1-beta.2")).toEqual({ major: 3, minor: 2, patch: 1, prerelease: "beta.2" });
  });

  it("gives up on what is not one version", () => {
    for (const spec of [
      "latest",
      "*",
      "1.x",
      "^1.0.0 || ^2.0.0",
      "github:owner/repo",
      "file:../x",
      "",
      undefined,
    ]) {
      expect(parseVersion(spec), String(spec)).toBeNull();
    }
  });
});

describe("compareVersions", () => {
  it("a newer major is a major behind, counted", () => {
    expect(compareVersions("5.6.205", "6.5.438")).toEqual({
      behind: "major",
      majorsBehind: 1,
      minorsBehind: 0,
    });
    expect(compareVersions("24.19.2", "26.6.6")).toMatchObject({ behind: "major", majorsBehind: 2 });
  });

  it("in 0.x a minor is a release line of its own (npm's caret), and leaving 0.x is a major", () => {
    expect(compareVersions("0.45.4", "0.46.0")).toMatchObject({ behind: "major", majorsBehind: 1 });
    expect(compareVersions("0.45.4", "0.47.1")).toMatchObject({ behind: "major", majorsBehind: 2 });
    expect(compareVersions("0.1.100", "1.1.1")).toMatchObject({ behind: "major", majorsBehind: 1 });
    expect(compareVersions("0.0.1", "0.0.2")).toMatchObject({ behind: "major", majorsBehind: 1 });
    expect(compareVersions("0.45.4", "0.45.9")).toMatchObject({ behind: "patch" });
  });

  it("on the same major: more than one minor, one minor, patches", () => {
    expect(compareVersions("2.5.15", "2.8.0")).toEqual({
      behind: "minors",
      majorsBehind: 0,
      minorsBehind: 3,
    });
    expect(compareVersions("2.5.15", "2.7.0")).toMatchObject({ behind: "minors", minorsBehind: 2 });
    expect(compareVersions("2.5.15", "2.6.8")).toMatchObject({ behind: "minor", minorsBehind: 1 });
    expect(compareVersions("5.108.0", "5.108.4")).toMatchObject({ behind: "patch" });
  });

  it("the latest, or ahead of it, is current; unreadable is unknown", () => {
    expect(compareVersions("8.5.1", "8.5.1")).toMatchObject({ behind: "current" });
    expect(compareVersions("9.0.0-rc.1", "8.5.1")).toMatchObject({ behind: "current" });
    expect(compareVersions("1.2.3", undefined)).toMatchObject({ behind: "unknown" });
    expect(compareVersions("github:a/b", "1.0.0")).toMatchObject({ behind: "unknown" });
  });
});

const dep = (name: string, installed: string, section: DirectDependency["section"] = "dependencies") => ({
  name,
  section,
  spec: installed,
  installed,
});

describe("evaluate", () => {
  it("fails when pdf.js is a major behind (main before issue 39), and lists what is far behind", () => {
    const deps = [
      dep("pdfjs-dist", "5.6.205"),
      dep("better-auth", "1.7.25"),
      dep("fastify", "5.12.8", "devDependencies"),
      dep("react-router", "7.18.5", "devDependencies"),
      dep("@biomejs/biome", "2.5.15", "devDependencies"),
      dep("@tanstack/react-query", "5.108.0", "devDependencies"),
      dep("@types/node", "24.19.2", "devDependencies"),
    ];
    const latest = new Map([
      ["pdfjs-dist", "6.5.438"],
      ["better-auth", "1.7.25"],
      ["fastify", "5.13.0"],
      ["react-router", "8.5.1"],
      ["@biomejs/biome", "2.6.8"],
      ["@tanstack/react-query", "5.108.4"],
      ["@types/node", "26.6.6"],
    ]);
    const result = evaluate(deps, latest);
    expect(result.failures.map((row) => row.name)).toEqual(["pdfjs-dist"]);
    // One minor (biome) and patches (react-query) are not printed; the gated one comes first.
    expect(result.rows.map((row) => [row.name, row.behind, row.majorsBehind])).toEqual([
      ["pdfjs-dist", "major", 1],
      ["@types/node", "major", 2],
      ["react-router", "major", 1],
    ]);
    expect(result.rows.find((row) => row.name === "@types/node")?.keptBecause).toMatch(/Node 24/);
    const report = formatReport(result, deps.length).join("\n");
    expect(report).toContain("pdfjs-dist");
    expect(report).toMatch(/FAIL: pdfjs-dist 5\.6\.205 \(latest 6\.5\.438\) is a major behind/);
  });

  it("passes when the gated three are on their latest major, even minors behind", () => {
    const result = evaluate(
      [dep("pdfjs-dist", "6.1.0"), dep("better-auth", "1.7.25"), dep("fastify", "5.12.8", "devDependencies")],
      new Map([
        ["pdfjs-dist", "6.5.438"],
        ["better-auth", "1.7.25"],
        ["fastify", "5.12.8"],
      ]),
    );
    expect(result.failures).toEqual([]);
    expect(result.rows.map((row) => [row.name, row.behind, row.minorsBehind])).toEqual([
      ["pdfjs-dist", "minors", 4],
    ]);
  });

  it("uses the lockfile's version over the range in package.json, and reports what it cannot compare", () => {
    const result = evaluate(
      [
        { name: "pdfjs-dist", section: "dependencies", spec: "^5.6.205", installed: "6.5.438" },
        { name: "better-auth", section: "dependencies", spec: "1.7.25" },
        { name: "local-thing", section: "devDependencies", spec: "file:../local-thing" },
      ],
      new Map([
        ["pdfjs-dist", "6.5.438"],
        ["local-thing", "1.0.0"],
      ]),
    );
    expect(result.failures).toEqual([]);
    expect(result.rows).toEqual([]);
    expect(result.unknown).toEqual([
      { name: "better-auth", ours: "1.7.25", latest: null, gated: true },
      { name: "local-thing", ours: "file:../local-thing", latest: "1.0.0", gated: false },
    ]);
    expect(formatReport(result, 3)[0]).toBe(
      "All 3 direct dependencies are within one minor of the registry's latest.",
    );
  });
});
