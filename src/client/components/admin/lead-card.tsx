import { Bookmark, BookmarkCheck, CheckCircle2, RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/cn.ts";

// A lead in the staff inbox (a booked call or a contact message): the same frame, the same way of naming who
// wrote, and the same two actions, so the two lists read and behave alike.

/** The card: named by its heading (`headingId`), greyed once it needs nothing more. */
export function LeadCard(props: { headingId: string; testId: string; muted: boolean; children: ReactNode }) {
  return (
    <article
      aria-labelledby={props.headingId}
      data-testid={props.testId}
      className={cn(
        "flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-xs sm:p-5",
        props.muted && "bg-muted/40",
      )}
    >
      {props.children}
    </article>
  );
}

/** Who: the name (and company) as the card's heading, then the address as a mail link. */
export function LeadWho(props: {
  headingId: string;
  name: string;
  company: string | null;
  email: string;
  /** Set below a line above the name (a booking's time). */
  spaced?: boolean;
}) {
  return (
    <>
      <h2 id={props.headingId} className={cn("wrap-anywhere font-semibold", props.spaced && "mt-1")}>
        {props.name}
        {props.company ? <span className="font-normal text-muted-foreground"> · {props.company}</span> : null}
      </h2>
      <a
        href={`mailto:${props.email}`}
        className="break-all text-primary text-sm underline-offset-4 hover:underline"
      >
        {props.email}
      </a>
    </>
  );
}

/** Marks the lead handled, or open again. */
export function HandledButton(props: { handled: boolean; disabled: boolean; onToggle: () => void }) {
  return (
    <Button
      size="sm"
      variant={props.handled ? "outline" : "primary"}
      disabled={props.disabled}
      onClick={props.onToggle}
    >
      {props.handled ? <RotateCcw aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
      {props.handled ? "Mark as open" : "Mark handled"}
    </Button>
  );
}

/** Keeps the lead past the 30-day retention (`what` names it in the tooltip: "bookings", "messages"). */
export function KeepButton(props: { kept: boolean; what: string; disabled: boolean; onToggle: () => void }) {
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-pressed={props.kept}
      disabled={props.disabled}
      title={`Kept ${props.what} are not deleted after 30 days`}
      onClick={props.onToggle}
    >
      {props.kept ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
      {props.kept ? "Kept" : "Keep"}
    </Button>
  );
}
