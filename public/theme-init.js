// Runs before first paint (external: the CSP forbids inline scripts).
// 1. Applies the theme stored under "vite-ui-theme" (light | dark | system), so there is no flash.
// 2. Tells the pre-rendered shell in index.html what to show: the hero only on "/", no shell on pages that have
//    their own layout (admin area, auth callback).
// 3. Until the app replaces the shell, does the little that the shell's links cannot do alone: the theme switch,
//    closing the mobile menu after a tap on one of its links, and remembering an early "Schedule a free call"
//    (lib/contact-intent.ts reads it). Links and the menu button (a popover) work natively.
(() => {
  var STORAGE_KEY = "vite-ui-theme";
  var theme = "system";
  try {
    theme = localStorage.getItem(STORAGE_KEY) || "system";
  } catch (_error) {
    // Storage unavailable: fall back to the system theme.
  }
  var root = document.documentElement;
  function applyTheme(dark) {
    root.classList.remove(dark ? "light" : "dark");
    root.classList.add(dark ? "dark" : "light");
    root.style.colorScheme = dark ? "dark" : "light";
  }
  applyTheme(
    theme === "dark" || (theme !== "light" && window.matchMedia("(prefers-color-scheme: dark)").matches),
  );

  var path = window.location.pathname;
  if (path === "/") root.classList.add("route-home");
  if (/^\/(admin|auth\/callback)(\/|$)/.test(path)) root.classList.add("no-shell");
  // A result page's data is fetched while the app's code downloads, not after it has started (api/results.ts
  // makes the same request and gets this response).
  var resultPath = /^\/results\/([^/]+)\/?$/.exec(path);
  if (resultPath) {
    try {
      const preload = document.createElement("link");
      preload.rel = "preload";
      preload.as = "fetch";
      preload.crossOrigin = "anonymous";
      preload.href = `/api/results/${encodeURIComponent(decodeURIComponent(resultPath[1]))}`;
      document.head.appendChild(preload);
    } catch (_error) {
      // A malformed address: the app shows its own answer for it.
    }
  }

  document.addEventListener("click", (event) => {
    var toDark = false;
    var target = event.target instanceof Element ? event.target : null;
    var shell = target?.closest("[data-app-shell]");
    // Once the app runs (boot.tsx sets data-app on <html>), its own handlers do all of this.
    if (!shell || root.hasAttribute("data-app")) return;
    if (target.closest("[data-book-call]")) root.setAttribute("data-book-call", "");
    if (target.closest("[data-theme-toggle]")) {
      toDark = !root.classList.contains("dark");
      applyTheme(toDark);
      try {
        localStorage.setItem(STORAGE_KEY, toDark ? "dark" : "light");
      } catch (_error) {
        // Not stored: the switch still applies to this page.
      }
    }
    var menu = target.closest("[popover]");
    if (menu && target.closest("a") && typeof menu.hidePopover === "function") menu.hidePopover();
  });
})();
