import type { ReactNode } from "react";

/** A titled list of links in the footer; each child is one list item. */
export function FooterNav({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="font-semibold text-sm">
        {title}
      </h2>
      <ul className="mt-4 flex flex-col gap-3">{children}</ul>
    </nav>
  );
}
