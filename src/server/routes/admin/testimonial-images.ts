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

/** A rename rebuilds image_path from the new name (spec §5): carry an uploaded photo along to its new name. */
export async function moveStoredImage(
  storage: Storage,
  from: string | null,
  to: string | null,
): Promise<void> {
  if (from === to || !isSafeName(from) || !isSafeName(to)) return;
  const stored = await storage.get("testimonials", from);
  if (!stored) return;
  await storage.put("testimonials", to, stored.body, stored.contentType);
  await storage.delete("testimonials", from);
}

/** Removes an uploaded photo once no other testimonial points at the same file. */
export async function deleteUnusedImage(
  db: Db,
  storage: Storage,
  imagePath: string | null,
  exceptId: string,
) {
  if (!isSafeName(imagePath)) return;
  const others = await db
    .select({ id: testimonials.id })
    .from(testimonials)
    .where(and(eq(testimonials.image_path, imagePath), ne(testimonials.id, exceptId)))
    .limit(1);
  if (others.length === 0) await storage.delete("testimonials", imagePath);
}
