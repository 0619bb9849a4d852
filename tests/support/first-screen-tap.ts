// The "slow phone" of issue 11, and a scripted tap on a first-screen control from the moment it is painted.
// Used by tests/e2e/first-screen.spec.ts and bench/lighthouse.ts, so the test and the figure measure one thing.
import type { Page } from "@playwright/test";

/** 1.6 Mbps down, 750 kbps up, 150 ms round trip, CPU slowed 4x (Lighthouse's mobile profile). */
export const SLOW_PHONE = { latencyMs: 150, downloadBps: 1_600_000, uploadBps: 750_000, cpuSlowdown: 4 };

export async function emulateSlowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.downloadBps / 8,
    uploadThroughput: SLOW_PHONE.uploadBps / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_PHONE.cpuSlowdown });
}

type Tap = { at: number; link: string | null; isShell: boolean };
type Probe = { firstPaintAt: number | null; scrollAt: number | null; taps: Tap[] };
type ProbeWindow = { __firstScreen: Probe };

/**
 * Records, in the page: the first contentful paint, every tap (on which link, and whether the pre-rendered shell
 * was still there, not yet the app) and the first scroll.
 */
export async function recordTapsAndScroll(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const probe: Probe = { firstPaintAt: null, scrollAt: null, taps: [] };
    (window as unknown as ProbeWindow).__firstScreen = probe;
    new PerformanceObserver((list) => {
      const paint = list.getEntries().find((entry) => entry.name === "first-contentful-paint");
      if (paint) probe.firstPaintAt = paint.startTime;
    }).observe({ type: "paint", buffered: true });
    addEventListener(
      "pointerdown",
      (event) => {
        const link = event.target instanceof Element ? event.target.closest("a") : null;
        probe.taps.push({
          at: performance.now(),
          link: link?.textContent?.trim() ?? null,
          isShell: document.documentElement.dataset.app !== "live",
        });
      },
      true,
    );
    addEventListener(
      "scroll",
      () => {
        if (probe.scrollAt === null && window.scrollY > 0) probe.scrollAt = performance.now();
      },
      { capture: true, passive: true },
    );
  });
}

export type TapTiming = {
  /** First contentful paint, ms after navigation start. */
  firstPaintMs: number;
  /** The tap, ms after the first paint. */
  tapAfterPaintMs: number;
  /** The page started scrolling, ms after the tap (null: the tap was lost). */
  respondedAfterTapMs: number | null;
  /** The page started scrolling, ms after the first paint (null: the tap was lost). */
  respondedAfterPaintMs: number | null;
  /** Whether the pre-rendered shell (not yet the app) received the tap. */
  tapHitShell: boolean;
};

/** Where the link named `name` sits on `url` at this page's viewport (measured in a page of its own). */
export async function linkCentre(page: Page, url: string, name: string): Promise<{ x: number; y: number }> {
  const probePage = await page.context().newPage();
  try {
    await probePage.goto(url);
    await probePage.waitForFunction(() => document.documentElement.dataset.app === "live");
    const box = await probePage.getByRole("link", { name }).first().boundingBox();
    if (!box) throw new Error(`${name} has no box`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await probePage.close();
  }
}

const RESPONSE_TIMEOUT_MS = 5000;

/**
 * Loads `url` (with recordTapsAndScroll installed), taps once where the link named `name` is, as soon as the page
 * has painted, and waits for the page to start scrolling. Throws when the tap missed the link.
 */
export async function tapFirstScreenLink(
  page: Page,
  url: string,
  name: string,
  at: { x: number; y: number },
): Promise<TapTiming> {
  await page.goto(url, { waitUntil: "commit" });
  await page.waitForFunction(
    () => (window as unknown as ProbeWindow).__firstScreen?.firstPaintAt != null,
    null,
    {
      polling: 10,
    },
  );
  await page.mouse.click(at.x, at.y);
  const responded = await page
    .waitForFunction(() => (window as unknown as ProbeWindow).__firstScreen.scrollAt !== null, null, {
      timeout: RESPONSE_TIMEOUT_MS,
    })
    .then(() => true)
    .catch(() => false);
  const probe = await page.evaluate(() => (window as unknown as ProbeWindow).__firstScreen);
  const tap = probe.taps[0];
  const firstPaintAt = probe.firstPaintAt ?? Number.NaN;
  if (!tap || tap.link !== name)
    throw new Error(`the tap landed on ${tap?.link ?? "nothing"}, not on ${name}`);
  const scrollAt = responded ? probe.scrollAt : null;
  return {
    firstPaintMs: firstPaintAt,
    tapAfterPaintMs: tap.at - firstPaintAt,
    respondedAfterTapMs: scrollAt === null ? null : scrollAt - tap.at,
    respondedAfterPaintMs: scrollAt === null ? null : scrollAt - firstPaintAt,
    tapHitShell: tap.isShell,
  };
}
