import type { ReactNode } from "react";

/**
 * A landing section the navigation scrolls to: it takes the focus when reached (tabIndex -1; its className hides
 * the outline) and is named by its heading, whose id is `${id}-title`.
 */
export function NavTargetSection({
  id,
  className,
  children,
}: {
  id: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} tabIndex={-1} className={className}>
      {children}
    </section>
  );
}
