// "Schedule a free call" and "Send us a message" buttons open the contact section on their tab. The section may not
// have loaded yet (it is lazy, and the closing message's link first navigates home), so the wish is kept until it
// is. A tap on the pre-rendered hero's booking link, before the app ran, is kept by public/theme-init.js as an
// attribute. From an analysis result the wish carries who the visitor is and which analysis to attach.
const CONTACT_TAB_EVENT = "cbc:contact-tab";
const EARLY_REQUEST_ATTRIBUTE = "data-book-call";

export type ContactTab = "message" | "booking";

/** What a result hands to the booking form: filled-in fields and the analysis to attach. */
export interface BookingPrefill {
  result_id: string;
  name: string;
  email: string;
  company?: string;
  /** How the form names the attached analysis ("AWS invoice of 2026-10-01"). */
  label: string;
}

type Wish = { tab: ContactTab; prefill: BookingPrefill | null };

let pending: Wish | null = null;

function request(wish: Wish): void {
  pending = wish;
  window.dispatchEvent(new Event(CONTACT_TAB_EVENT));
}

export function requestBookingTab(prefill: BookingPrefill | null = null): void {
  request({ tab: "booking", prefill });
}

export function requestMessageTab(): void {
  request({ tab: "message", prefill: null });
}

/** Calls `onRequest` for a pending or future wish for a contact tab; returns the unsubscribe function. */
export function onContactTabRequested(
  onRequest: (tab: ContactTab, prefill: BookingPrefill | null) => void,
): () => void {
  const root = document.documentElement;
  const handle = () => {
    const wish = pending ?? { tab: "booking", prefill: null };
    pending = null;
    root.removeAttribute(EARLY_REQUEST_ATTRIBUTE);
    onRequest(wish.tab, wish.prefill);
  };
  if (pending || root.hasAttribute(EARLY_REQUEST_ATTRIBUTE)) handle();
  window.addEventListener(CONTACT_TAB_EVENT, handle);
  return () => window.removeEventListener(CONTACT_TAB_EVENT, handle);
}
