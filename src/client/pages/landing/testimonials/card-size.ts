import { CAROUSEL_CARD_HEIGHT_PX, CAROUSEL_CARD_WIDTH_PX } from "#shared/limits.ts";

/** spec §2: cards are 350 px wide and 280 px high. */
export const CARD_SIZE_STYLE = { width: CAROUSEL_CARD_WIDTH_PX, height: CAROUSEL_CARD_HEIGHT_PX } as const;
