import { useLayoutEffect, useRef } from "react";
import { Skeleton } from "#client/components/ui/skeleton.tsx";

/** The pending provider list's id, the same in the form's placeholder and in the form. */
export const PROVIDER_PENDING_ID = "analysis-provider-pending";
export const PROVIDER_PILL_GRID = "grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5";
// As many placeholders as the usual list, so the form does not move when the providers arrive.
const SKELETON_KEYS = ["a", "b", "c", "d", "e"];

/**
 * The provider list while it loads: one stop of the Tab key, as the radio group it becomes is (a keyboard visitor
 * passing it is not then behind a group that appears above the focus). `onLeave` says, as it is replaced, whether
 * it had the focus, so the radio group can take it.
 */
export function ProviderPending({
  labelId,
  onLeave,
}: {
  labelId: string;
  onLeave?: (hadFocus: boolean) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    return () => onLeave?.(element !== null && document.activeElement === element);
  }, [onLeave]);
  return (
    <div
      ref={ref}
      id={PROVIDER_PENDING_ID}
      // The radio group it becomes, busy: its one Tab stop already in its place.
      role="radiogroup"
      aria-labelledby={labelId}
      aria-busy="true"
      tabIndex={0}
      className="relative rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring/50"
    >
      <div aria-hidden="true" className={PROVIDER_PILL_GRID}>
        {SKELETON_KEYS.map((key) => (
          <Skeleton key={key} className="h-12 rounded-lg" />
        ))}
      </div>
      <p
        role="status"
        className="absolute inset-0 flex items-center justify-center font-medium text-muted-foreground text-sm"
      >
        Loading providers...
      </p>
    </div>
  );
}
