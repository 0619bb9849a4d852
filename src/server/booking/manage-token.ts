import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: the secret in a visitor's cancel / move link. Only its hash is stored. */
export function createManageToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashManageToken(token) };
}

export function hashManageToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
