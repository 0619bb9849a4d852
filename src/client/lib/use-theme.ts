import { useCallback, useEffect, useState } from "react";
import {
  applyTheme,
  type ResolvedTheme,
  readStoredTheme,
  resolveTheme,
  storeTheme,
  type Theme,
  watchSystemTheme,
} from "./theme.ts";

export function useTheme(): { theme: Theme; resolved: ResolvedTheme; setTheme: (theme: Theme) => void } {
  const [theme, setThemeState] = useState<Theme>(readStoredTheme);
  const [resolved, setResolved] = useState<ResolvedTheme>(() => resolveTheme(theme));

  useEffect(() => {
    setResolved(applyTheme(theme));
    if (theme !== "system") return;
    return watchSystemTheme(() => setResolved(applyTheme("system")));
  }, [theme]);

  const setTheme = useCallback((next: Theme) => {
    storeTheme(next);
    setThemeState(next);
  }, []);

  return { theme, resolved, setTheme };
}
