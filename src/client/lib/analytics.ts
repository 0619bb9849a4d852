import { site } from "#client/content/site.ts";

/**
 * Optional product analytics (spec §7): loaded only when VITE_POSTHOG_KEY is set, so the default build ships no
 * analytics code at all. Memory-only persistence (no cookies), no autocapture, no session recording, all text
 * masked, and exactly one manual page view.
 */
export async function startAnalytics(): Promise<void> {
  const key = site.analytics.posthogKey;
  if (!key) return;
  const { default: posthog } = await import("posthog-js");
  posthog.init(key, {
    api_host: site.analytics.posthogHost,
    persistence: "memory",
    autocapture: false,
    capture_pageview: false,
    capture_pageleave: false,
    disable_session_recording: true,
    mask_all_text: true,
    mask_all_element_attributes: true,
  });
  posthog.capture("$pageview");
}
