import { performance } from "node:perf_hooks";
import v8 from "node:v8";
import vm from "node:vm";

type GcOptions = { type: "major"; execution: "sync"; flavor: "last-resort" };

/** Below this share of the time spent running JavaScript, the server counts as idle. */
const IDLE_UTILIZATION = 0.1;
const CHECK_EVERY_MS = 1000;
/** A server busy for this many checks in a row from its start skips the first collection. */
const MAX_CHECKS = 600;

/**
 * Garbage collections that give memory back to the system while the server is idle. Start-up allocates far more
 * than the server keeps (modules compiled, the migrations check, the seed, the job queue's schema check), and V8
 * keeps those pages until memory runs short, which an idle server never gets to: about 10 MB at rest. At rest,
 * the job queue's polling then promotes a little garbage into the old generation every few seconds, which V8
 * collects only once that generation has grown by half: the resident size crept up 4 MB a minute. V8's own
 * "last resort" collection (the one it runs before giving up on an allocation) collects and gives the pages
 * back. Node has no API for it but V8's gc extension, exposed to a context of its own so the app's global scope
 * gets no `gc`.
 *
 * It blocks the main thread, for 50-150 ms at rest and several times that on a heap full of requests (700 ms
 * measured when it met a burst of uploads), so it runs once, after the first idle second.
 */
export function releaseMemoryWhenIdle(): void {
  const gc = exposeGc();
  if (!gc) return;
  let previous = performance.eventLoopUtilization();
  const idleSince = () => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, previous).utilization;
    previous = now;
    return busy < IDLE_UTILIZATION;
  };
  const collect = () => gc({ type: "major", execution: "sync", flavor: "last-resort" });
  let checks = 0;
  const first = () => {
    if (idleSince()) {
      // Once only: a collection on a timer met a burst of uploads whose minute looked idle (the main thread waits
      // on the PDF readers) and paused a full heap for 390 ms.
      collect();
    } else if (++checks < MAX_CHECKS) setTimeout(first, CHECK_EVERY_MS).unref();
  };
  setTimeout(first, CHECK_EVERY_MS).unref();
}

function exposeGc(): ((options: GcOptions) => void) | undefined {
  v8.setFlagsFromString("--expose-gc");
  return vm.runInNewContext("gc") as ((options: GcOptions) => void) | undefined;
}
