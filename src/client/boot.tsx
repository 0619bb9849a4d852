// The live app. Loaded by main.tsx once the pre-rendered shell has been painted.
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, useLayoutEffect } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { PublicSettingsSchema } from "#shared/schemas/public-api.ts";
import { fetchPublicSettings, publicSettingsQuery } from "./api/settings.ts";
import { AppToaster } from "./components/layout/app-toaster.tsx";
import { ThemeProvider } from "./components/layout/theme-provider.tsx";
import { site } from "./content/site.ts";
import { queryClient } from "./query-client.ts";
import { router } from "./router.tsx";
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
      const early = unused ? PublicSettingsSchema.safeParse(await unused) : null;
      unused = null;
      return early?.success ? early.data : fetchPublicSettings(signal);
    },
  });
}

/** Renders the app into #root, replacing the pre-rendered shell. */
export async function startApp(earlySettings: Promise<unknown> | null = null): Promise<void> {
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");
  const settingsAdopted = earlySettings ? adoptEarlySettings(earlySettings) : null;

  // index.html holds a pre-rendered shell (shell/render-shell.tsx). Keep it on screen until the route's lazy code
  // has loaded, so the live app replaces it in one step instead of passing through an empty page. (No top-level
  // await here: lazy route chunks import shared modules from this chunk, and would wait for it forever.)
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  }

  // The first render is synchronous: let switches that have already arrived reach the query cache first (a few
  // microtasks), without waiting for ones still on the network.
  if (settingsAdopted)
    await Promise.race([settingsAdopted, new Promise((resolve) => setTimeout(resolve, 0))]);

  const restoreFocus = captureShellFocus(container);
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <RouterProvider router={router} />
          <AppToaster />
          <AfterFirstCommit run={restoreFocus} />
        </ThemeProvider>
      </QueryClientProvider>
    </StrictMode>,
  );

  if (site.analytics.posthogKey) {
    void import("./lib/analytics.ts").then(({ startAnalytics }) => startAnalytics());
  }
}
