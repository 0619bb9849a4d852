// Build-time only (vite.config.ts): renders the header and the first screen of the pages that have one fixed
// content (the landing hero, Terms, Privacy) to static HTML placed inside #root of index.html, terms.html and
// privacy.html. The first paint then needs no JavaScript; main.tsx replaces the shell with the live app once
// that paint is recorded. public/theme-init.js shows the hero only on "/" and hides the whole shell on pages with
// their own layout (admin, auth callback). Never imported by the browser bundle.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { Header } from "#client/components/layout/header.tsx";
import { ThemeProvider } from "#client/components/layout/theme-provider.tsx";
import { Hero } from "#client/pages/landing/hero.tsx";
import { Component as PrivacyPage } from "#client/pages/privacy/route.tsx";
import { Component as TermsPage } from "#client/pages/terms/route.tsx";

/** Each pre-rendered page: its path, the HTML file the server sends for it, and its first screen. */
export const SHELL_PAGES = [
  {
    path: "/",
    file: "index.html",
    content: (
      <div data-shell-home="">
        <Hero />
      </div>
    ),
  },
  { path: "/terms", file: "terms.html", content: <TermsPage /> },
  { path: "/privacy", file: "privacy.html", content: <PrivacyPage /> },
] as const satisfies ReadonlyArray<{ path: string; file: string; content: ReactNode }>;

function renderAppShell(page: (typeof SHELL_PAGES)[number]): string {
  return renderToString(
    <MemoryRouter initialEntries={[page.path]}>
      <QueryClientProvider client={new QueryClient()}>
        <ThemeProvider>
          <div data-app-shell="" className="flex min-h-dvh flex-col">
            <Header />
            <main className="flex-1">{page.content}</main>
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
