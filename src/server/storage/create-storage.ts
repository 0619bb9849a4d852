import path from "node:path";
import type { Config } from "../config.ts";
import { createLocalStorage } from "./local-storage.ts";
import { createS3Storage } from "./s3-storage.ts";
import type { Storage } from "./storage.ts";

export function createStorage(config: Config): Storage {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalStorage(path.join(config.dataDir, "storage"));
}
