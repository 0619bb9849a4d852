/**
 * Areas of the file store; the spec names the invoice bucket 'bills'. 'reviews' holds the short-lived records of
 * the review step (a visitor's details while they confirm the figures; the PDF stays in 'bills').
 */
export type StorageBucket = "bills" | "testimonials" | "reviews";

export interface StoredObject {
  body: Uint8Array;
  contentType: string;
}

/** Where uploaded files live: a local folder by default, any S3-compatible store when configured. */
/** An object's name and when it was last written. */
export interface ListedObject {
  name: string;
  lastModified: Date;
}

export interface Storage {
  readonly kind: "local" | "s3";
  /** Stores bytes under bucket/name, replacing any previous object. */
  put(bucket: StorageBucket, name: string, body: Uint8Array, contentType: string): Promise<void>;
  /** Reads an object, or null when it does not exist. */
  get(bucket: StorageBucket, name: string): Promise<StoredObject | null>;
  /** Removes an object; removing a missing object is not an error. */
  delete(bucket: StorageBucket, name: string): Promise<void>;
  /**
   * Every object in the bucket (paged internally), including names left by writes that never finished (a local
   * temp file); used to sweep orphans.
   */
  list(bucket: StorageBucket): AsyncIterable<ListedObject>;
}

/** Object paths are stored in the database as `bucket/name` (results_history.pdf_url). */
export function toObjectPath(bucket: StorageBucket, name: string): string {
  return `${bucket}/${name}`;
}

export function parseObjectPath(objectPath: string): { bucket: StorageBucket; name: string } | null {
  const match = /^(bills|testimonials)\/([A-Za-z0-9._-]+)$/.exec(objectPath);
  if (!match) return null;
  return { bucket: match[1] as StorageBucket, name: match[2] as string };
}

/** Rejects names that could escape their bucket (path traversal) or are not plain file names. */
export function assertSafeObjectName(name: string): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/.test(name) || name.includes("..")) {
    throw new Error(`Unsafe object name: ${name}`);
  }
}
