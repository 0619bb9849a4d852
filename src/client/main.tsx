// Must stay the first import: configures zod before any schema is built (CSP forbids its eval probe).
import "./lib/zod-jitless.ts";
import "./styles/app.css";

// index.html already shows the pre-rendered shell (shell/render-shell.tsx). Let the browser paint it before the
// app's JavaScript is evaluated (its download starts at once: index.html preloads it), so slow devices see the
// page immediately instead of a blank screen. The timer covers tabs that open in the background (no frames).
let isStarted = false;
function startApp(): void {
  if (isStarted) return;
  isStarted = true;
  void import("./boot.tsx").then(({ startApp }) => startApp());
}
requestAnimationFrame(() => setTimeout(startApp, 0));
setTimeout(startApp, 250);
