import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { createStorage } from "#server/storage/create-storage.ts";
import { createLocalStorage } from "#server/storage/local-storage.ts";
import type { Storage } from "#server/storage/storage.ts";
import { type LocalS3, startLocalS3 } from "#tests/support/s3-server.ts";

let s3: LocalS3;
let localDir: string;
const stores: Record<string, Storage> = {};

beforeAll(async () => {
  s3 = await startLocalS3();
  localDir = mkdtempSync(path.join(os.tmpdir(), "cbc-local-"));
  stores.s3 = createStorage(loadConfig({ DATA_DIR: localDir, ...s3.env }));
  stores.local = createLocalStorage(localDir);
});

afterAll(async () => {
  await s3?.close();
  rmSync(localDir, { recursive: true, force: true });
});

describe.each(["local", "s3"])("%s storage", (kind) => {
  const store = () => stores[kind] as Storage;
  const pdf = new Uint8Array(Buffer.from("%PDF-1.4\nhello\n%%EOF\n"));

  it("stores, reads back byte for byte, and deletes", async () => {
    await store().put("bills", "1700000000000-abc123.pdf", pdf, "application/pdf");
    const got = await store().get("bills", "1700000000000-abc123.pdf");
    expect(got?.contentType).toBe("application/pdf");
    expect(Buffer.from(got?.body ?? []).equals(Buffer.from(pdf))).toBe(true);
    await store().delete("bills", "1700000000000-abc123.pdf");
    expect(await store().get("bills", "1700000000000-abc123.pdf")).toBeNull();
  });

  it("answers null for a missing object and deleting it again is not an error", async () => {
    expect(await store().get("bills", "missing.pdf")).toBeNull();
    await expect(store().delete("bills", "missing.pdf")).resolves.toBeUndefined();
  });

  it("keeps buckets apart", async () => {
    await store().put("testimonials", "same.pdf", pdf, "application/pdf");
    expect(await store().get("bills", "same.pdf")).toBeNull();
    await store().delete("testimonials", "same.pdf");
  });

  it.each(["../escape.pdf", "a/b.pdf", "", ".hidden"])("refuses the unsafe name %j", async (name) => {
    await expect(store().put("bills", name, pdf, "application/pdf")).rejects.toThrow(/Unsafe object name/);
  });
});
