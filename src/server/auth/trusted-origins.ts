/** Origins allowed to make state-changing calls: the public URL plus TRUSTED_ORIGINS (the Vite dev server in dev). */
export function listTrustedOrigins(publicUrl: string, extra: readonly string[]): string[] {
  const origins = [new URL(publicUrl).origin, ...extra.map((o) => new URL(o).origin)];
  return [...new Set(origins)];
}

export function isTrustedOrigin(origin: string | undefined, trusted: readonly string[]): boolean {
  if (!origin || origin === "null") return false;
  try {
    return trusted.includes(new URL(origin).origin);
  } catch {
    return false;
  }
}
