import { describe, expect, it } from "vitest";
import { toJsonBody } from "#server/http/json-etag.ts";
import { createPublicCache, serveCached } from "#server/http/public-cache.ts";

describe("public cache (issue 14)", () => {
  it("serves a body for ttlMs, then loads again", async () => {
    let clock = 0;
    let loads = 0;
    const cache = createPublicCache({ ttlMs: 1000, now: () => clock });
    const load = async () => toJsonBody({ n: ++loads });
    expect((await cache.get("k", load)).body).toBe('{"n":1}');
    clock = 999;
    expect((await cache.get("k", load)).body).toBe('{"n":1}');
    clock = 1000;
    expect((await cache.get("k", load)).body).toBe('{"n":2}');
  });

  it("shares one load between concurrent readers and forgets a failed one", async () => {
    let loads = 0;
    const cache = createPublicCache();
    const slow = () =>
      new Promise<ReturnType<typeof toJsonBody>>((r) => setTimeout(() => r(toJsonBody(++loads)), 20));
    const [a, b] = await Promise.all([cache.get("k", slow), cache.get("k", slow)]);
    expect(a).toBe(b);
    expect(loads).toBe(1);
    await expect(cache.get("bad", () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect((await cache.get("bad", async () => toJsonBody("ok"))).body).toBe('"ok"');
  });

  it("clear() drops every entry, and a load that was running during it is not kept", async () => {
    let loads = 0;
    const cache = createPublicCache();
    const load = async () => toJsonBody(++loads);
    await cache.get("k", load);
    cache.clear();
    expect((await cache.get("k", load)).body).toBe("2");
    let release: () => void = () => undefined;
    const pending = cache.get("slow", () => new Promise((r) => (release = () => r(toJsonBody("old")))));
    cache.clear();
    release();
    expect((await pending).body).toBe('"old"');
    expect((await cache.get("slow", async () => toJsonBody("new"))).body).toBe('"new"');
  });

  it("keeps at most maxEntries keys, dropping the oldest", async () => {
    let loads = 0;
    const cache = createPublicCache({ maxEntries: 2 });
    const load = async () => toJsonBody(++loads);
    await cache.get("a", load);
    await cache.get("b", load);
    await cache.get("c", load);
    expect((await cache.get("b", load)).body).toBe("2");
    expect((await cache.get("a", load)).body).toBe("4");
  });

  it("peek() answers a loaded, fresh value without a promise, and nothing while loading or once expired", async () => {
    let clock = 0;
    const cache = createPublicCache({ ttlMs: 1000, now: () => clock });
    expect(cache.peek("k")).toBeUndefined();
    const pending = cache.get("k", async () => toJsonBody("v"));
    expect(cache.peek("k")).toBeUndefined();
    await pending;
    expect(cache.peek("k")?.body).toBe('"v"');
    clock = 1000;
    expect(cache.peek("k")).toBeUndefined();
  });

  it("does not keep a null (a result that does not exist): the next read asks again", async () => {
    let loads = 0;
    const cache = createPublicCache<ReturnType<typeof toJsonBody> | null>();
    const load = async () => {
      loads++;
      return null;
    };
    expect(await cache.get("gone", load)).toBeNull();
    expect(cache.peek("gone")).toBeUndefined();
    expect(await cache.get("gone", load)).toBeNull();
    expect(loads).toBe(2);
  });

  it("serveCached() sends a fresh hit synchronously and loads a miss first", async () => {
    const cache = createPublicCache();
    const sent: string[] = [];
    const send = (json: ReturnType<typeof toJsonBody>) => void sent.push(json.body);
    const first = serveCached(cache, "k", async () => toJsonBody(1), send);
    expect(first).toBeInstanceOf(Promise);
    expect(sent).toEqual([]);
    await first;
    expect(serveCached(cache, "k", async () => toJsonBody(2), send)).toBeUndefined();
    expect(sent).toEqual(["1", "1"]);
  });
});
