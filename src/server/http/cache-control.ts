/** Public lists: any cache may keep them, and must ask again (a 304 when unchanged) before reusing them. */
export const PUBLIC_REVALIDATE = "public, no-cache";
/** The public switches: revalidated on every use, never shared by caches between visitors' sessions. */
export const SWITCHES_REVALIDATE = "no-cache";
/** A visitor's result: the visitor's browser may keep it and revalidate; shared caches may not (name, email). */
export const PRIVATE_REVALIDATE = "private, no-cache";
