import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** One item of the contact section's list: an icon, what it is, and the detail under it. */
export function ContactFact({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div>
        <p className="font-medium">{title}</p>
        {children}
      </div>
    </li>
  );
}
