import { Award, CalendarClock, MessageSquare, TrendingUp } from "lucide-react";
import { Link } from "react-router";
import { usePublicSwitches } from "#client/api/settings.ts";
import { EmailUsLink } from "#client/components/contact/email-us-link.tsx";
import { buttonClasses } from "#client/components/ui/button.tsx";
import { type BookingPrefill, requestBookingTab, requestMessageTab } from "#client/lib/contact-intent.ts";
import { CONTACT_CALL_LABELS, contactRouteOf } from "#client/lib/contact-route.ts";
import { formatPercent } from "#shared/format/percent.ts";
import { TOP_PERFORMER_PERCENT } from "#shared/limits.ts";
import { type AnalysisFigures, closingKindOf, money } from "./analysis-figures.ts";
import { FiguresToCheck } from "./figures-to-check.tsx";

function TopPerformerMessage({ figures, target }: { figures: AnalysisFigures; target: number }) {
  return (
    <>
      <p className="font-semibold text-lg">Congratulations!</p>
      <p className="text-pretty">
        Your savings rate puts you in the{" "}
        <strong>top {TOP_PERFORMER_PERCENT}% of optimized cloud spend</strong>. Your current rate of{" "}
        {formatPercent(figures.currentRate)} exceeds the target rate of {formatPercent(target)} for{" "}
        {figures.providerName} customers.
      </p>
    </>
  );
}

function ExpansionMessage({ figures, target }: { figures: AnalysisFigures; target: number }) {
  return (
    <>
      <p className="font-semibold text-lg">There is more to save.</p>
      <p className="text-pretty">
        Working together, your savings could expand by{" "}
        <strong data-testid="yearly-expansion">{money(figures.yearlyExpansion, figures.currency, 0)}</strong>{" "}
        per year. {figures.providerName} customers save {formatPercent(target)} on average, and that is the
        rate we consider achievable for you.
      </p>
    </>
  );
}

/** The current rate already equals the average: nothing to "expand by", so say so instead of promising $0. */
function AtTargetMessage({ figures, target }: { figures: AnalysisFigures; target: number }) {
  return (
    <>
      <p className="font-semibold text-lg">You are right at the average.</p>
      <p className="text-pretty">
        Your current savings rate of {formatPercent(figures.currentRate)} matches the {formatPercent(target)}{" "}
        that {figures.providerName} customers save on average. Our engineers can show you where savings beyond
        the average are possible.
      </p>
    </>
  );
}

function NoEstimateMessage({ figures }: { figures: AnalysisFigures }) {
  return (
    <>
      <p className="font-semibold text-lg">Let's look at the details together.</p>
      <p className="text-pretty">
        We do not have an average savings rate for {figures.providerName} customers yet. Our engineers can
        review this invoice with you and show where commitments and discounts would pay off.
      </p>
    </>
  );
}

/** "Schedule a free call" while bookings are open; else a message, or an email when both forms are off. */
function ContactCall({ booking }: { booking: BookingPrefill | null }) {
  const route = contactRouteOf(usePublicSwitches());
  const className = buttonClasses("primary", "md");
  if (route === "email") return <EmailUsLink className={className} />;
  const Icon = route === "booking" ? CalendarClock : MessageSquare;
  return (
    <Link
      to={{ pathname: "/", hash: "#contact-section" }}
      onClick={() => (route === "booking" ? requestBookingTab(booking) : requestMessageTab())}
      className={className}
    >
      <Icon aria-hidden="true" />
      {CONTACT_CALL_LABELS[route]}
    </Link>
  );
}

/**
 * docs/product.md#screens closing message: top performer (current rate strictly above the estimate), the expansion, or, when the
 * current rate equals the estimate (no whole dollar to gain), that the visitor is at the average.
 */
export function ClosingMessage({
  figures,
  booking = null,
}: {
  figures: AnalysisFigures;
  /** Who the visitor is and which analysis to attach when they book a call from here. */
  booking?: BookingPrefill | null;
}) {
  const target = figures.estimate?.rate ?? null;
  const kind = closingKindOf(figures);
  const Icon = figures.isTopPerformer ? Award : TrendingUp;
  return (
    <div
      data-testid="closing-message"
      className="flex flex-col gap-4 rounded-2xl border border-primary/25 bg-gradient-to-br from-brand-from/10 to-brand-to/10 p-6 sm:flex-row sm:items-start print:break-inside-avoid"
    >
      <span
        aria-hidden="true"
        className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground"
      >
        <Icon className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {kind === "no-estimate" || target === null ? (
          <NoEstimateMessage figures={figures} />
        ) : kind === "top-performer" ? (
          <TopPerformerMessage figures={figures} target={target} />
        ) : kind === "at-target" ? (
          <AtTargetMessage figures={figures} target={target} />
        ) : (
          <ExpansionMessage figures={figures} target={target} />
        )}
        {figures.notes?.creditsWarning ? (
          <p data-testid="credits-make-the-rate" className="text-pretty text-sm">
            {figures.notes.creditsWarning}
          </p>
        ) : null}
        {figures.notes?.toCheck ? <FiguresToCheck text={figures.notes.toCheck} as="p" /> : null}
        <div className="pt-2 print:hidden">
          <ContactCall booking={booking} />
        </div>
      </div>
    </div>
  );
}
