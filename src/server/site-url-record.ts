import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

// The address the server last said it serves at, kept in DATA_DIR: `admin:create`, run later from a shell that
// has neither PORT nor PUBLIC_URL, prints the sign-in link the running site really has.
const FILE = "site-url";

export function recordSiteUrl(dataDir: string, url: string): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path.join(dataDir, FILE), `${url}\n`);
}

/** The recorded address, or null when none was recorded (or it is not an http(s) URL). */
export function readRecordedSiteUrl(dataDir: string): string | null {
  try {
    const url = readFileSync(path.join(dataDir, FILE), "utf8").trim();
    return /^https?:\/\/\S+$/.test(url) ? url.replace(/\/$/, "") : null;
  } catch {
    return null;
  }
}
