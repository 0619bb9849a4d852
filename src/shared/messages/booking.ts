// Booking, moving and cancelling a discovery call.
export const MSG_BOOKINGS_DISABLED = "Discovery call bookings are currently paused. Please try again later.";
export const MSG_BOOKING_SLOT_REQUIRED = "Please pick a time for the call.";
export const MSG_BOOKING_SLOT_TAKEN = "That time was just taken. Please pick another.";
export const MSG_BOOKING_SLOT_UNAVAILABLE = "That time is not offered. Please pick one of the times shown.";
export const MSG_BOOKING_NOTE_TOO_LONG = "Please keep the note under 2000 characters.";
export const MSG_BOOKING_TOO_MANY =
  "You already have 2 upcoming calls booked. Please move or cancel one of them (the links are in your confirmation email) before booking another.";
/** The cap per client address: someone else on the same network (an office, a mobile carrier) may have booked. */
export const MSG_BOOKING_TOO_MANY_FROM_NETWORK =
  "The most upcoming calls we take from one network are already booked from yours. Please try again after one of them, or write to us through the contact form.";
export const MSG_BOOKING_LINK_INVALID =
  "This booking link is not valid. It may have been used already or replaced by a newer one.";
export const MSG_BOOKING_LINK_EXPIRED = "This booking link has expired.";
export const MSG_BOOKING_FROM_INVALID = "Query parameter 'from' must be a date (YYYY-MM-DD).";
export const MSG_BOOKING_DAYS_INVALID = "Query parameter 'days' must be a whole number from 1 to 62.";
export const MSG_BOOKING_ALREADY_CANCELLED = "This booking is already cancelled.";
export const MSG_BOOKING_CANCEL_REASON_TOO_LONG = "Please keep the reason under 500 characters.";
export const MSG_RESULT_ID_INVALID = "The attached analysis id is not valid.";
export const MSG_TIME_ZONE_INVALID = "Unknown time zone.";
