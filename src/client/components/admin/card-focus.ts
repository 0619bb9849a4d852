import { useRef } from "react";
import { useFocusBackAfter } from "#client/lib/use-focus-back-after.ts";

/**
 * Where the focus goes when the card a staff member acted on left the list (a message marked handled under
 * "Open", a cancelled call under "Upcoming"): the first enabled button of the card now at its place (or of the
 * last card), else the list's search box.
 */
export function buttonOfCardAt(list: HTMLElement | null, index: number): HTMLElement | null {
  const cards = list ? [...list.querySelectorAll<HTMLElement>(":scope > article")] : [];
  const card = cards[Math.min(index, cards.length - 1)];
  if (card) return card.querySelector<HTMLElement>("button:not(:disabled)");
  return document.querySelector<HTMLElement>("main input[type='search']");
}

/**
 * The list's ref and `actedOn(index)`, to call as a card's action starts: once `isBusy` ends, a focus that was lost
 * goes to buttonOfCardAt that index.
 */
export function useCardFocusBack(isBusy: boolean) {
  const listRef = useRef<HTMLDivElement>(null);
  const actedOnIndex = useRef(0);
  useFocusBackAfter(isBusy, () => buttonOfCardAt(listRef.current, actedOnIndex.current));
  return {
    listRef,
    actedOn: (index: number) => {
      actedOnIndex.current = index;
    },
  };
}
