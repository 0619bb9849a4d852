import { randomUUID } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { upsertVerifiedAdmin } from "#server/auth/admin-users.ts";
import type { TestApp } from "./build-test-app.ts";

export interface SignedInAdmin {
  email: string;
  password: string;
  /** The Cookie header value carrying the session. */
  cookie: string;
  /** Headers for an authenticated, same-origin call: `{ cookie, origin }`. */
  headers: { cookie: string; origin: string };
}

/** The browser's Origin for this app (the public URL); state-changing calls must carry it. */
export function originOf(t: TestApp): string {
  return new URL(t.config.publicUrl).origin;
}

/** `name=value` pairs from a response's Set-Cookie headers, as a Cookie request header. */
export function cookieHeaderFrom(res: LightMyRequestResponse): string {
  const raw = res.headers["set-cookie"];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(";")[0]).join("; ");
}

export function uniqueEmail(prefix = "admin"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Signs in through the real endpoint (as the client and Playwright do). */
export async function signIn(t: TestApp, email: string, password: string, remoteAddress?: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: { origin: originOf(t) },
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** A verified admin (created as admin:create does) signed in through POST /api/auth/sign-in/email. */
export async function createAdminAndSignIn(
  t: TestApp,
  credentials: { email?: string; password?: string } = {},
): Promise<SignedInAdmin> {
  const email = credentials.email ?? uniqueEmail();
  const password = credentials.password ?? "correct-horse-battery";
  await upsertVerifiedAdmin(t.services.database.db, email, password);
  const res = await signIn(t, email, password);
  expect(res.statusCode, res.body).toBe(200);
  const cookie = cookieHeaderFrom(res);
  expect(cookie).toMatch(/session_token=/);
  return { email, password, cookie, headers: { cookie, origin: originOf(t) } };
}
