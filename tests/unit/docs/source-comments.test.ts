import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// A comment says why in its own words: a tracker number ("issue 25") or a document that is not in the repository
// (DESIGN.md, EXTRACTION.md, STACK-NOTES) means nothing to the next reader of the file.
const files = execFileSync("git", ["ls-files", "src", "scripts"], { encoding: "utf8" })
  .split("\n")
  .filter((file) => /\.(ts|tsx|mjs|css)$/.test(file));
const outside =
  /\b[Ii]ssues? #?\d+|\bDESIGN\.md\b|\bEXTRACTION\.md\b|\bSTACK-NOTES\b|\bCONVENTIONS\.md\b|hardening round/;

describe("comments in src/ and scripts/", () => {
  it("cite no tracker numbers and no documents outside the repository", () => {
    expect(files.length).toBeGreaterThan(300);
    const found: string[] = [];
    for (const file of files) {
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, index) => {
          if (outside.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
