// Run in a child process of its own (V8's flags are per process): opens the embedded database as the server does,
// runs queries for a while, and prints the CPU time V8's background threads spent (where the optimising compiler
// recompiles hot WebAssembly functions) and the resident memory, as JSON.
import { readdirSync, readFileSync } from "node:fs";
import { openDatabase } from "#server/db/client.ts";

const database = await openDatabase({ databaseUrl: null, dataDir: null });
for (let i = 0; i < 200; i++) {
  await database.pglite?.query(
    "select count(*) from pg_class c join pg_attribute a on a.attrelid = c.oid where c.relname like $1",
    [`pg_%${i}`],
  );
}
// Background compilation finishes after the queries that asked for it.
await new Promise((resolve) => setTimeout(resolve, 2000));
let backgroundCpuMs = 0;
for (const task of readdirSync("/proc/self/task")) {
  const stat = readFileSync(`/proc/self/task/${task}/stat`, "utf8");
  if (!stat.includes("(V8Worker)")) continue;
  const fields = stat.split(") ")[1]?.split(" ") ?? [];
  backgroundCpuMs += (Number(fields[11]) + Number(fields[12])) * 10;
}
await database.close();
process.stdout.write(JSON.stringify({ backgroundCpuMs, rssMb: process.memoryUsage().rss / 1048576 }));
