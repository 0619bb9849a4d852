import { describe, expect, it } from "vitest";
import { pickEncoding } from "#server/http/accept-encoding.ts";

describe("pickEncoding (Accept-Encoding of the cached public reads)", () => {
  it("prefers br, then gzip, and sends identity when neither is accepted", () => {
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding("")).toBeNull();
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip, deflate")).toBe("gzip");
    expect(pickEncoding("deflate")).toBeNull();
    expect(pickEncoding("identity")).toBeNull();
    expect(pickEncoding("GZIP")).toBe("gzip");
  });

  it("follows q-values: higher first, q=0 refuses, a bare * stands for the rest", () => {
    expect(pickEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pickEncoding("br; q=0, gzip;q=0")).toBeNull();
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("br;q=0, *")).toBe("gzip");
    expect(pickEncoding("*;q=0")).toBeNull();
    expect(pickEncoding("gzip;q=1.0, br;q=1")).toBe("br");
  });
});
