// Build-time only (vite.config.ts): renders the header, and the landing hero, to static HTML placed inside
// index.html's #root. The first paint then needs no JavaScript; main.tsx replaces the shell with the live app
// once the route's code is ready. public/theme-init.js shows the hero only on "/" and hides the whole shell on
// pages with their own layout (admin, auth callback). Never imported by the browser bundle.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { Header } from "#client/components/layout/header.tsx";
import { ThemeProvider } from "#client/components/layout/theme-provider.tsx";
import { Hero } from "#client/pages/landing/hero.tsx";

export function renderAppShell(): string {
  const queryClient = new QueryClient();
  return renderToString(
    <MemoryRouter initialEntries={["/"]}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <div data-app-shell="" className="flex min-h-dvh flex-col">
            <Header />
            <main className="flex-1">
              <div data-shell-home="">
                <Hero />
              </div>
            </main>
          </div>
        </ThemeProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}
