import { Loader2 } from "lucide-react";
import { site } from "#client/content/site.ts";

/** Every state of a result page has this title: never the visitor's name (it would land in history and tabs). */
export const RESULT_PAGE_TITLE = `Savings analysis – ${site.companyName}`;

/** The page's loading and redirecting states (docs/product.md#screens): the heading stays so the page does not jump. */
export function ResultStatus({ text }: { text: string }) {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center gap-3 px-4 text-center">
      <title>{RESULT_PAGE_TITLE}</title>
      <h1 className="font-bold text-3xl tracking-tight">Invoice Analysis &amp; Savings Opportunities</h1>
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
        {text}
      </p>
    </div>
  );
}
