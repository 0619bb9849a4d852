import type { LucideIcon } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Button } from "#client/components/ui/button.tsx";

type SentNoticeProps = {
  testId: string;
  icon: LucideIcon;
  /** The first line, announced and focused. */
  heading: string;
  /** What happens next, under the heading. */
  children: ReactNode;
  /** Shown between the announcement and the button. */
  extra?: ReactNode;
  againLabel: string;
  onAgain: () => void;
};

/** What stays on screen after a form is sent (a toast fades; this does not), with a way to send again. */
export function SentNotice({
  testId,
  icon: Icon,
  heading,
  children,
  extra,
  againLabel,
  onAgain,
}: SentNoticeProps) {
  const headingRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-start gap-4 py-4" data-testid={testId}>
      <div role="status" className="flex flex-col items-start gap-4">
        <span className="flex size-11 items-center justify-center rounded-xl bg-primary text-primary-foreground">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <p ref={headingRef} tabIndex={-1} className="font-semibold text-lg focus:outline-none">
          {heading}
        </p>
        <p className="text-pretty">{children}</p>
      </div>
      {extra}
      <Button variant="outline" onClick={onAgain}>
        {againLabel}
      </Button>
    </div>
  );
}
