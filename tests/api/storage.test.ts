import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "#server/storage/local-storage.ts";
import { createS3Storage } from "#server/storage/s3-storage.ts";
import type { Storage } from "#server/storage/storage.ts";

// s3rver is a real S3-protocol server (HTTP, SigV4 auth, XML errors) running in this process on a free port.
const BUCKET = "cbc-test";
let s3server: S3rver;
let s3dir: string;
let localDir: string;
const stores: Record<string, Storage> = {};

beforeAll(async () => {
  s3dir = mkdtempSync(path.join(os.tmpdir(), "cbc-s3-"));
  localDir = mkdtempSync(path.join(os.tmpdir(), "cbc-local-"));
  s3server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: s3dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = await s3server.run();
  stores.s3 = createS3Storage({
    endpoint: `http://127.0.0.1:${address.port}`,
    region: "us-east-1",
    bucket: BUCKET,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  });
  stores.local = createLocalStorage(localDir);
});

afterAll(async () => {
  await s3server?.close();
  rmSync(s3dir, { recursive: true, force: true });
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
