import { THEME_STORAGE_KEY } from "#shared/limits.ts";

export type Theme = "light" | "dark" | "system";
export type ResolvedTheme = "light" | "dark";

const THEMES: readonly Theme[] = ["light", "dark", "system"];
const DARK_QUERY = "(prefers-color-scheme: dark)";

export function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return THEMES.includes(stored as Theme) ? (stored as Theme) : "system";
  } catch {
    return "system";
  }
}

export function resolveTheme(theme: Theme): ResolvedTheme {
  if (theme !== "system") return theme;
  // No window while the app shell is pre-rendered at build time (shell/render-shell.tsx).
  if (typeof window === "undefined") return "light";
  return window.matchMedia(DARK_QUERY).matches ? "dark" : "light";
}

/** The theme public/theme-init.js (or an earlier applyTheme) put on <html>, if any. */
export function appliedTheme(): ResolvedTheme | undefined {
  if (typeof document === "undefined") return undefined;
  const classes = document.documentElement.classList;
  return classes.contains("dark") ? "dark" : classes.contains("light") ? "light" : undefined;
}

/**
 * Same effect as public/theme-init.js, which runs before first paint. Writes only what changes: every `dark:` rule
 * depends on <html>'s class, so even rewriting the same class makes the browser restyle the whole page.
 */
export function applyTheme(theme: Theme): ResolvedTheme {
  const resolved = resolveTheme(theme);
  const root = document.documentElement;
  const other: ResolvedTheme = resolved === "dark" ? "light" : "dark";
  if (root.classList.contains(other)) root.classList.remove(other);
  if (!root.classList.contains(resolved)) root.classList.add(resolved);
  if (root.style.colorScheme !== resolved) root.style.colorScheme = resolved;
  return resolved;
}

export function storeTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be unavailable (private mode, quota); the theme still applies for this page view.
  }
}

/** Calls back when the OS colour scheme changes; returns the unsubscribe function. */
export function watchSystemTheme(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
