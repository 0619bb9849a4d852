// Imported first by main.tsx. zod 4 probes `new Function("")` when it builds an object schema, to decide on its
// JIT; our Content-Security-Policy forbids eval, so the probe is reported as a CSP violation on every page.
// zod keeps its global config on `globalThis.__zod_globalConfig` (one object shared by every copy of zod, read
// with `??=`), so setting `jitless` there is exactly what `z.config({ jitless: true })` does, without putting
// zod in the first-screen bundle (about 3.5 KB gzip). tests/e2e/csp.spec.ts checks that zod honours it.
type ZodGlobalConfigHolder = { __zod_globalConfig?: Record<string, unknown> };

const holder = globalThis as ZodGlobalConfigHolder;
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
