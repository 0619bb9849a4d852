// Must stay the first import: configures zod before any schema is built (CSP forbids its eval probe).
import "./lib/zod-jitless.ts";
import "./styles/app.css";
import { watchFirstInteraction } from "./lib/first-interaction.ts";

// A key pressed or a tap on the pre-rendered page, before the app can listen, still counts as the first interaction.
watchFirstInteraction();

// index.html already shows the pre-rendered shell (shell/render-shell.tsx). Load React, the router and the app, which
// hydrate that shell (or replace it where it cannot: boot.tsx), only once the browser has recorded the shell's first
// paint: React's download and evaluation then never delay it, and a replaced shell's text still counts as the
// largest contentful paint.
// The timer covers tabs that open in the background (no frames, so no paint) and browsers without paint timing.
//
// The feature switches decide what the first screen offers (docs/product.md#behaviour), and the pre-rendered page cannot know them:
// ask for them now, while the app's code downloads, so the app knows whether the shell shows what is switched on
// (the admin area reads its own copy). Nothing here may import what boot.tsx imports: that would run the app early.
const earlySettings: Promise<unknown> | null = /^\/admin(\/|$)/.test(window.location.pathname)
  ? null
  : fetch("/api/settings/public", { headers: { accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null);

let isStarted = false;
function startApp(): void {
  if (isStarted) return;
  isStarted = true;
  void import("./boot.tsx").then(({ startApp }) => startApp(earlySettings));
}

function whenFirstPaintIsRecorded(callback: () => void): void {
  const supported = typeof PerformanceObserver === "undefined" ? [] : PerformanceObserver.supportedEntryTypes;
  const type = supported.includes("largest-contentful-paint")
    ? "largest-contentful-paint"
    : supported.includes("paint")
      ? "paint"
      : undefined;
  if (!type) {
    requestAnimationFrame(() => setTimeout(callback, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => entry.entryType === type && entry.name !== "first-paint")) return;
    observer.disconnect();
    callback();
  });
  observer.observe({ type, buffered: true });
}

// Nothing to wait for when there is no shell (the dev server) or the page hides it (admin area, auth callback).
const showsShell =
  Boolean(document.getElementById("root")?.hasChildNodes()) &&
  !document.documentElement.classList.contains("no-shell");
if (!showsShell) startApp();
else {
  whenFirstPaintIsRecorded(startApp);
  setTimeout(startApp, 1000);
}
