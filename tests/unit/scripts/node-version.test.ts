import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { engineFloor, nodeVersionWarning } from "../../../scripts/node-version.mjs";

const engines = JSON.parse(readFileSync("package.json", "utf8")).engines.node as string;

describe("the Node version warning", () => {
  it("reads package.json's engines range", () => {
    expect(engineFloor(engines)).toEqual([22, 22, 0]);
  });

  it("names the running and the needed version when Node is older than engines says", () => {
    const warning = nodeVersionWarning("20.11.1", engines);
    expect(warning).toContain("Node 20.11.1");
    expect(warning).toContain(">=22.22");
    expect(nodeVersionWarning("v22.21.9", engines)).toMatch(/^Warning: /);
  });

  it("stays quiet on a Node that satisfies it", () => {
    for (const version of ["22.22.0", "22.23.1", "24.0.0", "25.1.0"])
      expect(nodeVersionWarning(version, engines)).toBeNull();
  });

  it("is printed on stderr by the scripts that start the server and the tools", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cbc-engines-"));
    const pkg = path.join(dir, "package.json");
    writeFileSync(pkg, JSON.stringify({ engines: { node: ">=999.0" } }));
    const url = new URL("../../../scripts/node-version.mjs", import.meta.url).href;
    const script = `import(${JSON.stringify(url)}).then((m) => m.warnIfNodeTooOld(${JSON.stringify(pkg)}))`;
    const { stderr } = spawnSync(process.execPath, ["-e", script], { encoding: "utf8" });
    expect(stderr).toContain("needs Node >=999.0");
    for (const entry of ["scripts/start.mjs", "scripts/dev.mjs", "scripts/run-cli.mjs"])
      expect(readFileSync(entry, "utf8"), entry).toContain("warnIfNodeTooOld();");
  });
});
