import { buildContent } from "./document.ts";
import { randomSpec } from "./generate.ts";
import { layOut } from "./layouts.ts";
const fails = new Map<string, number>();
for (let s = 1; s <= 600; s++) {
  const spec = randomSpec(s);
  try { layOut(buildContent(spec)); } catch (e) { const m = String(e).slice(0, 110); const k = `${spec.seller} ${m}`; if (fails.size < 25) fails.set(k, s); }
}
console.log(fails);
