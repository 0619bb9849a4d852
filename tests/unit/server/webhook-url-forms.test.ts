import { describe, expect, it } from "vitest";
import { checkWebhookUrl, isPrivateAddress, MSG_WEBHOOK_URL_PRIVATE } from "#server/webhooks/url-guard.ts";

// IPv6 forms that carry or reach an IPv4 address, and names written with their final dot: each reached a
// loopback or metadata address past the guard on main.
const strict = { allowPrivate: false, requireHttps: true };

describe("webhook URL guard: IPv4 inside IPv6, and fully qualified names", () => {
  it.each([
    ["https://[::127.0.0.1]/x", "IPv4-compatible"],
    ["https://[::7f00:1]/x", "IPv4-compatible, hex"],
    ["https://[::ffff:0:7f00:1]/x", "IPv4-translated"],
    ["https://[::ffff:0:a9fe:a9fe]/x", "IPv4-translated metadata"],
    ["https://[64:ff9b:1::7f00:1]/x", "NAT64 local-use"],
    ["https://[2002:7f00:1::]/x", "6to4 of 127.0.0.1"],
    ["https://[2002:a9fe:a9fe::1]/x", "6to4 of the metadata address"],
    ["https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/x", "Teredo"],
    ["https://localhost./x", "localhost with its final dot"],
    ["https://metadata.google.internal./x", "a .internal name with its final dot"],
    ["https://printer.local./x", "a .local name with its final dot"],
  ])("refuses %s (%s)", (url) => {
    expect(checkWebhookUrl(url, strict)).toBe(MSG_WEBHOOK_URL_PRIVATE);
  });

  it.each([
    "::7f00:1",
    "::ffff:0:7f00:1",
    "64:ff9b:1::7f00:1",
    "64:ff9b:1:ffff::1",
    "2002:7f00:1::",
    "2002:808:808::1",
    "2001:0:4136:e378:8000:63bf:80ff:fffe",
  ])("a resolved address %s is refused at connection time too", (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(["https://crm.example.com./hooks", "https://[2606:4700::1111]/x", "https://[64:ff9b::808:808]/x"])(
    "still allows %s",
    (url) => {
      expect(checkWebhookUrl(url, strict)).toBeNull();
    },
  );
});
