import encodePng from "@jsquash/png/encode.js";
import { describe, expect, it } from "vitest";
import { detectImageType } from "#server/images/image-type.ts";
import {
  ImageRejectedError,
  loadImageCodecs,
  reencodeImageOffThread,
} from "#server/images/reencode-image.ts";

// Issue 22 item 5: re-encoding a large testimonial photo ran on the server's thread (health took 7.7 s).
describe("photo re-encoding off the main thread", () => {
  it("keeps the event loop free while a large photo is re-encoded, and returns a clean image", async () => {
    await loadImageCodecs();
    const size = 2500;
    const data = new Uint8ClampedArray(size * size * 4);
    for (let i = 0; i < data.length; i += 4) {
      const pixel = i / 4;
      data.set([pixel % 251, (pixel * 7) % 253, (pixel * 13) % 241, 0xff], i);
    }
    const png = new Uint8Array(
      await encodePng({ data, width: size, height: size, colorSpace: "srgb" } as ImageData),
    );
    const type = detectImageType(png);
    if (!type) throw new Error("not a PNG");

    let worstLagMs = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      worstLagMs = Math.max(worstLagMs, now - last - 10);
      last = now;
    }, 10);
    const started = performance.now();
    const clean = await reencodeImageOffThread(png, type);
    const tookMs = performance.now() - started;
    clearInterval(ticker);
    expect(detectImageType(new Uint8Array(clean))?.extension).toBe("png");
    console.info(
      `[image] re-encoded 2500x2500 in ${tookMs.toFixed(0)} ms; worst event-loop lag ${worstLagMs.toFixed(0)} ms`,
    );
    // On the main thread the loop stalled for the whole re-encoding (seconds).
    expect(worstLagMs).toBeLessThan(Math.max(250, tookMs / 4));
  }, 120_000);

  it("refuses a photo over the pixel cap before any thread starts", async () => {
    // A PNG header claiming 20,000 x 20,000 pixels.
    const header = new Uint8Array(64);
    header.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(header.buffer).setUint32(16, 20_000);
    new DataView(header.buffer).setUint32(20, 20_000);
    const type = detectImageType(header);
    if (!type) throw new Error("not a PNG");
    await expect(reencodeImageOffThread(header, type)).rejects.toBeInstanceOf(ImageRejectedError);
  });
});
