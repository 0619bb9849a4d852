import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { clientKey } from "#server/net/ip-address.ts";
import { MSG_BOOKING_TOO_MANY_FROM_NETWORK } from "#shared/messages/booking.ts";
import { MSG_FORM_RATE_LIMITED } from "#shared/messages/contact.ts";
import { MSG_UPLOADS_IN_FLIGHT } from "#shared/messages/upload.ts";
import { buildTestApp, expectError, type TestApp } from "#tests/support/build-test-app.ts";
import { INVOICE_FIXTURE_DIR } from "#tests/support/fixtures.ts";
import { multipartBody } from "#tests/support/multipart.ts";
import { slowUpload } from "#tests/support/slow-upload.ts";

// Who the client is: the proxies believed in X-Forwarded-For (TRUST_PROXY), and an IPv6 client counted by its /64.
const AWS_PDF = readFileSync(path.join(INVOICE_FIXTURE_DIR, "real-aws_invoice2data_1.pdf"));
const NOW = new Date("2027-03-20T10:00:00Z"); // a Saturday; Monday 22 March 09:00 Berlin is bookable
const message = { name: "Ada", email: "ada@example.com", company: "", message: "Please call me back." };

describe("clientKey", () => {
  it("keeps IPv4, reads IPv4-mapped as IPv4 and groups IPv6 by /64", () => {
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:DB8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
  });
});

describe("TRUST_PROXY", () => {
  it("reads true as one hop, a number as hops, a list as the proxies' addresses; refuses anything else", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1,fd00::/8" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
      "fd00::/8",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "yes please" })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/40" })).toThrow(/TRUST_PROXY/);
  });

  for (const [setting, proxies] of [
    ["true", ["10.0.0.5"]],
    ["2", ["10.0.0.5", "10.0.0.6"]],
    ["10.0.0.0/8", ["10.0.0.5", "10.0.0.6"]],
  ] as const) {
    it(`TRUST_PROXY=${setting}: a client cannot pick its own address in front of an appending proxy`, async () => {
      const t = await buildTestApp({ TRUST_PROXY: setting, FORM_RATE_LIMIT: "2" });
      try {
        // The client writes a fresh address each time; the proxy appends the real one (and each proxy the one
        // before it). On main, TRUST_PROXY=true believed the whole chain: never limited.
        const nearest = proxies.at(-1) ?? "";
        const statuses: number[] = [];
        for (let i = 0; i < 3; i++) {
          const chain = [`6.6.6.${i}`, "198.51.100.77", ...proxies.slice(0, -1)].join(", ");
          const res = await t.app.inject({
            method: "POST",
            url: "/api/contact",
            payload: message,
            remoteAddress: nearest,
            headers: { "x-forwarded-for": chain },
          });
          statuses.push(res.statusCode);
          if (res.statusCode === 429) expectError(res, 429, MSG_FORM_RATE_LIMITED);
        }
        expect(statuses).toEqual([201, 201, 429]);
        // Another client behind the same proxies is its own client, not the proxy's address.
        const other = await t.app.inject({
          method: "POST",
          url: "/api/contact",
          payload: message,
          remoteAddress: nearest,
          headers: { "x-forwarded-for": ["198.51.100.78", ...proxies.slice(0, -1)].join(", ") },
        });
        expect(other.statusCode, other.body).toBe(201);
      } finally {
        await t.close();
      }
    });
  }
});

describe("IPv6 clients by /64", () => {
  let t: TestApp;
  let port: number;
  let aws: string;
  beforeAll(async () => {
    t = await buildTestApp(
      {
        TRUST_PROXY: "true",
        UPLOAD_RATE_LIMIT: "1000",
        BOOKING_TIMEZONE: "Europe/Berlin",
        BOOKING_HOURS: "09:00-12:00",
        BOOKING_MAX_UPCOMING_PER_IP: "1",
      },
      { now: () => NOW },
    );
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
    const list = (await t.app.inject({ url: "/api/providers" })).json() as Array<{
      id: string;
      name: string;
    }>;
    aws = list.find((p) => p.name === "AWS")?.id ?? "";
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (email: string) =>
    multipartBody({ name: "Ada", email, cloudProviderId: aws }, { filename: "invoice.pdf", bytes: AWS_PDF });

  it("uploads in flight: two addresses of one /64 are one client (on main: a third address got in)", async () => {
    const a = slowUpload(port, "2001:db8:64:1::a", upload("v6-a@example.com"));
    const b = slowUpload(port, "2001:db8:64:1::b", upload("v6-b@example.com"));
    await new Promise((r) => setTimeout(r, 200));
    const body = upload("v6-c@example.com");
    const third = await t.app.inject({
      method: "POST",
      url: "/api/analyses",
      payload: body.payload,
      headers: { ...body.headers, "x-forwarded-for": "2001:db8:64:1::c" },
    });
    expectError(third, 429, MSG_UPLOADS_IN_FLIGHT);
    // Another /64 is another client.
    const other = upload("v6-d@example.com");
    const elsewhere = await t.app.inject({
      method: "POST",
      url: "/api/analyses",
      payload: other.payload,
      headers: { ...other.headers, "x-forwarded-for": "2001:db8:64:2::c" },
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    a.finish();
    b.finish();
    expect((await a.answer).status).toBe(201);
    expect((await b.answer).status).toBe(201);
  });

  it("upcoming calls per address: a second address of the /64 is over the cap (on main: booked)", async () => {
    const book = (email: string, slot: string, from: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/bookings",
        payload: { name: "Ada", email, company: "", slot_start: slot },
        headers: { "x-forwarded-for": from },
      });
    const first = await book("one@example.com", "2027-03-22T08:00:00.000Z", "2001:db8:64:9::1");
    expect(first.statusCode, first.body).toBe(201);
    expectError(
      await book("two@example.com", "2027-03-22T08:30:00.000Z", "2001:db8:64:9::2"),
      429,
      MSG_BOOKING_TOO_MANY_FROM_NETWORK,
    );
  });
});
