import ArrowRight from "lucide-react/icons/arrow-right";
import CalendarClock from "lucide-react/icons/calendar-clock";
import CheckCircle2 from "lucide-react/icons/circle-check";
import MessageSquare from "lucide-react/icons/message-square";
import ShieldCheck from "lucide-react/icons/shield-check";
import TrendingDown from "lucide-react/icons/trending-down";
import type { MouseEvent } from "react";
import { usePublicSwitches } from "#client/api/settings.ts";
import { EmailUsLink } from "#client/components/contact/email-us-link.tsx";
import { buttonClasses } from "#client/components/ui/button.tsx";
import {
  CONTACT_CALL_LABELS,
  type ContactRoute,
  contactRouteOf,
  openContactSection,
} from "#client/lib/contact-route.ts";
import { isPlainClick } from "#client/lib/is-plain-click.ts";
import { scrollToSection } from "#client/lib/scroll-to-section.ts";
import { HEADLINE_SAVINGS_PERCENT } from "#shared/limits.ts";
import { providersReadPhrase } from "#shared/providers/providers-read.ts";

const PROOF_POINTS = [providersReadPhrase(), "Results in under a minute", "No credit card, no commitment"];
// Without the free analysis there is no result "in under a minute" to promise.
const PROOF_POINTS_WITHOUT_ANALYSIS = [
  providersReadPhrase(),
  "Senior FinOps engineers",
  "No credit card, no commitment",
];

function openContact(route: "booking" | "message") {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    openContactSection(route);
  };
}

function goToAnalysis(event: MouseEvent<HTMLAnchorElement>) {
  if (!isPlainClick(event)) return;
  event.preventDefault();
  scrollToSection("calculator");
}

/**
 * The hero's first call: a free call, a message, or (both switched off) an email. The pre-rendered page shows the
 * call (all switches count as on there); the app swaps it once the settings say otherwise.
 */
function ContactCall({ route }: { route: ContactRoute }) {
  const className = buttonClasses("primary", "lg");
  if (route === "email") return <EmailUsLink className={className} />;
  const Icon = route === "booking" ? CalendarClock : MessageSquare;
  return (
    // biome-ignore lint/a11y/useValidAnchor: a real in-page link; the handler only enhances it
    <a
      href="#contact-section"
      data-book-call={route === "booking" ? "" : undefined}
      className={className}
      onClick={openContact(route)}
    >
      <Icon aria-hidden="true" />
      {CONTACT_CALL_LABELS[route]}
    </a>
  );
}

export function Hero() {
  const switches = usePublicSwitches();
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="-z-10 absolute inset-0 bg-[radial-gradient(60%_60%_at_70%_0%,color-mix(in_oklab,var(--brand-from)_18%,transparent),transparent),radial-gradient(50%_50%_at_0%_30%,color-mix(in_oklab,var(--brand-to)_14%,transparent),transparent)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 md:pt-24 lg:grid-cols-[1.15fr_1fr] lg:pb-28">
        <div className="flex flex-col items-start gap-6">
          <p className="inline-flex items-center gap-2 rounded-full border bg-background/70 px-3 py-1 font-medium text-muted-foreground text-sm">
            <ShieldCheck aria-hidden="true" className="size-4 text-primary" />
            Independent FinOps experts
          </p>
          <h1
            id="hero-title"
            className="text-balance font-extrabold text-4xl leading-[1.08] tracking-tight sm:text-5xl lg:text-6xl"
          >
            Cut your cloud bill by <span className="text-gradient">up to {HEADLINE_SAVINGS_PERCENT}%</span>
          </h1>
          <p className="max-w-xl text-pretty text-lg text-muted-foreground leading-relaxed">
            {switches.analysis
              ? "Upload last month's invoice and see in seconds how your savings rate compares with similar customers of your provider. Then let our engineers turn the gap into money back in your budget."
              : "Our engineers compare your savings rate with similar customers of your provider, then turn the gap into money back in your budget."}
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            {/* Real in-page links: the browser follows them from the first paint of the pre-rendered page, before
                any JavaScript has run; once the app runs it adds the smooth scroll and the focus move.
                public/theme-init.js remembers an early "Schedule a free call" for the contact section's tab. */}
            <ContactCall route={contactRouteOf(switches)} />
            {switches.analysis ? (
              // biome-ignore lint/a11y/useValidAnchor: a real in-page link; the handler only enhances it
              <a href="#calculator" className={buttonClasses("outline", "lg")} onClick={goToAnalysis}>
                Get Free Analysis
                <ArrowRight aria-hidden="true" />
              </a>
            ) : null}
          </div>
          <ul className="flex flex-col gap-2 text-muted-foreground text-sm sm:flex-row sm:flex-wrap sm:gap-x-5">
            {(switches.analysis ? PROOF_POINTS : PROOF_POINTS_WITHOUT_ANALYSIS).map((point) => (
              <li key={point} className="flex items-center gap-2">
                <CheckCircle2 aria-hidden="true" className="size-4 text-primary" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <SavingsPreview />
      </div>
    </section>
  );
}

/**
 * A static illustration of what the analysis shows; decorative, so hidden from assistive technology. It is
 * labelled as an example and names no provider: the providers' real estimates are staff-edited, and a card that
 * said "Average for AWS 31.0%" beside a seeded 32.0% read as a wrong fact.
 */
function SavingsPreview() {
  return (
    <div
      aria-hidden="true"
      className="relative mx-auto hidden w-full max-w-md sm:block"
      data-testid="hero-sample"
    >
      <div className="-inset-4 -z-10 absolute rounded-[2rem] bg-gradient-to-br from-brand-from/25 to-brand-to/25 blur-2xl" />
      <div className="rounded-2xl border bg-card p-6 shadow-black/5 shadow-xl">
        <div className="flex items-center justify-between">
          <p className="font-semibold">Example analysis</p>
          <span className="rounded-full bg-accent px-2.5 py-1 font-medium text-accent-foreground text-xs">
            Sample figures
          </span>
        </div>
        <div className="mt-6 grid grid-cols-2 gap-4">
          <div className="rounded-xl bg-muted p-4">
            <p className="text-muted-foreground text-xs">Current savings rate</p>
            <p className="mt-1 font-bold text-2xl">12.4%</p>
            <p className="text-muted-foreground text-xs">$3,720.00 / month</p>
          </div>
          <div className="rounded-xl bg-accent p-4">
            <p className="text-accent-foreground/80 text-xs">Provider's average (example)</p>
            <p className="mt-1 font-bold text-2xl text-accent-foreground">31.0%</p>
            <p className="text-accent-foreground/80 text-xs">$9,300.00 / month</p>
          </div>
        </div>
        <div className="mt-6 flex flex-col gap-2">
          <div className="flex justify-between text-xs">
            <span className="text-muted-foreground">Savings rate</span>
            <span className="font-medium">12.4% of 31.0%</span>
          </div>
          <div className="h-2.5 overflow-hidden rounded-full bg-muted">
            <div className="h-full w-2/5 rounded-full bg-gradient-to-r from-brand-from to-brand-to" />
          </div>
        </div>
        <div className="mt-6 flex items-start gap-3 rounded-xl border border-dashed p-4">
          <TrendingDown className="mt-0.5 size-5 shrink-0 text-primary" />
          <p className="text-sm">
            Working together, your savings could expand by <strong>$66,960</strong> per year.
          </p>
        </div>
        <p className="mt-4 text-muted-foreground text-xs">
          An illustration with made-up figures. Your analysis uses your invoice and your provider's estimate.
        </p>
      </div>
    </div>
  );
}
