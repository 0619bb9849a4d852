import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Every decision record says when it was written and whether it still holds; one that a later record replaced names
// it, and the later one names it back. The folder's README explains the numbering (and the missing 007).
const dir = "docs/decisions";
const records = readdirSync(dir)
  .filter((name) => /^\d{3}-.+\.md$/.test(name) && !name.startsWith("000-"))
  .map((name) => ({ name, number: name.slice(0, 3), text: readFileSync(`${dir}/${name}`, "utf8") }));
const byNumber = new Map(records.map((record) => [record.number, record]));

describe("decision records", () => {
  it("each has a Date line and a Status line under its title", () => {
    expect(records.length).toBeGreaterThan(20);
    for (const { name, number, text } of records) {
      expect(text.startsWith(`# ${number}: `), name).toBe(true);
      expect(text, name).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/m);
      expect(text, name).toMatch(/^Status: (Accepted|Partly superseded|Superseded)\b/m);
    }
  });

  it("a superseded record names its successor, which names it back", () => {
    for (const { name, number, text } of records) {
      const status = /^Status: (.*)$/m.exec(text)?.[1] ?? "";
      const successor = /^Superseded by: (\d{3})$/m.exec(text)?.[1];
      expect(Boolean(successor), `${name}: "${status}"`).toBe(/superseded/i.test(status));
      if (!successor) continue;
      expect(byNumber.get(successor)?.text, `${name} -> ${successor}`).toMatch(
        new RegExp(`^Supersedes: .*\\b${number}\\b`, "m"),
      );
    }
  });

  it("numbers are unique, and the README says why one is missing", () => {
    const numbers = records.map((record) => Number(record.number));
    expect(new Set(numbers).size).toBe(numbers.length);
    const readme = readFileSync(`${dir}/README.md`, "utf8");
    for (let n = 1; n <= Math.max(...numbers); n += 1) {
      const padded = String(n).padStart(3, "0");
      if (!byNumber.has(padded)) expect(readme, padded).toContain(`There is no ${padded}`);
    }
  });
});
