import { Moon, Sun } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { useThemeContext } from "./theme-provider.tsx";

export function ThemeToggle() {
  const { resolved, setTheme } = useThemeContext();
  const next = resolved === "dark" ? "light" : "dark";
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      data-theme-current={resolved}
      onClick={() => setTheme(next)}
    >
      {resolved === "dark" ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}
