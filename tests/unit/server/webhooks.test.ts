import { describe, expect, it } from "vitest";
import { signWebhook, verifyWebhook, webhookHeaders } from "#server/webhooks/signature.ts";
import {
  checkWebhookUrl,
  isPrivateAddress,
  MSG_WEBHOOK_URL_HTTPS,
  MSG_WEBHOOK_URL_PRIVATE,
} from "#server/webhooks/url-guard.ts";

const HOOKS_EXAMPLE = "such as https://crm.example.com/hooks.";

describe("Standard Webhooks signature", () => {
  it("matches the specification's test vector", () => {
    // From the Standard Webhooks reference libraries' tests.
    const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
    expect(signWebhook(secret, "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, '{"test": 2432232314}')).toBe(
      "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
    );
  });

  it("verifies its own headers and refuses a changed body, another secret or an old timestamp", () => {
    const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
    const now = new Date("2027-01-01T00:00:00Z");
    const headers = webhookHeaders(secret, "msg_1", '{"a":1}', now);
    expect(headers["webhook-timestamp"]).toBe("1798761600");
    expect(verifyWebhook(secret, headers, '{"a":1}', { now })).toBe(true);
    expect(verifyWebhook(secret, headers, '{"a":2}', { now })).toBe(false);
    expect(verifyWebhook("whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAA", headers, '{"a":1}', { now })).toBe(false);
    expect(verifyWebhook(secret, headers, '{"a":1}', { now: new Date(now.getTime() + 600_000) })).toBe(false);
  });
});

describe("webhook address guard", () => {
  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.16.0.1",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "::1",
    "::",
    "fe80::1",
    "fd00::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "64:ff9b::a9fe:a9fe",
    "not-an-ip",
  ])("blocks %s", (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(["93.184.215.14", "8.8.8.8", "2606:4700::1111", "::ffff:8.8.8.8"])("allows %s", (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it("checks URLs: https only in production, no private hosts unless allowed", () => {
    const strict = { allowPrivate: false, requireHttps: true };
    expect(checkWebhookUrl("https://crm.example.com/hooks", strict)).toBeNull();
    expect(checkWebhookUrl("http://crm.example.com/hooks", strict)).toBe(MSG_WEBHOOK_URL_HTTPS);
    expect(checkWebhookUrl("https://127.0.0.1/x", strict)).toBe(MSG_WEBHOOK_URL_PRIVATE);
    expect(checkWebhookUrl("https://[::1]/x", strict)).toBe(MSG_WEBHOOK_URL_PRIVATE);
    expect(checkWebhookUrl("https://localhost/x", strict)).toBe(MSG_WEBHOOK_URL_PRIVATE);
    expect(checkWebhookUrl("https://user:pw@crm.example.com/", strict)).not.toBeNull();
    expect(checkWebhookUrl("ftp://crm.example.com/", strict)).not.toBeNull();
    expect(
      checkWebhookUrl("http://127.0.0.1:9000/x", { allowPrivate: true, requireHttps: false }),
    ).toBeNull();
  });

  it("says what each mode takes: https:// alone in production, http:// or https:// elsewhere", () => {
    const production = { allowPrivate: false, requireHttps: true };
    const development = { allowPrivate: true, requireHttps: false };
    for (const bad of ["not a url", "ftp://crm.example.com/", "https://user:pw@crm.example.com/"]) {
      expect(checkWebhookUrl(bad, production)).toBe(
        `Enter the endpoint's full address starting with https://, ${HOOKS_EXAMPLE}`,
      );
      expect(checkWebhookUrl(bad, development)).toBe(
        `Enter the endpoint's full address starting with https:// or http://, ${HOOKS_EXAMPLE}`,
      );
    }
    expect(checkWebhookUrl("http://crm.example.com/hooks", production)).toBe(
      "Webhook URLs must start with https://.",
    );
    expect(checkWebhookUrl("http://crm.example.com/hooks", development)).toBeNull();
  });
});
