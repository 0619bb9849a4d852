import v8 from "node:v8";
import vm from "node:vm";

type GcOptions = { type: "major"; execution: "sync"; flavor: "last-resort" };

/**
 * One garbage collection that gives memory back, once the start-up is over. Start-up allocates far more than the
 * server keeps (modules compiled, the migrations check, the seed, the job queue's schema check), and V8 keeps the
 * pages of a young generation grown under that load and of the old generation's start-up garbage until memory
 * runs short, which an idle server never gets to: about 8-10 MB of resident memory at rest. V8's own
 * "last resort" collection (the one it runs before giving up on an allocation) shrinks both. Node has no API
 * for it but V8's gc extension, exposed to a context of its own so the app's global scope gets no `gc`. It blocks
 * the main thread once, for about 50-150 ms.
 */
export function releaseStartupMemory(): void {
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("gc") as ((options: GcOptions) => void) | undefined;
  gc?.({ type: "major", execution: "sync", flavor: "last-resort" });
}
