import { Check } from "lucide-react";
import { type PublicSwitches, usePublicSwitches } from "#client/api/settings.ts";
import { EmailUsLink } from "#client/components/contact/email-us-link.tsx";
import { Button, buttonClasses } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/cn.ts";
import { CONTACT_CALL_LABELS, contactRouteOf, openContactSection } from "#client/lib/contact-route.ts";
import { scrollToSection } from "#client/lib/scroll-to-section.ts";
import { providersReadPhrase } from "#shared/providers/providers-read.ts";
import { SectionHeading } from "../section-heading.tsx";

type PlanCall =
  /** The analysis form. */
  | { kind: "analysis"; label: string }
  /** The contact section, on the tab the switches allow (or an email when both are off). */
  | { kind: "contact"; preferred: "booking" | "message"; label?: string };

type Plan = {
  name: string;
  price: string;
  cadence: string;
  summary: string;
  perks: string[];
  call: PlanCall;
  isFeatured?: boolean;
};

const FREE_PLAN: Plan = {
  name: "Free Analysis",
  price: "$0",
  cadence: "forever",
  summary: "Your savings rate against your provider's average, from one invoice.",
  perks: [
    `Invoices from ${providersReadPhrase()} providers`,
    "Monthly and yearly savings figures",
    "Result page you can share",
  ],
  call: { kind: "analysis", label: "Analyze my bill" },
};

const PAID_PLANS: Plan[] = [
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
    // The label follows the route: "Schedule a free call", "Send us a message" or "Email us".
    call: { kind: "contact", preferred: "booking" },
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
    call: { kind: "contact", preferred: "message", label: "Talk to us" },
  },
];

function PlanButton({ plan, switches }: { plan: Plan; switches: PublicSwitches }) {
  const variant = plan.isFeatured ? "primary" : "outline";
  const { call } = plan;
  if (call.kind === "analysis") {
    return (
      <Button className="mt-8 w-full" variant={variant} onClick={() => scrollToSection("calculator")}>
        {call.label}
      </Button>
    );
  }
  const route = contactRouteOf(switches, call.preferred);
  if (route === "email") return <EmailUsLink className={cn(buttonClasses(variant), "mt-8 w-full")} />;
  return (
    <Button className="mt-8 w-full" variant={variant} onClick={() => openContactSection(route)}>
      {call.label ?? CONTACT_CALL_LABELS[route]}
    </Button>
  );
}

export function PricingSection() {
  const switches = usePublicSwitches();
  // The free plan is the analysis: while it is switched off, it is not offered.
  const plans = switches.analysis ? [FREE_PLAN, ...PAID_PLANS] : PAID_PLANS;
  return (
    <div className="bg-muted/40 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          eyebrow="Pricing"
          title="Simple pricing, aligned with your savings"
          description={
            switches.analysis
              ? "Start free. Pay only when we find money for you."
              : "Pay only when we find money for you."
          }
        />
        <ul
          className={cn(
            "mt-14 grid gap-6",
            plans.length === 3 ? "lg:grid-cols-3" : "mx-auto max-w-4xl lg:grid-cols-2",
          )}
        >
          {plans.map((plan) => (
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
              <PlanButton plan={plan} switches={switches} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
