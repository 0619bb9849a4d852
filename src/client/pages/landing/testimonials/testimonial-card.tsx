import { Quote } from "lucide-react";
import { useId, useLayoutEffect, useRef, useState } from "react";
import { NetworkIcon } from "#client/components/layout/social-icons.tsx";
import { cn } from "#client/lib/cn.ts";
import type { Testimonial } from "#shared/schemas/public-api.ts";
import { CARD_SIZE_STYLE } from "./card-size.ts";

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase() || "?";
}

function Avatar({ name, imagePath }: { name: string; imagePath: string | null }) {
  const [isBroken, setBroken] = useState(false);
  if (imagePath && !isBroken) {
    return (
      <img
        src={`/testimonials/${encodeURIComponent(imagePath)}`}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        decoding="async"
        onError={() => setBroken(true)}
        className="size-12 shrink-0 rounded-full bg-muted object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="testimonial-initials"
      className="flex size-12 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-from to-brand-to font-semibold text-sm text-white"
    >
      {initialsOf(name)}
    </span>
  );
}

/**
 * The quote, six lines at first (what a 280 px card holds). A longer one gets a "Read more" button that opens it in full (the card grows),
 * so no words are ever hidden without a way to read them.
 */
function QuoteText({ content }: { content: string }) {
  const id = useId();
  const ref = useRef<HTMLQuoteElement>(null);
  const [isExpanded, setExpanded] = useState(false);
  const [isLong, setLong] = useState(false);

  // Measured only while clamped: the clamp is what makes scrollHeight exceed the visible height. A layout effect,
  // so opening the quote disconnects the observer in the same commit, before it sees the quote grow.
  useLayoutEffect(() => {
    const quote = ref.current;
    if (!quote || isExpanded) return;
    const measure = () => setLong(quote.scrollHeight > quote.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(quote);
    return () => observer.disconnect();
  }, [isExpanded]);

  return (
    <div className="flex flex-col items-start gap-1 pr-6">
      <blockquote
        ref={ref}
        id={id}
        data-testid="testimonial-quote"
        className={cn(
          "wrap-break-word text-pretty text-[15px] leading-6",
          isExpanded ? undefined : "line-clamp-6",
        )}
      >
        {content}
      </blockquote>
      {isLong ? (
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={id}
          onClick={() => setExpanded((expanded) => !expanded)}
          className="cursor-pointer rounded font-medium text-primary text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {isExpanded ? "Show less" : "Read more"}
        </button>
      ) : null}
    </div>
  );
}

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { name, job_title, company, content, image_path, linkedin_url } = testimonial;
  return (
    <li
      data-testid="testimonial-card"
      style={CARD_SIZE_STYLE}
      className="relative flex shrink-0 flex-col gap-4 rounded-2xl border bg-card p-6 text-card-foreground shadow-sm"
    >
      <Quote aria-hidden="true" className="absolute top-5 right-5 size-7 text-primary/25" />
      <QuoteText key={content} content={content} />
      <div className="mt-auto flex items-center gap-3 border-t pt-4">
        <Avatar name={name} imagePath={image_path} />
        <div className="min-w-0 flex-1">
          <p className="wrap-break-word font-semibold text-sm">{name}</p>
          <p className="wrap-break-word text-muted-foreground text-xs">
            {job_title}, {company}
          </p>
        </div>
        {linkedin_url ? (
          <a
            href={linkedin_url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${name} on LinkedIn (opens in a new tab)`}
            className="flex size-9 shrink-0 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
          >
            <NetworkIcon className="size-4" />
          </a>
        ) : null}
      </div>
    </li>
  );
}
