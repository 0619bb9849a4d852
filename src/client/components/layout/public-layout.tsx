import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { Header } from "./header.tsx";
import { SkipLink } from "./skip-link.tsx";

// The footer is never on the first screen of the landing page; loading it separately keeps that screen light.
// Its fallback reserves roughly the same space, so the page height hardly changes when it arrives.
const Footer = lazy(() => import("./footer.tsx").then((m) => ({ default: m.Footer })));

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
      <Suspense
        fallback={
          <div aria-hidden="true" className="h-[700px] border-t bg-muted/40 md:h-[370px] print:hidden" />
        }
      >
        <Footer />
      </Suspense>
    </div>
  );
}
