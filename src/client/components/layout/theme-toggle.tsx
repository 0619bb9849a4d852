import Moon from "lucide-react/icons/moon";
import Sun from "lucide-react/icons/sun";
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
      data-theme-toggle=""
      onClick={() => setTheme(next)}
    >
      {/* Both icons, switched by CSS: right even in the pre-rendered shell, before React knows the theme. */}
      <Sun aria-hidden="true" className="hidden dark:block" />
      <Moon aria-hidden="true" className="dark:hidden" />
    </Button>
  );
}
