import { useCallback, useEffect, useState } from "react";
import {
  appliedTheme,
  applyTheme,
  type ResolvedTheme,
  readStoredTheme,
  resolveTheme,
  storeTheme,
  type Theme,
  watchSystemTheme,
} from "./theme.ts";
import { useHydrated } from "./use-hydrated.ts";

export function useTheme(): { theme: Theme; resolved: ResolvedTheme; setTheme: (theme: Theme) => void } {
  const [theme, setThemeState] = useState<Theme>(readStoredTheme);
  const [resolved, setResolved] = useState<ResolvedTheme>(() => appliedTheme() ?? resolveTheme(theme));

  useEffect(() => {
    setResolved(applyTheme(theme));
    if (theme !== "system") return;
    return watchSystemTheme(() => setResolved(applyTheme("system")));
  }, [theme]);

  const setTheme = useCallback((next: Theme) => {
    storeTheme(next);
    setThemeState(next);
  }, []);

  // While the pre-rendered shell hydrates: the theme it was rendered with (no stored theme, system is light).
  const isHydrated = useHydrated();
  return isHydrated ? { theme, resolved, setTheme } : { theme: "system", resolved: "light", setTheme };
}
