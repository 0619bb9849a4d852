import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EnvSchema } from "#server/config.ts";

// The README's environment table names exactly the variables the configuration reads (src/server/config.ts) and
// the build-time VITE_* ones the client reads (src/client/vite-env.d.ts): a variable added to either without a
// row here fails, and so does a row for a variable that no longer exists.
const readme = readFileSync("README.md", "utf8");
const section = readme.slice(
  readme.indexOf("## Environment variables"),
  readme.indexOf("\n## ", readme.indexOf("## Environment variables") + 1),
);
const rows = section.split("\n").filter((line) => line.startsWith("| `"));
const named = rows.flatMap((row) =>
  [...(row.split("|")[1] ?? "").matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] as string),
);

const serverKeys = Object.keys(EnvSchema.shape);
const clientKeys = [
  ...readFileSync("src/client/vite-env.d.ts", "utf8").matchAll(/readonly (VITE_\w+)\?/g),
].map((m) => m[1] as string);

describe("README.md's environment table", () => {
  it("names every server and build-time variable once, and nothing else", () => {
    expect(rows.length).toBeGreaterThan(40);
    expect(named.length).toBe(new Set(named).size);
    expect([...named].sort()).toEqual([...new Set([...serverKeys, ...clientKeys])].sort());
  });

  it("says what the server does with uploads past its capacity: they queue", () => {
    expect(section).not.toMatch(/instead of queueing/);
    expect(section).toMatch(/`ANALYSIS_QUEUE_LENGTH`/);
  });

  it("links the webhook variables to docs/webhooks.md", () => {
    const webhookRows = rows.filter((row) => row.startsWith("| `WEBHOOKS_"));
    expect(webhookRows.length).toBe(3);
    expect(webhookRows.join("\n")).toContain("(docs/webhooks.md)");
  });
});
