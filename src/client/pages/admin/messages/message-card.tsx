import { CheckCircle2, CircleDot, Mail } from "lucide-react";
import { HandledButton, KeepButton, LeadCard, LeadWho } from "#client/components/admin/lead-card.tsx";
import { buttonClasses } from "#client/components/ui/button.tsx";
import { site } from "#client/content/site.ts";
import { cn } from "#client/lib/cn.ts";
import { formatStaffTime } from "#client/lib/staff-time.ts";
import type { AdminMessage } from "#shared/schemas/admin-inbox.ts";
import { replyMailto } from "./reply-link.ts";

type MessageCardProps = {
  message: AdminMessage;
  isBusy: boolean;
  onUpdate: (change: { handled?: boolean; keep?: boolean }) => void;
};

/** One contact message: who, when, the text as sent, and what staff can do with it. */
export function MessageCard({ message, isBusy, onUpdate }: MessageCardProps) {
  const isHandled = message.handled_at !== null;
  return (
    <LeadCard headingId={`message-${message.id}`} testId="message-card" muted={isHandled}>
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <LeadWho
            headingId={`message-${message.id}`}
            name={message.name}
            company={message.company}
            email={message.email}
          />
        </div>
        <div className="flex items-center gap-2 text-muted-foreground text-sm">
          <time dateTime={message.created_at}>{formatStaffTime(message.created_at)}</time>
          <span
            className={cn(
              "inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-medium text-xs",
              isHandled ? "bg-muted text-muted-foreground" : "bg-primary/10 text-primary",
            )}
          >
            {isHandled ? (
              <CheckCircle2 aria-hidden="true" className="size-3" />
            ) : (
              <CircleDot aria-hidden="true" className="size-3" />
            )}
            {isHandled ? "Handled" : "New"}
          </span>
        </div>
      </header>
      <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">{message.message}</p>
      <footer className="flex flex-wrap gap-2 border-t pt-3">
        <HandledButton
          handled={isHandled}
          disabled={isBusy}
          onToggle={() => onUpdate({ handled: !isHandled })}
        />
        <a href={replyMailto(message, site.companyName)} className={buttonClasses("outline", "sm")}>
          <Mail aria-hidden="true" />
          Reply
        </a>
        <KeepButton
          kept={message.keep}
          what="messages"
          disabled={isBusy}
          onToggle={() => onUpdate({ keep: !message.keep })}
        />
      </footer>
    </LeadCard>
  );
}
