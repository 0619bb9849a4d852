import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { testimonials } from "../../db/schema.ts";
import { findClientDir } from "../../plugins/client-static.ts";
import { assertSafeObjectName, type Storage } from "../../storage/storage.ts";

function isSafeName(name: string | null): name is string {
  if (!name) return false;
  try {
    assertSafeObjectName(name);
    return true;
  } catch {
    return false;
  }
}

async function isUsedByAnotherRow(db: Db, imagePath: string, exceptId: string): Promise<boolean> {
  const others = await db
    .select({ id: testimonials.id })
    .from(testimonials)
    .where(and(eq(testimonials.image_path, imagePath), ne(testimonials.id, exceptId)))
    .limit(1);
  return others.length > 0;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  svg: "image/svg+xml",
  avif: "image/avif",
};

/** A photo shipped with the site (public/testimonials, served from the built client), or null. */
async function readBundledPhoto(name: string): Promise<{ body: Uint8Array; contentType: string } | null> {
  const dirs = [findClientDir(), path.resolve("public")].filter((d): d is string => Boolean(d));
  for (const dir of dirs) {
    try {
      const body = new Uint8Array(await readFile(path.join(dir, "testimonials", name)));
      const extension = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
      return { body, contentType: CONTENT_TYPES[extension] ?? "application/octet-stream" };
    } catch {
      // Not in this folder.
    }
  }
  return null;
}

/** The photo stored (uploaded) or shipped under `name`, or null when there is none. */
export async function findPhoto(
  storage: Storage,
  name: string | null,
): Promise<{ body: Uint8Array; contentType: string } | null> {
  if (!isSafeName(name)) return null;
  return (await storage.get("testimonials", name)) ?? (await readBundledPhoto(name));
}

/**
 * The photo a typed image path points at: under the typed name, or under the name it is saved as (docs/product.md#validation
 * rebuilds it from the person's name). Null when the site has neither, so the row would show initials only.
 */
export async function findTypedPhoto(
  storage: Storage,
  typed: string,
  saved: string | null,
): Promise<{ body: Uint8Array; contentType: string } | null> {
  return (await findPhoto(storage, saved)) ?? (await findPhoto(storage, typed));
}

/** Stores `photo` under `name` unless the site already has a photo there (another row's, or one it ships). */
export async function keepPhotoUnder(
  storage: Storage,
  name: string | null,
  photo: { body: Uint8Array; contentType: string },
): Promise<void> {
  if (!isSafeName(name) || (await findPhoto(storage, name))) return;
  await storage.put("testimonials", name, photo.body, photo.contentType);
}

/**
 * A rename rebuilds image_path from the new name (docs/product.md#validation): carry the photo along to its new name, an uploaded
 * one or one shipped with the site (copied into storage under the new name, so it keeps showing). A file
 * that another testimonial still points at is neither overwritten (the new name is taken: that row keeps its
 * photo) nor removed (the old name is shared: the copy stays for that row).
 */
export async function moveStoredImage(
  db: Db,
  storage: Storage,
  change: { id: string; from: string | null; to: string | null },
): Promise<void> {
  const { id, from, to } = change;
  if (from === to || !isSafeName(from) || !isSafeName(to)) return;
  const stored = await findPhoto(storage, from);
  if (!stored) return;
  if (!(await isUsedByAnotherRow(db, to, id))) {
    await storage.put("testimonials", to, stored.body, stored.contentType);
  }
  await deleteUnusedImage(db, storage, from, id);
}

/** Removes an uploaded photo once no other testimonial points at the same file. */
export async function deleteUnusedImage(
  db: Db,
  storage: Storage,
  imagePath: string | null,
  exceptId: string,
) {
  if (!isSafeName(imagePath)) return;
  if (!(await isUsedByAnotherRow(db, imagePath, exceptId))) await storage.delete("testimonials", imagePath);
}
