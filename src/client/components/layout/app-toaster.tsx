import { Suspense, useEffect, useState } from "react";
import type { ToasterProps } from "sonner";
import { onFirstInteraction } from "#client/lib/first-interaction.ts";
import { lazyOr, Nothing } from "#client/lib/lazy-or.ts";
import { loadSonner, onToastAreaWanted, toastAreaIsReady } from "#client/lib/toast.ts";
import { useThemeContext } from "./theme-provider.tsx";

// Without its chunk (the network is gone) there is no toast area, rather than an error that would end the app.
const Toaster = lazyOr<ToasterProps>(() => loadSonner().then((module) => module.Toaster), Nothing);

/** Rendered after sonner's Toaster, so its effect runs once the Toaster listens for toasts. */
function AreaReady() {
  useEffect(toastAreaIsReady, []);
  return null;
}

/**
 * The toast area (bottom-right, docs/product.md#screens). Toasts follow a visitor's actions, so sonner is fetched
 * at the first interaction with the page, or when something asks for a toast first (lib/toast.ts holds it until
 * then), never on an untouched first screen.
 */
export function AppToaster() {
  const { resolved } = useThemeContext();
  const [isWanted, setWanted] = useState(false);

  useEffect(() => {
    const want = () => setWanted(true);
    const stopWanted = onToastAreaWanted(want);
    const stopInteraction = onFirstInteraction(want);
    return () => {
      stopWanted();
      stopInteraction();
    };
  }, []);

  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-right" theme={resolved} richColors closeButton />
      <AreaReady />
    </Suspense>
  );
}
