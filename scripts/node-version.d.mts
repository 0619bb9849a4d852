// Types of scripts/node-version.mjs (plain JavaScript, run before anything is built).

export function engineFloor(range: string | undefined): [number, number, number] | null;
export function nodeVersionWarning(version: string, range: string): string | null;
export function warnIfNodeTooOld(packageJsonPath?: string | URL): string | null;
