import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { BlockedAddressError, guardedLookup, isPrivateAddress } from "./url-guard.ts";

export type SendOutcome = { ok: boolean; statusCode: number | null; error: string | null };

const TIMEOUT_MS = 15_000;
const MAX_ERROR_TEXT = 300;

/**
 * POSTs one signed delivery. A 2xx answer is success; anything else (other status, redirect, timeout,
 * refused address) is a failure to retry. Redirects are not followed: they could lead to a private address.
 */
export function sendWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  { allowPrivate }: { allowPrivate: boolean },
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
        timeout: TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        const ok = status >= 200 && status < 300;
        resolve({ ok, statusCode: status, error: ok ? null : `HTTP ${status}` });
      },
    );
    request.on("timeout", () => request.destroy(new Error(`No answer within ${TIMEOUT_MS / 1000} s`)));
    request.on("error", (error) =>
      resolve({ ok: false, statusCode: null, error: error.message.slice(0, MAX_ERROR_TEXT) }),
    );
    request.end(body);
  });
}
