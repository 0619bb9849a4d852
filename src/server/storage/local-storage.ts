import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertSafeObjectName, type Storage, type StorageBucket, type StoredObject } from "./storage.ts";

const CONTENT_TYPES: Record<string, string> = {
  ".pdf": "application/pdf",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
};

/** Files under DATA_DIR/storage/{bucket}/{name}; writes go through a temp file so readers never see half a file. */
export function createLocalStorage(root: string): Storage {
  const fileOf = (bucket: StorageBucket, name: string) => {
    assertSafeObjectName(name);
    return path.join(root, bucket, name);
  };
  return {
    kind: "local",
    async put(bucket, name, body) {
      const file = fileOf(bucket, name);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, body);
      await rename(temp, file);
    },
    async get(bucket, name): Promise<StoredObject | null> {
      try {
        const body = await readFile(fileOf(bucket, name));
        const contentType = CONTENT_TYPES[path.extname(name).toLowerCase()] ?? "application/octet-stream";
        return { body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(bucket, name) {
      await rm(fileOf(bucket, name), { force: true });
    },
    async *list(bucket) {
      const dir = path.join(root, bucket);
      let names: string[] = [];
      try {
        names = await readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
        throw error;
      }
      for (const name of names) {
        const info = await stat(path.join(dir, name)).catch(() => null);
        if (info?.isFile()) yield { name, lastModified: info.mtime };
      }
    },
  };
}
