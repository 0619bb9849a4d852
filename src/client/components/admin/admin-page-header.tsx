import type { ReactNode } from "react";
import { site } from "#client/content/site.ts";

type AdminPageHeaderProps = { title: string; description: string; actions?: ReactNode };

/** The page's h1, one line about it, and its main actions (right-aligned on wide screens, stacked on phones). */
export function AdminPageHeader({ title, description, actions }: AdminPageHeaderProps) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <title>{`${title} – ${site.companyName}`}</title>
      <div>
        <h1 id="admin-title" className="font-bold text-2xl tracking-tight sm:text-3xl">
          {title}
        </h1>
        <p className="mt-1 text-muted-foreground text-sm">{description}</p>
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
