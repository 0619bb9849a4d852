import { lazy } from "react";

// docs/product.md#screens: features, pricing and contact load lazily, when they come near the viewport or an anchor needs them.
export const FeaturesSection = lazy(() =>
  import("./features/features-section.tsx").then((m) => ({ default: m.FeaturesSection })),
);
export const PricingSection = lazy(() =>
  import("./pricing/pricing-section.tsx").then((m) => ({ default: m.PricingSection })),
);
export const ContactSection = lazy(() =>
  import("./contact/contact-section.tsx").then((m) => ({ default: m.ContactSection })),
);
