import { Info } from "lucide-react";
import { site } from "#client/content/site.ts";

/** A form switched off: said above it (and announced), with the address that still reaches the team. */
export function DisabledNote({ children }: { children: string }) {
  return (
    <p role="status" className="mb-5 flex gap-3 rounded-xl border bg-muted p-4 text-sm">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <span>
        {children} You can still reach us at{" "}
        <a href={`mailto:${site.contactEmail}`} className="font-medium underline underline-offset-4">
          {site.contactEmail}
        </a>
        .
      </span>
    </p>
  );
}
