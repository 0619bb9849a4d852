// The live app. Loaded by main.tsx once the pre-rendered shell has been painted; hydrates that shell when it was
// made for the page being opened.
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition, useLayoutEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { matchPath } from "react-router";
// React Router 8: the DOM RouterProvider (it hands the router react-dom's flushSync) lives in react-router/dom.
import { RouterProvider } from "react-router/dom";
import type { PublicSettings } from "#shared/schemas/public-api.ts";
import { PublicSettingsLightSchema } from "./api/public-settings-light-schema.ts";
import { fetchPublicSettings, publicSettingsQuery } from "./api/settings.ts";
import { AppToaster } from "./components/layout/app-toaster.tsx";
import { ThemeProvider } from "./components/layout/theme-provider.tsx";
import { site } from "./content/site.ts";
import { queryClient } from "./query-client.ts";
import { createAppRouter } from "./router.tsx";
import { captureShellFocus } from "./shell/keep-shell-focus.ts";

/** Runs once, right after the app's first commit replaced the shell (before the browser paints). */
function AfterFirstCommit({ run }: { run: () => void }) {
  useLayoutEffect(run, [run]);
  return null;
}

/**
 * The switches main.tsx asked for become the settings query's answer: already there for the first render when they
 * have arrived (the promise settles before React renders), else shared by every component that asks meanwhile.
 */
function adoptEarlySettings(early: Promise<unknown>): Promise<void> {
  let unused: Promise<unknown> | null = early; // once: a later refetch asks the server again
  return queryClient.prefetchQuery({
    queryKey: publicSettingsQuery().queryKey,
    queryFn: async ({ signal }) => {
      const early = unused ? PublicSettingsLightSchema.safeParse(await unused) : null;
      unused = null;
      return early?.success ? early.data : fetchPublicSettings(signal);
    },
  });
}

/**
 * The route pattern the pre-rendered shell in #root was made for (shell/render-shell.tsx writes it on its wrapper),
 * when it is the page being opened: then the app hydrates it. index.html (made for "/") is also sent for routes
 * without a page of their own (/auth, /bookings/manage, the admin area): those the app renders from scratch.
 */
function hydratableShell(container: HTMLElement): string | null {
  const wrapper = container.firstElementChild;
  const pattern = wrapper?.getAttribute("data-app-shell");
  if (!pattern || container.childElementCount !== 1) return null;
  return matchPath(pattern, window.location.pathname) ? pattern : null;
}

/** The early switches when they have already arrived (within a task), else undefined (also when they failed). */
async function arrivedSettings(early: Promise<unknown> | null): Promise<PublicSettings | undefined> {
  if (!early) return undefined;
  const pending = Symbol("pending");
  const settled = await Promise.race([
    early.then((answer) => {
      const parsed = PublicSettingsLightSchema.safeParse(answer);
      return parsed.success ? parsed.data : null;
    }),
    new Promise<typeof pending>((resolve) => setTimeout(() => resolve(pending), 0)),
  ]);
  return settled === pending || settled === null ? undefined : settled;
}

/** The shells are rendered with every visitor-facing switch on (docs/product.md#behaviour: on unless it says otherwise). */
function switchesMatchShell(settings: PublicSettings): boolean {
  return (
    settings.analysis_enabled !== false &&
    settings.contact_form_enabled !== false &&
    settings.bookings_enabled !== false
  );
}

function markApp(state: "hydrating" | "live"): void {
  // public/theme-init.js leaves the shell to the app from here on; app.css shows the landing page wrapper.
  document.documentElement.setAttribute("data-app", state);
}

/**
 * Hydrates the pre-rendered shell in #root when it shows this route as the app would first render it, else
 * renders the app into #root (replacing the shell in one commit).
 */
export async function startApp(earlySettings: Promise<unknown> | null = null): Promise<void> {
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");

  // The app's modules have just been evaluated, in one task: the router starts in the next one.
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  const router = createAppRouter();

  // Wait for the route's lazy code, so the first render is the page itself: hydration must find the shell's markup,
  // and a render from scratch replaces the shell in one step instead of passing through an empty page. (No
  // top-level await here: lazy route chunks import shared modules from this chunk, and would wait for it forever.)
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  }

  // Switches that have already arrived are in the query cache before the first render. A shell rendered with every
  // switch on is not what this visitor should get when one is off: the app then renders from scratch.
  const arrived = await arrivedSettings(earlySettings);
  if (earlySettings && arrived !== undefined) await adoptEarlySettings(earlySettings);
  const shellPattern =
    arrived === undefined || switchesMatchShell(arrived) ? hydratableShell(container) : null;

  const app = (afterFirstCommit: () => void) => (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          {shellPattern === null ? (
            <RouterProvider router={router} />
          ) : (
            <div data-app-shell={shellPattern} className="contents">
              <RouterProvider router={router} />
            </div>
          )}
          <AppToaster />
          <AfterFirstCommit run={afterFirstCommit} />
        </ThemeProvider>
      </QueryClientProvider>
    </StrictMode>
  );

  if (shellPattern !== null) {
    // Hydration keeps the shell's DOM (and the focus, the scroll position, a text selection) and only attaches the
    // handlers. Its first render must match the shell: switches still on the network join the query cache right
    // after that commit, before any component has asked the server for them.
    // In a transition, hydration yields to the browser every few milliseconds instead of one long task (the page
    // is already painted and its links work; a tap meanwhile hydrates its target first).
    markApp("hydrating");
    startTransition(() => {
      hydrateRoot(
        container,
        app(() => {
          markApp("live");
          if (earlySettings && arrived === undefined) void adoptEarlySettings(earlySettings);
        }),
      );
    });
  } else {
    if (earlySettings && arrived === undefined) void adoptEarlySettings(earlySettings);
    const restoreFocus = captureShellFocus(container);
    createRoot(container).render(
      app(() => {
        markApp("live");
        restoreFocus();
      }),
    );
  }

  // Third-party code (docs/product.md#api's optional analytics) waits until the page is idle: never part of the first seconds.
  if (site.analytics.posthogKey) {
    whenIdle(() => void import("./lib/analytics.ts").then(({ startAnalytics }) => startAnalytics()));
  }
}

function whenIdle(run: () => void): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 2000);
}
