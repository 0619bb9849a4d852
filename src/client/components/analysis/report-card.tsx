import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

const CARD_CLASSES =
  "flex flex-col gap-4 rounded-2xl border bg-card p-6 shadow-sm print:gap-2 print:break-inside-avoid print:p-4 print:shadow-none";
const HEAD_CLASSES = "flex flex-col gap-1";

type ReportCardProps = {
  /** The heading's id; the section is labelled by it. */
  titleId: string;
  icon: LucideIcon;
  title: string;
  /** The line under the heading that says what the card shows. */
  lead: ReactNode;
  testId?: string;
  /** Replaces the card's classes (by default kept whole on paper). */
  className?: string;
  /** Replaces the heading block's classes. */
  headClassName?: string;
  children: ReactNode;
};

/** A card of the result report: an icon heading and its lead line, then the card's content. */
export function ReportCard({
  titleId,
  icon: Icon,
  title,
  lead,
  testId,
  className = CARD_CLASSES,
  headClassName = HEAD_CLASSES,
  children,
}: ReportCardProps) {
  return (
    <section aria-labelledby={titleId} data-testid={testId} className={className}>
      <div className={headClassName}>
        <h2 id={titleId} className="flex items-center gap-2 font-semibold text-xl">
          <Icon aria-hidden="true" className="size-5 text-primary" />
          {title}
        </h2>
        <p className="text-muted-foreground text-sm">{lead}</p>
      </div>
      {children}
    </section>
  );
}
