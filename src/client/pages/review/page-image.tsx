import { Minus, Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/cn.ts";
import { MSG_REVIEW_PAGE_UNAVAILABLE } from "#shared/messages/analysis.ts";
import type { ReviewPage } from "#shared/schemas/review.ts";

type Box = [number, number, number, number];

/** A figure outlined on the page: its field, label and box. */
export type Outline = { key: string; label: string; box: Box; active: boolean };

const ZOOMS = [1, 1.5, 2, 3] as const;

/** A box in PDF points (origin bottom-left) as percentages of the drawn page (origin top-left). */
function placed(page: ReviewPage, [x0, y0, x1, y1]: Box) {
  const [ox, oy] = page.origin;
  const pad = 0.6;
  return {
    left: `${((x0 - ox - pad) / page.width) * 100}%`,
    top: `${((page.height - (y1 - oy) - pad) / page.height) * 100}%`,
    width: `${((x1 - x0 + pad * 2) / page.width) * 100}%`,
    height: `${((y1 - y0 + pad * 2) / page.height) * 100}%`,
  };
}

/**
 * One page of the invoice as drawn by the server, each found figure outlined with its label, and every printed
 * number a click target that fills the focused field (mouse and touch; keyboard users type in the form, which
 * reads out what was found). Zoomable inside its frame.
 */
export function PageImage({
  page,
  outlines,
  onPick,
}: {
  page: ReviewPage;
  outlines: Outline[];
  onPick: (text: string) => void;
}) {
  const [zoom, setZoom] = useState(0);
  const activeRef = useRef<HTMLDivElement>(null);
  const active = outlines.find((o) => o.active)?.key;

  // Beside the form (wide screens) the page follows the focused field; above it (phones) it stays put.
  useEffect(() => {
    if (!active || !window.matchMedia("(min-width: 1024px)").matches) return;
    activeRef.current?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [active]);

  if (!page.image)
    return (
      <p className="rounded-lg border p-4 text-muted-foreground text-sm">{MSG_REVIEW_PAGE_UNAVAILABLE}</p>
    );

  return (
    <figure className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <figcaption className="font-medium text-sm">Page {page.number}</figcaption>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="sm"
            aria-label={`Zoom out of page ${page.number}`}
            disabled={zoom === 0}
            onClick={() => setZoom((z) => Math.max(0, z - 1))}
          >
            <Minus aria-hidden="true" />
          </Button>
          <span className="w-12 text-center text-muted-foreground text-sm" aria-live="polite">
            {Math.round((ZOOMS[zoom] ?? 1) * 100)}%
          </span>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Zoom in on page ${page.number}`}
            disabled={zoom === ZOOMS.length - 1}
            onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
          >
            <Plus aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div
        className="max-h-[75vh] overflow-auto rounded-lg border bg-white shadow-sm"
        data-testid={`review-page-${page.number}`}
      >
        <div className="relative" style={{ width: `${(ZOOMS[zoom] ?? 1) * 100}%` }}>
          <img
            src={page.image}
            alt={`Page ${page.number} of your invoice, with the figures we found outlined`}
            className="block h-auto w-full select-none"
            draggable={false}
          />
          {outlines.map((outline) => (
            <div
              key={outline.key}
              ref={outline.active ? activeRef : undefined}
              aria-hidden="true"
              data-outline={outline.key}
              data-active={outline.active ? "" : undefined}
              className={cn(
                "pointer-events-none absolute rounded-sm border-2",
                outline.active
                  ? "border-blue-700 bg-blue-500/20 ring-4 ring-blue-500/40"
                  : "border-amber-600 bg-amber-300/15",
              )}
              style={placed(page, outline.box)}
            >
              {/* On a phone's narrow page only the focused field's label shows; the others keep their outline. */}
              <span
                className={cn(
                  "absolute bottom-full left-0 whitespace-nowrap rounded-t px-1 font-medium leading-tight",
                  outline.active
                    ? "z-10 bg-blue-700 text-[11px] text-white"
                    : "hidden bg-amber-800/90 text-[9px] text-white sm:block",
                )}
              >
                {outline.label}
              </span>
            </div>
          ))}
          {page.numbers.map((number, i) => (
            <button
              // Numbers can repeat on a page: their order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: the page's numbers never reorder
              key={i}
              type="button"
              tabIndex={-1}
              aria-label={`Use ${number.text} from page ${page.number}`}
              title={`Use ${number.text}`}
              data-number={number.text}
              // Keep the focus in the field being filled.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(number.text)}
              className="absolute cursor-pointer rounded-sm hover:bg-blue-500/25 hover:outline hover:outline-2 hover:outline-blue-700"
              style={placed(page, number.box)}
            />
          ))}
        </div>
      </div>
    </figure>
  );
}
