import { Suspense } from "react";
import { Outlet } from "react-router";
import { lazyOr, Nothing } from "#client/lib/lazy-or.ts";
import { useHydrated } from "#client/lib/use-hydrated.ts";
import { Header } from "./header.tsx";
import { SkipLink } from "./skip-link.tsx";

// The footer is never on the first screen of the landing page; loading it separately keeps that screen light.
// Its fallback reserves roughly the same space, so the page height hardly changes when it arrives.
// Without its chunk (the network gone), the page goes on without a footer rather than as the route's error page.
const Footer = lazyOr(() => import("./footer.tsx").then((m) => m.Footer), Nothing);

const FOOTER_PLACEHOLDER = (
  <div aria-hidden="true" className="h-[700px] border-t bg-muted/40 md:h-[370px] print:hidden" />
);

/**
 * The pre-rendered shell holds the placeholder alone: hydration finds it as is, and the footer's chunk is asked for
 * right after (a Suspense boundary in the build-time render would only hold a "render on the client" mark). Its own
 * component, so the render right after hydration (synchronous, one task) is this slot only, not the whole page.
 */
function FooterSlot() {
  return useHydrated() ? (
    <Suspense fallback={FOOTER_PLACEHOLDER}>
      <Footer />
    </Suspense>
  ) : (
    FOOTER_PLACEHOLDER
  );
}

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      {/* At least a screen tall: a page whose content arrives later (a result) then never pulls the footer into
          view and pushes it out again (layout shift). */}
      <main id="main-content" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <Outlet />
      </main>
      <FooterSlot />
    </div>
  );
}
