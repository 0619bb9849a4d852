import { useState } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router";

/**
 * React Router's scroll restoration, from the first navigation inside the app on. On the page the app started
 * on, the pre-rendered shell was there first: the visitor may already have scrolled it or followed one of its
 * in-page links, and the restoration's first run would throw them back to the top.
 */
function ScrollRestorationAfterFirstNavigation() {
  const { key } = useLocation();
  const [initialKey] = useState(key);
  const [hasNavigated, setNavigated] = useState(false);
  if (!hasNavigated && key !== initialKey) setNavigated(true);
  return hasNavigated || key !== initialKey ? <ScrollRestoration /> : null;
}

export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestorationAfterFirstNavigation />
    </>
  );
}
