import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpointOf } from "#server/auth/auth-routes.ts";
import { isCanonicalPath } from "#server/plugins/canonical-path.ts";
import { MSG_ACCOUNT_THROTTLED } from "#shared/messages/auth.ts";
import { MSG_PATH_NOT_CANONICAL } from "#shared/messages/general.ts";
import { createAdminAndSignIn, originOf, signIn } from "#tests/support/auth-helpers.ts";
import { buildTestApp, type TestApp } from "#tests/support/build-test-app.ts";

/**
 * Issue 22 item 1. Sent over a real socket with the path exactly as written: light-my-request (and fetch) would
 * resolve the dot segments before the server saw them.
 */
function rawRequest(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  // A body is framed by its length, as any client sends it: Node sends a DELETE's body unframed (no
  // Content-Length, no chunking), and the server would read it as the start of a second, malformed request.
  const framed =
    body === undefined ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) };
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path, headers: framed }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          headers: res.headers,
        }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** Each guarded route, spelled in every non-canonical way the review tried (and a few more). */
function spellingsOf(path: string): string[] {
  const cut = path.lastIndexOf("/");
  const head = path.slice(0, cut);
  const tail = path.slice(cut + 1);
  return [
    `${head}/./${tail}`,
    `${head}/%2e/${tail}`,
    `${head}/%2E/${tail}`,
    `${head}/x/../${tail}`,
    `${head}/x/%2e%2e/${tail}`,
    `${head}//${tail}`,
    `${head}%2f${tail}`,
    `${head}%2F${tail}`,
    `${head}/%5c${tail}`,
  ];
}

const RESULT = "00000000-0000-4000-8000-000000000000";
const GUARDED: Array<[string, string]> = [
  ["POST", "/api/auth/sign-in/email"],
  ["GET", "/api/admin/results"],
  ["GET", "/api/admin/me"],
  ["POST", "/api/analyses/upload"],
  ["DELETE", `/api/results/${RESULT}`],
  ["PATCH", `/api/results/${RESULT}/figures`],
  ["GET", "/api/metrics/x"],
  ["POST", "/api/contact/x"],
  ["POST", "/api/bookings/x"],
];

describe("non-canonical paths are refused before routing", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_ACCOUNT_FAILURE_LIMIT: "3", AUTH_RATE_LIMIT: "1000" });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  it("tells canonical paths from the rest", () => {
    expect(isCanonicalPath("/api/results/abc?x=../..%2f")).toBe(true);
    expect(isCanonicalPath("/")).toBe(true);
    expect(isCanonicalPath("/api/auth/sign-in/email/")).toBe(true);
    for (const [, path] of GUARDED)
      for (const bad of spellingsOf(path)) expect(isCanonicalPath(bad), bad).toBe(false);
  });

  it("answers 400 with a plain message for each guarded route spelled another way", async () => {
    for (const [method, path] of GUARDED) {
      for (const bad of spellingsOf(path)) {
        const res = await rawRequest(
          port,
          method,
          bad,
          { origin: originOf(t), "content-type": "application/json" },
          method === "GET" ? undefined : "{}",
        );
        expect(res.status, `${method} ${bad}: ${res.body}`).toBe(400);
        expect(JSON.parse(res.body)).toEqual({ error: MSG_PATH_NOT_CANONICAL });
      }
    }
  });

  it("sends the refusal with the security headers every answer carries", async () => {
    const res = await rawRequest(port, "GET", "/api/results/./x");
    expect(res.status, res.body).toBe(400);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it("the lockout cannot be passed by a dot segment, and counts attempts whatever their spelling", async () => {
    const admin = await createAdminAndSignIn(t);
    const headers = { origin: originOf(t), "content-type": "application/json" };
    const body = (password: string) => JSON.stringify({ email: admin.email, password });
    const dotted = ["/api/auth/sign-in/./email", "/api/auth/sign-in/%2e/email", "/api/auth//sign-in/email"];
    for (let i = 0; i < 3; i++) {
      // A guess spelled another way never reaches Better Auth (on main: 401, and not counted).
      for (const path of dotted) {
        const res = await rawRequest(port, "POST", path, headers, body(`wrong-${i}`));
        expect(res.status, `${path}: ${res.body}`).toBe(400);
      }
      const res = await rawRequest(port, "POST", "/api/auth/sign-in/email", headers, body(`wrong-${i}`));
      expect(res.status, res.body).toBe(401);
    }
    const right = await signIn(t, admin.email, admin.password);
    expect(right.statusCode, right.body).toBe(429);
    expect(right.json()).toEqual({ error: MSG_ACCOUNT_THROTTLED });
    // The review's bypass: the right password through a dot segment answered 200 with a session.
    for (const path of [...dotted, "/api/auth/sign-in/email/", "/api/auth/SIGN-IN/EMAIL"]) {
      const res = await rawRequest(port, "POST", path, headers, body(admin.password));
      expect(res.status, `${path}: ${res.body}`).not.toBe(200);
      expect(res.body).not.toMatch(/"user"|session/i);
    }
  });

  it("reads every spelling of the sign-in endpoint as the same one", () => {
    for (const url of [
      "/api/auth/sign-in/email",
      "/api/auth/sign-in/email/",
      "/api/auth/sign-in/./email",
      "/api/auth//sign-in//email?x=1",
      "/api/auth/sign-in/%2e/email",
      "/api/auth/SIGN-IN/Email",
    ])
      expect(endpointOf(url), url).toBe("/sign-in/email");
  });
});
