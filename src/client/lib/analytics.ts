import { site } from "#client/content/site.ts";
import { scrubAnalyticsEvent } from "./analytics-scrub.ts";

/**
 * Optional product analytics (docs/product.md#api): loaded only when VITE_POSTHOG_KEY is set, so the default build ships no
 * analytics code at all. Memory-only persistence (no cookies), no autocapture, no session recording, all text
 * masked, and exactly one manual page view. Nothing personal leaves the page: result URLs (whose id reveals a
 * visitor's name and email) are cut to /results/:id, queries and referrers are dropped (analytics-scrub.ts).
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
    mask_personal_data_properties: true,
    save_referrer: false,
    person_profiles: "never",
    before_send: (event) => scrubAnalyticsEvent(event),
  });
  posthog.capture("$pageview");
}
