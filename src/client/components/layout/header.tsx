import { useQuery } from "@tanstack/react-query";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import LogIn from "lucide-react/icons/log-in";
import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { sessionQuery } from "#client/api/session.ts";
import { buttonClasses } from "#client/components/ui/button.tsx";
import { NAV_SECTIONS } from "#client/content/site.ts";
import { cn } from "#client/lib/cn.ts";
import { Logo } from "./logo.tsx";
import { SectionLink } from "./section-link.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";

const NAV_LINK =
  "rounded-md px-3 py-2 font-medium text-muted-foreground text-sm transition-colors hover:text-foreground";

/** docs/product.md#screens: /auth when signed out, /admin/results when signed in. */
function useAdminTarget(): { to: string; isSignedIn: boolean } {
  const { data } = useQuery(sessionQuery());
  const isSignedIn = Boolean(data?.user);
  return { to: isSignedIn ? "/admin/results" : "/auth", isSignedIn };
}

type HeaderProps = {
  /** Replaces the Admin button on admin pages (the 'Admin Menu', docs/product.md#screens). */
  adminMenu?: ReactNode;
  /** Replaces the Admin link in the mobile menu on admin pages; gets a callback that closes the menu. */
  mobileAdminMenu?: (closeMenu: () => void) => ReactNode;
};

// One header per page, so a fixed id: useId's value follows the component tree, and the pre-rendered shell's tree
// above the header is not always the client's (the menu button's aria-controls then failed hydration).
const MENU_ID = "site-menu";

export function Header({ adminMenu, mobileAdminMenu }: HeaderProps = {}) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const admin = useAdminTarget();

  // The mobile menu is a native popover: its button works before the app runs (pre-rendered shell), and the
  // browser closes it on Escape and on a tap outside it. The state only follows it, for the button's label. It is
  // fixed under the header, so it scrolls inside itself: on a short phone the admin pages and Sign Out run past
  // the screen's bottom.
  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const onToggle = (event: Event) => setMenuOpen((event as ToggleEvent).newState === "open");
    menu.addEventListener("toggle", onToggle);
    return () => menu.removeEventListener("toggle", onToggle);
  }, []);
  const closeMenu = useCallback(() => {
    if (menuRef.current?.matches(":popover-open")) menuRef.current.hidePopover();
  }, []);
  // Close the mobile menu on navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on route change only
  useEffect(closeMenu, [location.pathname]);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {NAV_SECTIONS.map((item) => (
            <SectionLink key={item.id} section={item.id} className={NAV_LINK}>
              {item.label}
            </SectionLink>
          ))}
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          <div className="hidden lg:block">
            {adminMenu ?? (
              <Link to={admin.to} className={buttonClasses("outline", "sm")}>
                {admin.isSignedIn ? <LayoutDashboard aria-hidden="true" /> : <LogIn aria-hidden="true" />}
                Admin
              </Link>
            )}
          </div>
          <button
            type="button"
            className={cn(buttonClasses("ghost", "icon"), "lg:hidden")}
            aria-label={isMenuOpen ? "Close menu" : "Open menu"}
            aria-expanded={isMenuOpen}
            aria-controls={MENU_ID}
            popoverTarget={MENU_ID}
          >
            {isMenuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        </div>
      </div>
      <div
        ref={menuRef}
        id={MENU_ID}
        popover="auto"
        className="inset-x-0 top-16 bottom-auto m-0 h-auto max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto overscroll-contain border-0 border-b bg-background p-0 text-foreground shadow-black/10 shadow-lg lg:hidden"
      >
        <nav aria-label="Mobile" className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3 sm:px-6">
          {NAV_SECTIONS.map((item) => (
            <SectionLink
              key={item.id}
              section={item.id}
              className={cn(NAV_LINK, "py-3 text-base")}
              onNavigate={closeMenu}
            >
              {item.label}
            </SectionLink>
          ))}
          {mobileAdminMenu ? (
            mobileAdminMenu(closeMenu)
          ) : (
            <Link to={admin.to} className={cn(buttonClasses("primary"), "mt-2 w-full")} onClick={closeMenu}>
              {admin.isSignedIn ? <LayoutDashboard aria-hidden="true" /> : <LogIn aria-hidden="true" />}
              {admin.isSignedIn ? "Go to Admin" : "Admin Login"}
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
