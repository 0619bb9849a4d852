import { CAROUSEL_CARD_HEIGHT_PX, CAROUSEL_CARD_WIDTH_PX } from "#shared/limits.ts";

// docs/product.md#screens: cards are 350 px wide and 280 px high. On a phone narrower than a card plus the track's padding a card
// takes the track's width instead (100% of a flex item is the track's content box), so one card is never cut.
const CARD_WIDTH = `min(${CAROUSEL_CARD_WIDTH_PX}px, 100%)`;

/** A testimonial: 280 px high at least, taller when its name, role or opened quote need the room. */
export const CARD_SIZE_STYLE = { width: CARD_WIDTH, minHeight: CAROUSEL_CARD_HEIGHT_PX } as const;

/** A placeholder card (skeleton), exactly the size of a card. */
export const PLACEHOLDER_SIZE_STYLE = { width: CARD_WIDTH, height: CAROUSEL_CARD_HEIGHT_PX } as const;
