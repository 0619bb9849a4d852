import { Check } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/cn.ts";
import { requestBookingTab } from "#client/lib/contact-intent.ts";
import { type SectionId, scrollToSection } from "#client/lib/scroll-to-section.ts";
import { SectionHeading } from "../section-heading.tsx";

type Plan = {
  name: string;
  price: string;
  cadence: string;
  summary: string;
  perks: string[];
  cta: string;
  target: SectionId;
  /** Opens the contact section on its "Book a call" tab. */
  opensBooking?: boolean;
  isFeatured?: boolean;
};

const PLANS: Plan[] = [
  {
    name: "Free Analysis",
    price: "$0",
    cadence: "forever",
    summary: "Your savings rate against your provider's average, from one invoice.",
    perks: [
      "AWS, Google Cloud and Azure invoices",
      "Monthly and yearly savings figures",
      "Result page you can share",
    ],
    cta: "Analyze my bill",
    target: "calculator",
  },
  {
    name: "Optimization Sprint",
    price: "15%",
    cadence: "of first-year savings",
    summary: "A four-week engagement with a senior FinOps engineer. No savings, no fee.",
    perks: [
      "Commitment and reservation plan",
      "Right-sizing and waste clean-up",
      "Tagging and cost-allocation review",
      "Executive summary for finance",
    ],
    cta: "Schedule a free call",
    target: "contact-section",
    opensBooking: true,
    isFeatured: true,
  },
  {
    name: "Managed FinOps",
    price: "Custom",
    cadence: "monthly retainer",
    summary: "Ongoing cost governance for teams with a large or fast-growing footprint.",
    perks: [
      "Monthly reviews and forecasts",
      "Anomaly alerts",
      "Commitment portfolio management",
      "Dedicated expert",
    ],
    cta: "Talk to us",
    target: "contact-section",
  },
];

export function PricingSection() {
  return (
    <div className="bg-muted/40 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          eyebrow="Pricing"
          title="Simple pricing, aligned with your savings"
          description="Start free. Pay only when we find money for you."
        />
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <li
              key={plan.name}
              className={cn(
                "relative flex flex-col rounded-2xl border bg-card p-7 shadow-sm",
                plan.isFeatured && "border-primary shadow-lg shadow-primary/10 ring-1 ring-primary",
              )}
            >
              {plan.isFeatured ? (
                <p className="-top-3 absolute left-7 rounded-full bg-primary px-3 py-1 font-semibold text-primary-foreground text-xs">
                  Most popular
                </p>
              ) : null}
              <h3 className="font-semibold text-lg">{plan.name}</h3>
              <p className="mt-4 flex items-baseline gap-2">
                <span className="font-bold text-4xl tracking-tight">{plan.price}</span>
                <span className="text-muted-foreground text-sm">{plan.cadence}</span>
              </p>
              <p className="mt-3 text-muted-foreground">{plan.summary}</p>
              <ul className="mt-6 flex flex-1 flex-col gap-3 text-sm">
                {plan.perks.map((perk) => (
                  <li key={perk} className="flex items-start gap-2.5">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                    {perk}
                  </li>
                ))}
              </ul>
              <Button
                className="mt-8 w-full"
                variant={plan.isFeatured ? "primary" : "outline"}
                onClick={() => {
                  if (plan.opensBooking) requestBookingTab();
                  scrollToSection(plan.target);
                }}
              >
                {plan.cta}
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
