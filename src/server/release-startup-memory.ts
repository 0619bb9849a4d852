import { performance } from "node:perf_hooks";
import v8 from "node:v8";
import vm from "node:vm";

type GcOptions = { type: "major"; execution: "sync"; flavor: "last-resort" };

/** Below this share of a second spent running JavaScript, the server counts as idle. */
const IDLE_UTILIZATION = 0.1;
const CHECK_EVERY_MS = 1000;
/** A server busy for this many checks in a row from its start keeps its memory: the collection is skipped. */
const MAX_CHECKS = 600;

/**
 * One garbage collection that gives memory back, once the start-up is over. Start-up allocates far more than the
 * server keeps (modules compiled, the migrations check, the seed, the job queue's schema check), and V8 keeps the
 * pages of a young generation grown under that load and of the old generation's start-up garbage until memory
 * runs short, which an idle server never gets to: about 10 MB of resident memory at rest. V8's own "last resort"
 * collection (the one it runs before giving up on an allocation) shrinks both. Node has no API for it but V8's gc
 * extension, exposed to a context of its own so the app's global scope gets no `gc`.
 *
 * It blocks the main thread, for 50-150 ms at rest and several times that on a heap full of requests (700 ms
 * measured when it met a burst of uploads): it waits for a second in which the event loop was idle.
 */
export function releaseStartupMemoryWhenIdle(): void {
  let previous = performance.eventLoopUtilization();
  let checks = 0;
  const check = () => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, previous).utilization;
    previous = now;
    if (busy < IDLE_UTILIZATION) releaseStartupMemory();
    else if (++checks < MAX_CHECKS) setTimeout(check, CHECK_EVERY_MS).unref();
  };
  setTimeout(check, CHECK_EVERY_MS).unref();
}

function releaseStartupMemory(): void {
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("gc") as ((options: GcOptions) => void) | undefined;
  gc?.({ type: "major", execution: "sync", flavor: "last-resort" });
}
