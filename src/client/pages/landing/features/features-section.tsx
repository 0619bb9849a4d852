import { BarChart3, FileSearch, Gauge, Handshake, Layers, Lock } from "lucide-react";
import { SectionHeading } from "../section-heading.tsx";

const FEATURES = [
  {
    Icon: FileSearch,
    title: "Instant invoice analysis",
    body: "We read the figures on page one of your PDF invoice and compute your current savings rate, monthly and yearly.",
  },
  {
    Icon: BarChart3,
    title: "Benchmarked against your peers",
    body: "See how your rate compares with the average our customers reach on the same provider.",
  },
  {
    Icon: Layers,
    title: "Commitments that fit",
    body: "Savings plans, reservations and committed-use discounts sized to your real baseline, not a guess.",
  },
  {
    Icon: Gauge,
    title: "Right-sizing and clean-up",
    body: "Idle resources, oversized instances and forgotten storage found and removed with your engineers.",
  },
  {
    Icon: Lock,
    title: "Private by design",
    body: "Invoices are processed on our own servers, never sold, and deleted on request.",
  },
  {
    Icon: Handshake,
    title: "Paid from savings",
    body: "Our engagements are priced so that the savings we find cover the cost many times over.",
  },
] as const;

export function FeaturesSection() {
  return (
    <div className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          eyebrow="Features"
          title="Everything you need to spend less on cloud"
          description="A clear picture of where you stand, and a team that knows how to close the gap."
        />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ Icon, title, body }) => (
            <li
              key={title}
              className="rounded-2xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-5 font-semibold text-lg">{title}</h3>
              <p className="mt-2 text-muted-foreground leading-relaxed">{body}</p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
