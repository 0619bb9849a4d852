import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// docs/architecture.md is the newcomer's map: every file and folder it names must exist, so moving one without
// the map fails here.
const map = readFileSync("docs/architecture.md", "utf8");
const named = [
  ...new Set([...map.matchAll(/`((?:src|tests|scripts|docs|bench)\/[^`\s]*)`/g)].map((m) => m[1] as string)),
];

describe("docs/architecture.md", () => {
  it("has the map, the floors, the upload's path, the background work and where new things go", () => {
    for (const heading of [
      "## The map in ten lines",
      "## Floors",
      "## An upload, from request to result",
      "## Background work",
      "## Where a new thing goes",
    ])
      expect(map).toContain(heading);
    for (const thing of ["**A language**", "**A seller (cloud provider)**", "**An API route**", "**A page**"])
      expect(map).toContain(thing);
  });

  it("names only paths that exist", () => {
    expect(named.length).toBeGreaterThan(40);
    const expanded = named.flatMap((path) => {
      const braces = /^(.*)\{([^}]+)\}(.*)$/.exec(path);
      return braces ? (braces[2] ?? "").split(",").map((part) => `${braces[1]}${part}${braces[3]}`) : [path];
    });
    expect(expanded.filter((path) => !existsSync(path.replace(/\/$/, "")))).toEqual([]);
  });
});
