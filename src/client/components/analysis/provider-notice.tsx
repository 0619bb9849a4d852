import { AlertTriangle, Info } from "lucide-react";
import { cn } from "#client/lib/cn.ts";
import { providerNotice } from "#shared/providers/provider-notice.ts";
import type { Result } from "#shared/schemas/result.ts";

/** Says so when the invoice is not from the provider the visitor chose, and whose average was used instead. */
export function ProviderNotice({ result }: { result: Result }) {
  const notice = providerNotice(result.provider_check);
  if (!notice) return null;
  const Icon = notice.tone === "warning" ? AlertTriangle : Info;
  return (
    <div
      data-testid="provider-notice"
      className={cn(
        "flex gap-3 rounded-xl border p-4 text-sm print:break-inside-avoid",
        notice.tone === "warning" ? "border-amber-500/40 bg-amber-500/10" : "border-primary/30 bg-accent/60",
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn(
          "mt-0.5 size-4 shrink-0",
          notice.tone === "warning" ? "text-amber-700 dark:text-amber-400" : "text-primary",
        )}
      />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold">{notice.title}</p>
        <p className="text-pretty">{notice.text}</p>
      </div>
    </div>
  );
}
