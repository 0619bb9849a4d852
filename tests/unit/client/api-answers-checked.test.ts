import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// src/client/api is the browser's only door to the server: every answer it hands a page has been checked against
// a shared zod schema, and failed answers are read in one place (http.ts).
const API_DIR = path.resolve("src/client/api");

function apiFiles(dir = API_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return apiFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = apiFiles().map((file) => ({
  name: path.relative(API_DIR, file),
  text: readFileSync(file, "utf8"),
}));

/** The text of a call's arguments, from just after its "(" to the matching ")". */
function argumentsAt(text: string, start: number): string {
  let depth = 1;
  for (let i = start; i < text.length; i += 1) {
    if (text[i] === "(") depth += 1;
    else if (text[i] === ")" && --depth === 0) return text.slice(start, i);
  }
  return text.slice(start);
}

describe("src/client/api", () => {
  it("has files to check", () => {
    expect(files.map((f) => f.name)).toContain("http.ts");
    expect(files.length).toBeGreaterThan(10);
  });

  it("never types an answer without checking it (no requestJson<T>, no `.json() as`)", () => {
    for (const { name, text } of files) {
      expect(text, name).not.toMatch(/request(Admin)?Json<(?!S\b)/);
      expect(text, name).not.toMatch(/\.json\(\)\)?\s+as\s/);
      expect(text, name).not.toMatch(/getQueryData<[^>]+>\([^)]*\)\s+as\s/);
    }
  });

  it("reads bodies and failed answers only in http.ts (one error parser)", () => {
    for (const { name, text } of files) {
      if (name === "http.ts") continue;
      expect(text, name).not.toMatch(/\.json\(\)/);
      expect(text, name).not.toMatch(/"error" in /);
      expect(text, name).not.toMatch(/\bfetch\(/);
    }
  });

  it("names a schema on every JSON call", () => {
    let calls = 0;
    for (const { name, text } of files) {
      for (const match of text.matchAll(/request(?:Admin)?Json\(/g)) {
        const args = argumentsAt(text, (match.index ?? 0) + match[0].length);
        if (/^path: string/.test(args)) continue; // the definitions
        calls += 1;
        expect(args, `${name}: ${match[0]}${args}`).toMatch(/Schema\b|\bschema\b/);
      }
    }
    expect(calls).toBeGreaterThan(25);
  });
});
