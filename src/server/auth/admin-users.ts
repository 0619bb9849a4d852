import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { account, session, user } from "../db/schema.ts";

/** Better Auth keeps email + password logins as an account row with this provider id. */
const CREDENTIAL_PROVIDER = "credential";

export async function hasAnyUser(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(user);
  return (row?.n ?? 0) > 0;
}

const ADMIN_CREATE_COMMAND =
  "npm run -s admin:create -- --email you@example.com --password 'a-long-passphrase'";

/**
 * What the first start says when there is no staff account yet. The embedded database is one process's at a time,
 * so on it the command only runs once this server is stopped (it refuses otherwise); on PostgreSQL it runs beside.
 */
export function adminCreateHint(embeddedDatabase: boolean): string {
  return embeddedDatabase
    ? `No admin user exists yet. Stop this server (Ctrl+C), then create one with: ${ADMIN_CREATE_COMMAND} and start the server again.`
    : `No admin user exists yet. Create one with: ${ADMIN_CREATE_COMMAND}`;
}

/**
 * Creates a verified user who can sign in with this password, or resets an existing one (password replaced,
 * email marked verified, its sessions ended). Any signed-in user is staff (docs/product.md#roles). Writes the rows the way
 * Better Auth does, so the signup switch does not apply: this is the operator's own tool.
 */
export async function upsertVerifiedAdmin(
  db: Db,
  emailInput: string,
  password: string,
): Promise<"created" | "reset"> {
  const email = emailInput.trim().toLowerCase();
  const { hashPassword } = await import("better-auth/crypto");
  const passwordHash = await hashPassword(password);
  const now = new Date();
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: user.id }).from(user).where(eq(user.email, email));
    const userId = existing?.id ?? randomUUID();
    if (existing) {
      await tx.update(user).set({ emailVerified: true, updatedAt: now }).where(eq(user.id, userId));
      await tx.delete(session).where(eq(session.userId, userId));
    } else {
      const name = email.split("@")[0] ?? email;
      await tx
        .insert(user)
        .values({ id: userId, name, email, emailVerified: true, createdAt: now, updatedAt: now });
    }
    const credential = and(eq(account.userId, userId), eq(account.providerId, CREDENTIAL_PROVIDER));
    const [current] = await tx.select({ id: account.id }).from(account).where(credential);
    if (current) {
      await tx
        .update(account)
        .set({ password: passwordHash, updatedAt: now })
        .where(eq(account.id, current.id));
    } else {
      await tx.insert(account).values({
        id: randomUUID(),
        accountId: userId,
        providerId: CREDENTIAL_PROVIDER,
        userId,
        password: passwordHash,
        createdAt: now,
        updatedAt: now,
      });
    }
    return existing ? "reset" : "created";
  });
}
