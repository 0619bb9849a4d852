import { Inbox, Loader2, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#client/components/ui/button.tsx";

/** The loading line of an admin page ('Loading providers...' and so on). */
export function AdminLoading({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 rounded-2xl border border-dashed p-10 text-muted-foreground"
    >
      <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      {children}
    </p>
  );
}

type EmptyStateProps = { icon: LucideIcon; title?: string; children: ReactNode; action?: ReactNode };

/** A friendly empty table: an icon, an optional title and the spec's text. */
export function EmptyState({ icon: Icon, title, children, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed bg-card/50 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-xl bg-muted text-muted-foreground">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      {title ? <h2 className="font-semibold text-lg">{title}</h2> : null}
      <p className="max-w-md text-muted-foreground text-sm">{children}</p>
      {action}
    </div>
  );
}

/** A list or page that could not be loaded, with Try again (which loads it again). */
export function LoadFailedState({
  title,
  onRetry,
  children,
}: {
  title: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <EmptyState
      icon={Inbox}
      title={title}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {children}
    </EmptyState>
  );
}
