import { Suspense } from "react";
import { createBrowserRouter, Navigate } from "react-router";
import { PublicLayout } from "./components/layout/public-layout.tsx";
import { RootLayout } from "./components/layout/root-layout.tsx";
import { buttonClasses } from "./components/ui/button.tsx";
import { lazyOr } from "./lib/lazy-or.ts";
import { LandingPage } from "./pages/landing/route.tsx";

/**
 * When even the error screen's chunk cannot load (after a deploy, an open tab's old chunks are gone: the case that
 * screen is for), the same words without it, rather than a blank page.
 */
function PlainRouteError() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="font-bold text-2xl">Something went wrong</h1>
      <p className="text-muted-foreground">This page could not be displayed. Reloading usually helps.</p>
      <button type="button" className={buttonClasses("primary")} onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}

// Only shown when a route fails, so it is not part of the first screen.
const RouteError = lazyOr(
  () => import("./components/layout/route-error.tsx").then((m) => m.RouteError),
  PlainRouteError,
);

function RootErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <RouteError />
    </Suspense>
  );
}

/** Nothing while the first route's lazy code loads: boot.tsx renders only once the router has initialized. */
function NoHydrateFallback() {
  return null;
}

/**
 * The landing page inside the wrapper it has in the pre-rendered index.html (shell/render-shell.tsx), which is also
 * sent for routes without a page of their own: there the stylesheet hides it until the app has started.
 */
function HomeRoute() {
  return (
    <div data-shell-home="">
      <LandingPage />
    </div>
  );
}

/**
 * docs/product.md#screens route table. Every page except the landing page (the first screen) is a lazy route module.
 * Made when the app starts (boot.tsx), not when this module is evaluated: starting reads the address and asks for
 * the page's lazy chunk, work that is then its own task instead of lengthening the app's first one.
 */
export const createAppRouter = () =>
  createBrowserRouter([
    {
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: NoHydrateFallback,
      children: [
        {
          Component: PublicLayout,
          children: [
            { index: true, Component: HomeRoute },
            { path: "results/:id", lazy: () => import("./pages/result/route.tsx") },
            // No id (docs/product.md#behaviour "missing id"): the result page's own failure path, home with the error toast.
            { path: "results", lazy: () => import("./pages/result/route.tsx") },
            { path: "auth", lazy: () => import("./pages/auth/route.tsx") },
            { path: "terms", lazy: () => import("./pages/terms/route.tsx") },
            { path: "privacy", lazy: () => import("./pages/privacy/route.tsx") },
            { path: "bookings/manage", lazy: () => import("./pages/booking/route.tsx") },
            // The review step: an upload whose figures the visitor checks beside the page.
            { path: "review/:id", lazy: () => import("./pages/review/route.tsx") },
          ],
        },
        { path: "auth/callback", lazy: () => import("./pages/auth/callback-route.tsx") },
        {
          path: "admin",
          lazy: () => import("./pages/admin/layout.tsx"),
          children: [
            { index: true, element: <Navigate to="/admin/results" replace /> },
            { path: "results", lazy: () => import("./pages/admin/results/route.tsx") },
            { path: "overview", lazy: () => import("./pages/admin/overview/route.tsx") },
            { path: "providers", lazy: () => import("./pages/admin/providers/route.tsx") },
            { path: "testimonials", lazy: () => import("./pages/admin/testimonials/route.tsx") },
            { path: "messages", lazy: () => import("./pages/admin/messages/route.tsx") },
            { path: "bookings", lazy: () => import("./pages/admin/bookings/route.tsx") },
            { path: "settings", lazy: () => import("./pages/admin/settings/route.tsx") },
            { path: "staff", lazy: () => import("./pages/admin/staff/route.tsx") },
          ],
        },
        { path: "*", element: <Navigate to="/" replace /> },
      ],
    },
  ]);
