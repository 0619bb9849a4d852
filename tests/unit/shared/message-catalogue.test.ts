import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The catalogue is grouped by topic, one file each; a message is found by its topic, and its name means one text.
const dir = "src/shared/messages";
const topics = readdirSync(dir).filter((name) => name.endsWith(".ts"));

describe("the message catalogue", () => {
  it("is one file per topic under src/shared/messages, and nothing else in src/shared holds messages", () => {
    expect(topics.map((name) => name.replace(/\.ts$/, "")).sort()).toEqual(
      [
        "admin",
        "admin-content",
        "analysis",
        "auth",
        "booking",
        "contact",
        "general",
        "result",
        "upload",
      ].sort(),
    );
    expect(readdirSync("src/shared").filter((name) => /messages?\.ts$/.test(name))).toEqual([]);
  });

  it("names each message once across the topics", async () => {
    const seen = new Map<string, string>();
    for (const topic of topics) {
      const module: Record<string, unknown> = await import(`../../../${dir}/${topic}`);
      const names = Object.keys(module);
      expect(names.length, topic).toBeGreaterThan(1);
      for (const name of names) {
        expect(seen.get(name), `${name} in ${topic}`).toBeUndefined();
        seen.set(name, topic);
      }
    }
    expect(seen.size).toBeGreaterThan(150);
  });
});
