import { useEffect } from "react";
import { useLocation } from "react-router";
import { site } from "#client/content/site.ts";
import { preloadSectionsOnInteraction } from "#client/lib/preload-sections.ts";
import { isSectionId, scrollToSection } from "#client/lib/scroll-to-section.ts";
import { ADMIN_SCROLL_DELAY_MS, HEADLINE_SAVINGS_PERCENT } from "#shared/limits.ts";
import { AnalysisSection } from "./analysis/analysis-section.tsx";
import { Hero } from "./hero.tsx";
import { ContactSection, FeaturesSection, PricingSection } from "./lazy-sections.ts";
import { LazySection } from "./section-fallback.tsx";
import { TestimonialsSection } from "./testimonials/testimonials-section.tsx";

// Imported eagerly by the router: the landing page is the first screen, so it must not wait for a second
// request. Everything below the fold that docs/product.md#screens calls lazy is split out in lazy-sections.ts.
export function LandingPage() {
  const { hash } = useLocation();

  useEffect(preloadSectionsOnInteraction, []);

  // Arriving from another page through "/#section" (docs/product.md#screens: scroll after about 100 ms).
  useEffect(() => {
    const id = hash.slice(1);
    if (!isSectionId(id)) return;
    const timer = window.setTimeout(() => scrollToSection(id), ADMIN_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash]);

  return (
    <>
      <title>{`${site.companyName}: cut your cloud bill by up to ${HEADLINE_SAVINGS_PERCENT}%`}</title>
      <Hero />
      <AnalysisSection />
      <TestimonialsSection />
      <LazySection
        id="features"
        label="Features"
        minHeightClass="min-h-[1940px] sm:min-h-[1310px] md:min-h-[1180px] lg:min-h-[930px]"
      >
        <FeaturesSection />
      </LazySection>
      <LazySection
        id="pricing"
        label="Pricing"
        minHeightClass="min-h-[1700px] sm:min-h-[1650px] md:min-h-[1580px] lg:min-h-[840px]"
      >
        <PricingSection />
      </LazySection>
      <LazySection
        id="contact-section"
        label="Contact"
        minHeightClass="min-h-[1220px] sm:min-h-[1160px] md:min-h-[1120px] lg:min-h-[694px]"
      >
        <ContactSection />
      </LazySection>
    </>
  );
}
