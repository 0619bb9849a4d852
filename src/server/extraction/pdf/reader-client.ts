import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Whom a PDF reading is for (the upload's client key), carried by the request's async context down to the reader
 * pool: the pool serves clients in turn and charges each the reader time its files took, without every function
 * between the route and the pool passing it along. Readings outside a request (the CLI, tests) have no client.
 */
const current = new AsyncLocalStorage<string>();

export function runForReaderClient<T>(client: string, work: () => T): T {
  return current.run(client, work);
}

export function currentReaderClient(): string {
  return current.getStore() ?? "";
}

/** Reader time charged per client (analysis/reader-usage.ts). */
export interface ReaderUsage {
  charge(client: string, ms: number): void;
  usedMs(client: string): number;
}
