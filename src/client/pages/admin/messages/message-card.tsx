import { Bookmark, BookmarkCheck, CheckCircle2, CircleDot, Mail, RotateCcw } from "lucide-react";
import { Button, buttonClasses } from "#client/components/ui/button.tsx";
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
    <article
      aria-labelledby={`message-${message.id}`}
      data-testid="message-card"
      className={cn(
        "flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-xs sm:p-5",
        isHandled && "bg-muted/40",
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h2 id={`message-${message.id}`} className="wrap-anywhere font-semibold">
            {message.name}
            {message.company ? (
              <span className="font-normal text-muted-foreground"> · {message.company}</span>
            ) : null}
          </h2>
          <a
            href={`mailto:${message.email}`}
            className="break-all text-primary text-sm underline-offset-4 hover:underline"
          >
            {message.email}
          </a>
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
        <Button
          size="sm"
          variant={isHandled ? "outline" : "primary"}
          disabled={isBusy}
          onClick={() => onUpdate({ handled: !isHandled })}
        >
          {isHandled ? <RotateCcw aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
          {isHandled ? "Mark as open" : "Mark handled"}
        </Button>
        <a href={replyMailto(message, site.companyName)} className={buttonClasses("outline", "sm")}>
          <Mail aria-hidden="true" />
          Reply
        </a>
        <Button
          size="sm"
          variant="ghost"
          aria-pressed={message.keep}
          disabled={isBusy}
          title="Kept messages are not deleted after 30 days"
          onClick={() => onUpdate({ keep: !message.keep })}
        >
          {message.keep ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
          {message.keep ? "Kept" : "Keep"}
        </Button>
      </footer>
    </article>
  );
}
