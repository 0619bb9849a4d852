import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EnvSchema, loadConfig } from "#server/config.ts";

// .env.example lists every variable the configuration reads, at its default: a variable added to the config schema
// (or to the client's vite-env.d.ts) without a line here fails, and so does a line whose value is not the default.
const lines = readFileSync(".env.example", "utf8").split("\n");
const entries = new Map<string, string>();
const listed: string[] = [];
for (const line of lines) {
  const match = /^#? ?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
  if (!match?.[1]) continue;
  listed.push(match[1]);
  const raw = (match[2] ?? "").trim();
  entries.set(match[1], raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw);
}

const serverKeys = Object.keys(EnvSchema.shape);
const clientKeys = [
  ...readFileSync("src/client/vite-env.d.ts", "utf8").matchAll(/readonly (VITE_\w+)\?/g),
].map((m) => m[1] as string);

describe(".env.example", () => {
  it("lists every server variable and every build-time VITE_* variable, and nothing else", () => {
    expect(serverKeys.length).toBeGreaterThan(50);
    expect(clientKeys.length).toBeGreaterThan(10);
    expect([...entries.keys()].sort()).toEqual([...new Set([...serverKeys, ...clientKeys])].sort());
  });

  it("lists each variable once", () => {
    expect(listed.filter((key, index) => listed.indexOf(key) !== index)).toEqual([]);
  });

  it("gives each server variable its default (the configuration it yields is the one of an empty environment)", () => {
    const set = Object.fromEntries(
      [...entries].filter(([key, value]) => serverKeys.includes(key) && value !== ""),
    );
    expect(Object.keys(set).length).toBeGreaterThan(30);
    expect(loadConfig(set)).toEqual(loadConfig({}));
    // And each one on its own, so a wrong value cannot hide behind another.
    for (const [key, value] of Object.entries(set)) {
      expect(loadConfig({ [key]: value }), `${key}=${value}`).toEqual(loadConfig({}));
    }
  });

  it("gives each client variable the default src/client/content/site.ts falls back to", () => {
    const site = readFileSync("src/client/content/site.ts", "utf8");
    const defaults = [...site.matchAll(/pick\(env\.(VITE_\w+), "([^"]*)"\)/g)];
    expect(defaults.length).toBeGreaterThan(8);
    for (const [, key, value] of defaults) expect(entries.get(key as string), key).toBe(value);
  });
});

describe("SEED_DEMO", () => {
  it("is on unless set to false or 0", () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: "true" }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: "false" }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: "0" }).seedDemo).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: "no" })).toThrow(/SEED_DEMO/);
  });
});

describe("BOOKING_TIMEZONE", () => {
  it("takes any zone the platform knows, refuses one it does not, and defaults to Europe/Berlin", () => {
    expect(loadConfig({}).booking.timeZone).toBe("Europe/Berlin");
    expect(loadConfig({ BOOKING_TIMEZONE: "America/New_York" }).booking.timeZone).toBe("America/New_York");
    expect(() => loadConfig({ BOOKING_TIMEZONE: "Mars/Olympus_Mons" })).toThrow(/BOOKING_TIMEZONE/);
  });
});
