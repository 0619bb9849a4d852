import { lazy, Suspense, useEffect, useState } from "react";
import { useThemeContext } from "./theme-provider.tsx";

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/**
 * The toast area (bottom-right, docs/product.md#screens). Toasts only follow user actions, so sonner is fetched once the page
 * is idle instead of weighing on the first screen.
 */
export function AppToaster() {
  const { resolved } = useThemeContext();
  const [isReady, setReady] = useState(false);

  useEffect(() => {
    const start = () => setReady(true);
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(start, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(start, 1500);
    return () => clearTimeout(timer);
  }, []);

  if (!isReady) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-right" theme={resolved} richColors closeButton />
    </Suspense>
  );
}
