// Runs before first paint (external: the CSP forbids inline scripts).
// 1. Applies the theme stored under "vite-ui-theme" (light | dark | system), so there is no flash.
// 2. Tells the pre-rendered shell in index.html what to show: the hero only on "/", no shell on pages that have
//    their own layout (admin area, auth callback).
(() => {
  var theme = "system";
  try {
    theme = localStorage.getItem("vite-ui-theme") || "system";
  } catch (_error) {
    // Storage unavailable: fall back to the system theme.
  }
  var dark =
    theme === "dark" || (theme !== "light" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  var root = document.documentElement;
  root.classList.add(dark ? "dark" : "light");
  root.style.colorScheme = dark ? "dark" : "light";

  var path = window.location.pathname;
  if (path === "/") root.classList.add("route-home");
  if (/^\/(admin|auth\/callback)(\/|$)/.test(path)) root.classList.add("no-shell");
})();
