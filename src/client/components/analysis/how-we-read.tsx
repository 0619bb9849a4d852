import { FileSearch, PenLine } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { usePublicSwitches } from "#client/api/settings.ts";
import { Button } from "#client/components/ui/button.tsx";
import { site } from "#client/content/site.ts";
import { cn } from "#client/lib/cn.ts";
import { type ContactRoute, contactRouteOf } from "#client/lib/contact-route.ts";
import { useHasManageToken } from "#client/lib/manage-tokens.ts";
import type { Result } from "#shared/schemas/result.ts";
import { ChecksSummary } from "./checks-summary.tsx";
import { FigureList } from "./figure-list.tsx";
import { figureRows, pageList, scannedPages, summaryPage } from "./figure-rows.ts";
import type { HeadingTag } from "./savings-cards.tsx";

const CHECK_TOGETHER: Record<ContactRoute, string> = {
  booking: "Book a call and we will check the invoice with you.",
  message: "Send us a message and we will check the invoice with you.",
  email: `Write to ${site.contactEmail} and we will check the invoice with you.`,
};

// The form brings zod's correction schema: loaded once its button is on the page, not with the report.
const loadCorrectFiguresForm = () => import("./correct-figures-form.tsx");
const CorrectFiguresForm = lazy(() =>
  loadCorrectFiguresForm().then((module) => ({ default: module.CorrectFiguresForm })),
);

function CorrectionControls({ result }: { result: Result }) {
  const switches = usePublicSwitches();
  const [isOpen, setOpen] = useState(false);
  const openRef = useRef<HTMLButtonElement>(null);
  const canManage = useHasManageToken(result.id);
  const isShown = switches.analysis && canManage;
  useEffect(() => {
    // Fetched ahead, so the first click opens the form at once; a failure shows when the form is asked for.
    if (isShown) loadCorrectFiguresForm().catch(() => undefined);
  }, [isShown]);
  if (!isShown) return null;
  if (isOpen) {
    return (
      <Suspense fallback={<p className="text-muted-foreground text-sm">Opening the form...</p>}>
        <CorrectFiguresForm
          result={result}
          onClose={() => {
            setOpen(false);
            // Back to the button that opened the form, once it is on the page again.
            window.setTimeout(() => openRef.current?.focus(), 0);
          }}
        />
      </Suspense>
    );
  }
  const isSpent = result.corrections_left === 0;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center print:hidden">
      <Button ref={openRef} variant="outline" onClick={() => setOpen(true)} disabled={isSpent}>
        <PenLine aria-hidden="true" />
        Correct a figure
      </Button>
      <p className="text-muted-foreground text-xs">
        {isSpent
          ? `This result takes no more corrections. ${CHECK_TOGETHER[contactRouteOf(switches)]}`
          : "Something misread? Correct it and we recompute your savings."}
      </p>
    </div>
  );
}

/** "How we read your invoice": each figure with the printed words it came from, its checks, and corrections. */
export function HowWeRead({
  result,
  headingTag,
  framed = false,
}: {
  result: Result;
  headingTag: HeadingTag;
  /** On a card of its own (the result page), rather than inside one (the panel). */
  framed?: boolean;
}) {
  const Heading = headingTag;
  const titleId = `how-we-read-${result.id.slice(0, 8)}`;
  const corrected = result.corrected_fields?.length ?? 0;
  const scanned = scannedPages(result.extracted_data);
  return (
    <section
      aria-labelledby={titleId}
      data-testid="how-we-read"
      className={cn(
        "flex flex-col gap-4 print:gap-2",
        framed && "rounded-2xl border bg-card p-6 shadow-sm print:p-4 print:shadow-none",
      )}
    >
      <div className="flex flex-col gap-1">
        <Heading id={titleId} className="flex items-center gap-2 font-semibold text-lg">
          <FileSearch aria-hidden="true" className="size-5 text-primary" />
          How we read your invoice
        </Heading>
        <p className="text-muted-foreground text-sm print:hidden">
          {summaryPage(result.extracted_data) === 1
            ? "Each figure from page 1, with the words it was read from."
            : `The summary figures from page ${summaryPage(result.extracted_data)}, the issuer and ids from page 1, each with the words it was read from.`}
          {corrected > 0 ? " The savings use the figures you corrected." : ""}
          {result.extracted_data.visitor_review
            ? " You checked the figures against the page; any the page does not print are marked typed by the visitor."
            : ""}
        </p>
        {scanned.length > 0 ? (
          <p className="text-muted-foreground text-sm" data-testid="how-we-read-scan">
            {`Your PDF is a scan: we read ${pageList(scanned)} from the picture (OCR). Beside each figure is the text we recognised on its row; a figure we could not read clearly says "Please check this figure".`}
          </p>
        ) : null}
      </div>
      <ChecksSummary checks={result.extracted_data.checks} />
      <FigureList rows={figureRows(result)} currency={result.extracted_data.currency} />
      <CorrectionControls result={result} />
    </section>
  );
}
