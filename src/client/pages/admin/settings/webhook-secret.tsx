import { Copy } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { toast } from "#client/lib/toast.ts";

/** A new endpoint's signing secret, shown once with a copy button; Done hides it for good. */
export function WebhookSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <div role="status" className="rounded-xl border border-primary/40 bg-primary/5 p-4 text-sm">
      <p className="font-semibold">Copy the signing secret now: it is not shown again.</p>
      <code
        className="mt-2 block break-all rounded-md bg-muted p-2 font-mono text-xs"
        data-testid="webhook-secret"
      >
        {secret}
      </code>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(secret)
              .then(() => toast.success("Secret copied"))
              .catch(() => toast.error("Could not copy: select the text instead."))
          }
        >
          <Copy aria-hidden="true" />
          Copy secret
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
