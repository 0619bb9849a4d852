// Runs before first paint: applies the theme stored under "vite-ui-theme" (light | dark | system).
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
})();
