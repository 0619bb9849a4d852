import type { PublicSwitches } from "#client/api/settings.ts";
import { site } from "#client/content/site.ts";
import { requestBookingTab, requestMessageTab } from "./contact-intent.ts";
import { scrollToSection } from "./scroll-to-section.ts";

/**
 * Where a "talk to us" call to action leads: the contact section's booking tab, its message tab, or (both
 * switched off) a plain email. A page never invites a visitor to a form that is switched off.
 */
export type ContactRoute = "booking" | "message" | "email";

export function contactRouteOf(
  switches: Pick<PublicSwitches, "bookings" | "contactForm">,
  preferred: "booking" | "message" = "booking",
): ContactRoute {
  const order: Array<"booking" | "message"> =
    preferred === "booking" ? ["booking", "message"] : ["message", "booking"];
  const open = order.find((route) => (route === "booking" ? switches.bookings : switches.contactForm));
  return open ?? "email";
}

/** The usual words for each route's button. */
export const CONTACT_CALL_LABELS: Record<ContactRoute, string> = {
  booking: "Schedule a free call",
  message: "Send us a message",
  email: "Email us",
};

export const CONTACT_MAILTO = `mailto:${site.contactEmail}`;

/** Asks the contact section for the route's tab (it may not have loaded yet). */
export function requestContactTab(route: "booking" | "message"): void {
  if (route === "booking") requestBookingTab();
  else requestMessageTab();
}

/** On the landing page: opens the route's tab and scrolls to the contact section. */
export function openContactSection(route: "booking" | "message"): void {
  requestContactTab(route);
  scrollToSection("contact-section");
}
