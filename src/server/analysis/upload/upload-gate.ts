import type { FastifyReply, FastifyRequest } from "fastify";
import {
  MSG_ANALYSIS_BUSY,
  MSG_READER_BUDGET,
  MSG_READER_PENALTY,
  MSG_UPLOADS_IN_FLIGHT,
  MSG_UPLOADS_MEMORY_BUSY,
} from "#shared/messages/upload.ts";
import { runForReaderClient } from "../../extraction/pdf/reader-client.ts";
import { HttpError } from "../../http/http-error.ts";
import { clientKey } from "../../net/ip-address.ts";
import type { ReaderUsageLedger } from "../reader-usage.ts";
import { createSlotQueue, QueueRefusedError } from "./slot-queue.ts";
import { createInFlightCounter, createReaderPenalty } from "./upload-guards.ts";
import { type UploadMemory, uploadBytesOf } from "./upload-memory.ts";

/** One instance's upload capacity: the analysis slots and their queue, uploads in flight per client, reader penalty. */
export interface UploadGate {
  /** Runs `handle` unless the client is held back or already has too many uploads in flight (429). */
  guard<T>(request: FastifyRequest, reply: FastifyReply, handle: () => Promise<T>): Promise<T>;
  /** An analysis slot for `bytes` (503 with retry-after when the queue is full or the wait too long). */
  acquire(bytes: number, reply: FastifyReply): Promise<() => void>;
  /** The PDF reader ran to its time limit on this client's file. */
  recordTimeout(client: string): void;
}

// Bodies in memory leave within the body deadline at worst, usually within a second or two.
const MEMORY_RETRY_AFTER_SECONDS = 5;

export interface UploadGateOptions {
  /** Analyses this instance runs at once; past it uploads wait in the queue. */
  maxConcurrent: number;
  queue: { length: number; waitMs: number; maxBytes: number };
  /** Uploads one client address may have in progress at once (429 past it). */
  maxInFlightPerClient: number;
  readerPenalty: { limit: number; windowMs: number; holdMs: number };
  /** The PDF reader time each client used: past its budget, its uploads wait (429 with Retry-After). */
  readerUsage?: Pick<ReaderUsageLedger, "heldBackFor">;
  /** Upload bytes this instance holds at once: past it, 503 with Retry-After before the body is read. */
  uploadMemory?: UploadMemory;
}

export function createUploadGate(options: UploadGateOptions): UploadGate {
  // Capacity of this instance: the running analyses and a bounded queue in front of them (count, bytes, wait).
  // A body is read in full before it queues, so a slow sender holds only its own connection, never a slot.
  const queue = createSlotQueue({
    concurrency: options.maxConcurrent,
    maxQueued: options.queue.length,
    maxQueuedBytes: options.queue.maxBytes,
    maxWaitMs: options.queue.waitMs,
  });
  const inFlight = createInFlightCounter(options.maxInFlightPerClient);
  const penalty = createReaderPenalty(options.readerPenalty);
  return {
    async guard(request, reply, handle) {
      const client = clientKey(request.ip);
      const heldBack = penalty.heldBackFor(client);
      if (heldBack > 0) {
        reply.header("retry-after", String(heldBack));
        throw new HttpError(429, MSG_READER_PENALTY);
      }
      const overBudget = options.readerUsage?.heldBackFor(client) ?? 0;
      if (overBudget > 0) {
        reply.header("retry-after", String(overBudget));
        throw new HttpError(429, MSG_READER_BUDGET);
      }
      if (!inFlight.enter(client)) throw new HttpError(429, MSG_UPLOADS_IN_FLIGHT);
      const releaseMemory = options.uploadMemory
        ? options.uploadMemory.reserve(uploadBytesOf(request))
        : () => {};
      if (!releaseMemory) {
        inFlight.leave(client);
        // The body is not read: the answer goes out and the connection with it.
        reply.header("retry-after", String(MEMORY_RETRY_AFTER_SECONDS));
        reply.header("connection", "close");
        reply.raw.once("finish", () => request.raw.destroy());
        throw new HttpError(503, MSG_UPLOADS_MEMORY_BUSY);
      }
      // Bodies still arriving are what this bounds: once the body is in, the slot queue's own byte bound holds it.
      request.raw.once("end", releaseMemory);
      try {
        // The reader pool serves clients in turn and charges each the reader time its files take.
        return await runForReaderClient(client, handle);
      } finally {
        releaseMemory();
        inFlight.leave(client);
      }
    },
    async acquire(bytes, reply) {
      try {
        return await queue.acquire(bytes);
      } catch (error) {
        if (!(error instanceof QueueRefusedError)) throw error;
        reply.header("retry-after", String(error.retryAfterSeconds));
        throw new HttpError(503, MSG_ANALYSIS_BUSY);
      }
    },
    recordTimeout: (client) => penalty.recordTimeout(client),
  };
}
