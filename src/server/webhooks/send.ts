import { createRequire } from "node:module";
import { isIP } from "node:net";
import { BlockedAddressError, guardedLookup, isPrivateAddress } from "./url-guard.ts";

// Required, not imported: an ES import of node:http reads every one of its exports, and its WebSocket getter loads
// Node's whole fetch implementation (undici): about 30 ms of the start and several MB at rest, for a module whose
// requests only go out when a webhook fires.
const require = createRequire(import.meta.url);
const http = require("node:http") as typeof import("node:http");
const https = require("node:https") as typeof import("node:https");

export type SendOutcome = { ok: boolean; statusCode: number | null; error: string | null };

/** One attempt, from the DNS lookup to the answer's status line and headers, ends within this. */
export const ATTEMPT_DEADLINE_MS = 15_000;
/** The most an answer may send before its body (status line and headers); the body itself is never read. */
export const MAX_RESPONSE_HEADER_BYTES = 8 * 1024;
const MAX_ERROR_TEXT = 300;

export type SendOptions = {
  allowPrivate: boolean;
  /** Ends the attempt early (shutdown). */
  signal?: AbortSignal;
  deadlineMs?: number;
};

/**
 * POSTs one signed delivery. A 2xx answer is success; anything else (other status, redirect, deadline,
 * refused address) is a failure to retry. Redirects are not followed: they could lead to a private address.
 * The deadline counts the whole attempt, not idle time: a receiver trickling one header byte at a time is cut
 * off like one that never answers. The answer's body is
 * never read.
 */
export function sendWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  { allowPrivate, signal, deadlineMs = ATTEMPT_DEADLINE_MS }: SendOptions,
): Promise<SendOutcome> {
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return resolve({ ok: false, statusCode: null, error: "Invalid URL" });
    }
    const host = url.hostname.replace(/^\[|\]$/g, "");
    if (!allowPrivate && isIP(host) && isPrivateAddress(host))
      return resolve({ ok: false, statusCode: null, error: new BlockedAddressError(host, host).message });
    if (signal?.aborted) return resolve({ ok: false, statusCode: null, error: "Stopped before sending" });
    let settled = false;
    const finish = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      signal?.removeEventListener("abort", onAbort);
      resolve(outcome);
    };
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(
      url,
      {
        method: "POST",
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "user-agent": "CloudBillCheck-Webhooks/1",
        },
        lookup: guardedLookup(allowPrivate),
        agent: false,
        maxHeaderSize: MAX_RESPONSE_HEADER_BYTES,
      },
      (response) => {
        // Only the status line and headers are read: the body is never needed, and one that never ends must
        // not be read forever.
        const status = response.statusCode ?? 0;
        response.destroy();
        const ok = status >= 200 && status < 300;
        finish({ ok, statusCode: status, error: ok ? null : `HTTP ${status}` });
      },
    );
    const fail = (message: string) => {
      finish({ ok: false, statusCode: null, error: message.slice(0, MAX_ERROR_TEXT) });
      request.destroy();
    };
    const deadline = setTimeout(() => fail(`No complete answer within ${deadlineMs / 1000} s`), deadlineMs);
    const onAbort = () => fail("Stopped: the server is shutting down");
    signal?.addEventListener("abort", onAbort, { once: true });
    request.on("error", (error) => fail(error.message));
    request.end(body);
  });
}
