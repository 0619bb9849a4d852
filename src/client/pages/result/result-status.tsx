import { Loader2 } from "lucide-react";

/** The page's loading and redirecting states (spec §2): the heading stays so the page does not jump. */
export function ResultStatus({ text }: { text: string }) {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center gap-3 px-4 text-center">
      <h1 className="font-bold text-3xl tracking-tight">Invoice Analysis &amp; Savings Opportunities</h1>
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
        {text}
      </p>
    </div>
  );
}
