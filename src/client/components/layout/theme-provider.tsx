import { createContext, type ReactNode, useContext } from "react";
import type { ResolvedTheme, Theme } from "#client/lib/theme.ts";
import { useTheme } from "#client/lib/use-theme.ts";

type ThemeContextValue = { theme: Theme; resolved: ResolvedTheme; setTheme: (theme: Theme) => void };

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  return <ThemeContext value={useTheme()}>{children}</ThemeContext>;
}

export function useThemeContext(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useThemeContext must be used inside <ThemeProvider>");
  return value;
}
