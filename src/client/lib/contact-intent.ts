// "Schedule a free call" buttons open the contact section on its "Book a call" tab. The section may not have
// loaded yet (it is lazy, and the closing message's link first navigates home), so the wish is kept until it is.
// A tap on the pre-rendered hero's link, before the app ran, is kept by public/theme-init.js as an attribute.
// From an analysis result the wish carries who the visitor is and which analysis to attach to the booking.
const BOOK_A_CALL_EVENT = "cbc:book-a-call";
const EARLY_REQUEST_ATTRIBUTE = "data-book-call";

/** What a result hands to the booking form: filled-in fields and the analysis to attach. */
export interface BookingPrefill {
  result_id: string;
  name: string;
  email: string;
  company?: string;
  /** How the form names the attached analysis ("AWS invoice of 2026-10-01"). */
  label: string;
}

let pending: { prefill: BookingPrefill | null } | null = null;

export function requestBookingTab(prefill: BookingPrefill | null = null): void {
  pending = { prefill };
  window.dispatchEvent(new Event(BOOK_A_CALL_EVENT));
}

/** Calls `onRequest` for a pending or future "Schedule a free call"; returns the unsubscribe function. */
export function onBookingTabRequested(onRequest: (prefill: BookingPrefill | null) => void): () => void {
  const root = document.documentElement;
  const handle = () => {
    const wish = pending ?? { prefill: null };
    pending = null;
    root.removeAttribute(EARLY_REQUEST_ATTRIBUTE);
    onRequest(wish.prefill);
  };
  if (pending || root.hasAttribute(EARLY_REQUEST_ATTRIBUTE)) handle();
  window.addEventListener(BOOK_A_CALL_EVENT, handle);
  return () => window.removeEventListener(BOOK_A_CALL_EVENT, handle);
}
