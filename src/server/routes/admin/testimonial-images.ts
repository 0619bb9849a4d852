import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { testimonials } from "../../db/schema.ts";
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

/**
 * A rename rebuilds image_path from the new name (spec §5): carry an uploaded photo along to its new name. A file
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
  const stored = await storage.get("testimonials", from);
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
