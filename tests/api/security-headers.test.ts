import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOutboxMailer } from "#server/mail/outbox-transport.ts";
import { buildTestApp, type TestApp } from "#tests/support/build-test-app.ts";

describe("headers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: "true" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("sends no Strict-Transport-Security over plain http", async () => {
    const res = await t.app.inject({ url: "/api/health" });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("sends Strict-Transport-Security when the request came over https (through a trusted proxy)", async () => {
    const res = await t.app.inject({ url: "/api/health", headers: { "x-forwarded-proto": "https" } });
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });

  it("sends a Permissions-Policy that turns off camera, microphone, location and payment", async () => {
    for (const url of ["/api/health", "/api/providers", "/no-such-page"]) {
      const policy = String((await t.app.inject({ url })).headers["permissions-policy"]);
      for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()"]) {
        expect(policy).toContain(feature);
      }
    }
  });
});

describe("logs", () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ LOG_LEVEL: "info" }, { logLines: lines });
  });
  afterAll(async () => {
    await t.close();
  });

  it("never write a result id or a verification token in full", async () => {
    const id = "5f0c7a1e-3b2d-4c8e-9a6f-1d2e3f4a5b6c";
    const token = "eyJhbGciOiJIUzI1NiJ9.secret-token-value";
    await t.app.inject({ url: `/api/results/${id}` });
    await t.app.inject({ url: `/api/admin/results/${id}/pdf` });
    await t.app.inject({ url: `/api/auth/verify-email?token=${token}&callbackURL=%2Fauth` });
    const log = lines.join("");
    expect(log).toContain("/api/results/5f0c7a1e");
    expect(log).toContain("token=[redacted]");
    expect(log).not.toContain(id);
    expect(log).not.toContain("secret-token-value");
  });

  it("the mail outbox logs where the confirmation link leads, not its token", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "cbc-outbox-"));
    const logged: string[] = [];
    const mailer = createOutboxMailer(dir, "from@example.com", (line) => logged.push(line));
    try {
      await mailer.send({
        to: "a@example.com",
        subject: "Confirm",
        text: "x",
        link: "http://localhost:3000/api/auth/verify-email?token=abc.def.ghi&callbackURL=%2Fauth",
      });
      expect(logged.join("\n")).toContain("verify-email?token=[redacted]");
      expect(logged.join("\n")).not.toContain("abc.def.ghi");
    } finally {
      mailer.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
