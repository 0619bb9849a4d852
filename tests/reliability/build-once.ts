// The suites run dist/server/main.js, as `npm start` does: build it first when the sources are newer.
export async function setup(): Promise<void> {
  // @ts-expect-error: a plain .mjs script without types
  const { ensureBuild } = (await import("../../scripts/ensure-build.mjs")) as { ensureBuild: () => void };
  ensureBuild();
}
