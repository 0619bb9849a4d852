// Build-time only (vite.config.ts): renders the public layout (header, main, the footer's placeholder) with the
// content of the pages that have one fixed content to static HTML placed inside #root of index.html, terms.html,
// privacy.html and results.html (a result page's loading state). For "/" that is the whole landing page as it first renders: the hero, and every other section
// as its placeholder with its anchor id, so the hero's in-page links work from the first paint, before any
// JavaScript. main.tsx replaces the shell with the live app once that paint is recorded. public/theme-init.js
// shows the landing content only on "/" and hides the whole shell on pages with their own layout (admin, auth
// callback). Never imported by the browser bundle.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter, Route, Routes } from "react-router";
import { PublicLayout } from "#client/components/layout/public-layout.tsx";
import { ThemeProvider } from "#client/components/layout/theme-provider.tsx";
import { LandingPage } from "#client/pages/landing/route.tsx";
import { Component as PrivacyPage } from "#client/pages/privacy/route.tsx";
import { ResultStatus } from "#client/pages/result/result-status.tsx";
import { Component as TermsPage } from "#client/pages/terms/route.tsx";

/** Each pre-rendered page: its path, the HTML file the server sends for it, and its first screen. */
export const SHELL_PAGES = [
  {
    path: "/",
    file: "index.html",
    content: (
      <div data-shell-home="">
        <LandingPage />
      </div>
    ),
  },
  { path: "/terms", file: "terms.html", content: <TermsPage /> },
  { path: "/privacy", file: "privacy.html", content: <PrivacyPage /> },
  // Every result page first shows its heading and 'Loading results...', as the app does while the data arrives: the
  // heading, the page's largest text, then paints with the HTML instead of after the app's code (Lighthouse LCP).
  { path: "/results/:id", file: "results.html", content: <ResultStatus text="Loading results..." /> },
] as const satisfies ReadonlyArray<{ path: string; file: string; content: ReactNode }>;

function renderAppShell(page: (typeof SHELL_PAGES)[number]): string {
  return renderToString(
    <MemoryRouter initialEntries={[page.path]}>
      <QueryClientProvider client={new QueryClient()}>
        <ThemeProvider>
          <div data-app-shell={page.path} className="contents">
            <Routes>
              <Route element={<PublicLayout />}>
                <Route path={page.path} element={page.content} />
              </Route>
            </Routes>
          </div>
        </ThemeProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

/** Every pre-rendered page's file name and shell HTML (React puts a page's <title> first; index.html moves it). */
export function renderShellPages(): Array<{ file: string; html: string }> {
  return SHELL_PAGES.map((page) => ({ file: page.file, html: renderAppShell(page) }));
}
