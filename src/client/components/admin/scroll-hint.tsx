import { MoveHorizontal } from "lucide-react";

/** On phones a wide table scrolls sideways; say so, since a clipped column is easy to miss. */
export function ScrollHint() {
  return (
    <p className="mb-2 flex items-center gap-1.5 text-muted-foreground text-xs md:hidden">
      <MoveHorizontal aria-hidden="true" className="size-3.5" />
      Swipe the table sideways to see every column.
    </p>
  );
}
