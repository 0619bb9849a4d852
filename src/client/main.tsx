// Must stay the first import: configures zod before any schema is built (CSP forbids its eval probe).
import "./lib/zod-jitless.ts";
import "./styles/app.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { AppToaster } from "./components/layout/app-toaster.tsx";
import { ThemeProvider } from "./components/layout/theme-provider.tsx";
import { site } from "./content/site.ts";
import { queryClient } from "./query-client.ts";
import { router } from "./router.tsx";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <RouterProvider router={router} />
        <AppToaster />
      </ThemeProvider>
    </QueryClientProvider>
  </StrictMode>,
);

if (site.analytics.posthogKey) {
  void import("./lib/analytics.ts").then(({ startAnalytics }) => startAnalytics());
}
