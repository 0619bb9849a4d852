import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isProcessAlive } from "../process-alive.ts";

export interface DataDirLock {
  release(): void;
}

export class DataDirBusyError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is in use by another process (pid ${pid}). ` +
        "Stop the server first, or set DATABASE_URL to use a PostgreSQL server.",
    );
    this.name = "DataDirBusyError";
  }
}

/** PGlite allows one process per data directory; a pid lock file keeps a second one (say, a CLI) out. */
export function acquireDataDirLock(dir: string): DataDirLock {
  mkdirSync(path.dirname(dir), { recursive: true });
  const file = path.join(dir, "..", `${path.basename(dir)}.lock`);
  try {
    writeFileSync(file, String(process.pid), { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const pid = Number.parseInt(readFileSync(file, "utf8"), 10);
    if (Number.isFinite(pid) && pid !== process.pid && isProcessAlive(pid))
      throw new DataDirBusyError(dir, pid);
    writeFileSync(file, String(process.pid));
  }
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      rmSync(file, { force: true });
    },
  };
}
