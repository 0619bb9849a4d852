import { Info } from "lucide-react";
import type { MouseEvent } from "react";
import type { PublicSwitches } from "#client/api/settings.ts";
import { site } from "#client/content/site.ts";
import { CONTACT_MAILTO, contactRouteOf, openContactSection } from "#client/lib/contact-route.ts";
import { isPlainClick } from "#client/lib/is-plain-click.ts";

const LINK = "font-medium underline underline-offset-4";

function ContactLink({ route, children }: { route: "booking" | "message"; children: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    openContactSection(route);
  };
  return (
    // biome-ignore lint/a11y/useValidAnchor: a real in-page link; the handler only enhances it
    <a href="#contact-section" className={LINK} onClick={onClick}>
      {children}
    </a>
  );
}

/**
 * Analysis switched off: says so where it is read first (above the disabled form), as a status so assistive
 * technology announces it, and offers only what is still open: a call, a message, or an email.
 */
export function AnalysisPausedNote({ switches }: { switches: PublicSwitches }) {
  const route = contactRouteOf(switches);
  return (
    <p
      role="status"
      data-testid="analysis-paused"
      className="flex gap-3 rounded-xl border bg-muted p-4 text-sm"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <span>
        Bill analysis is paused for now.{" "}
        {route === "booking" ? (
          <ContactLink route="booking">Book a free call</ContactLink>
        ) : route === "message" ? (
          <ContactLink route="message">Send us a message</ContactLink>
        ) : (
          <>
            Write to us at{" "}
            <a href={CONTACT_MAILTO} className={LINK}>
              {site.contactEmail}
            </a>
          </>
        )}{" "}
        and we will review your invoice with you.
      </span>
    </p>
  );
}
