// "Schedule a free call" buttons open the contact section on its "Book a call" tab. The section may not have
// loaded yet (it is lazy, and the closing message's link first navigates home), so the wish is kept until it is.
// A tap on the pre-rendered hero's link, before the app ran, is kept by public/theme-init.js as an attribute.
const BOOK_A_CALL_EVENT = "cbc:book-a-call";
const EARLY_REQUEST_ATTRIBUTE = "data-book-call";
let isBookingRequested = false;

export function requestBookingTab(): void {
  isBookingRequested = true;
  window.dispatchEvent(new Event(BOOK_A_CALL_EVENT));
}

/** Calls `onRequest` for a pending or future "Schedule a free call"; returns the unsubscribe function. */
export function onBookingTabRequested(onRequest: () => void): () => void {
  const root = document.documentElement;
  const handle = () => {
    isBookingRequested = false;
    root.removeAttribute(EARLY_REQUEST_ATTRIBUTE);
    onRequest();
  };
  if (isBookingRequested || root.hasAttribute(EARLY_REQUEST_ATTRIBUTE)) handle();
  window.addEventListener(BOOK_A_CALL_EVENT, handle);
  return () => window.removeEventListener(BOOK_A_CALL_EVENT, handle);
}
