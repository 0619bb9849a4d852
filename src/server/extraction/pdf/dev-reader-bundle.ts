import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { threadId } from "node:worker_threads";
import { isProcessAlive } from "../../process-alive.ts";

let bundled: string | undefined;

/**
 * Running from .ts (dev server, tests, the analyze CLI): the PDF reader is bundled once per process with esbuild,
 * as the production build does, and forked as plain JavaScript. Loading it through tsx instead costs each reader
 * about 300 MB more and runs tsx's loader thread under the reader's heap limit.
 */
export function devReaderBundle(source: URL): string {
  if (bundled) return bundled;
  // Not `require`: the production bundle must not pull esbuild in (this only runs from .ts).
  const loadPackage = createRequire(import.meta.url);
  const esbuild = loadPackage("esbuild") as typeof import("esbuild");
  const root = fileURLToPath(new URL("../../../../", import.meta.url));
  const dir = `${root}node_modules/.cache/pdf-reader`;
  mkdirSync(dir, { recursive: true });
  removeBundlesOfEndedProcesses(dir);
  const outfile = `${dir}/reader-${process.pid}-${threadId}.js`;
  esbuild.buildSync({
    entryPoints: [fileURLToPath(source)],
    outfile,
    bundle: true,
    platform: "node",
    target: "node22",
    format: "esm",
    packages: "external",
    logLevel: "warning",
  });
  process.once("exit", () => rmSync(outfile, { force: true }));
  bundled = outfile;
  return outfile;
}

/** Test runners often kill their processes, so the exit hook does not always run: sweep what they left. */
function removeBundlesOfEndedProcesses(dir: string): void {
  for (const name of readdirSync(dir)) {
    const pid = Number(/^reader-(\d+)-/.exec(name)?.[1]);
    if (pid && !isProcessAlive(pid)) rmSync(`${dir}/${name}`, { force: true });
  }
}
