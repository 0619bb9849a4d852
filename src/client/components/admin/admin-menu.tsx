import { useQuery } from "@tanstack/react-query";
import { ChevronDown, LayoutDashboard, Loader2, LogOut } from "lucide-react";
import { Link, useLocation } from "react-router";
import { sessionQuery } from "#client/api/session.ts";
import { Button } from "#client/components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "#client/components/ui/dropdown-menu.tsx";
import { useIsSigningOut } from "#client/lib/sign-out-state.ts";
import { ADMIN_PAGES } from "./admin-pages.ts";
import { useSignOut } from "./use-sign-out.ts";

/** docs/product.md#roles: the menu is only for a signed-in user; it stays up while signing out so the pending state shows. */
export function useShowsAdminMenu(): boolean {
  const { data } = useQuery(sessionQuery());
  const isSigningOut = useIsSigningOut();
  return Boolean(data?.user) || isSigningOut;
}

/** The header's 'Admin Menu' on admin pages (desktop): the four pages plus Sign Out. */
export function AdminMenu() {
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const isVisible = useShowsAdminMenu();
  const isPending = useIsSigningOut();
  if (!isVisible) return null;

  // Not modal: a navigation menu need not hide the page from screen readers (and axe flags focusable elements
  // left inside the hidden part).
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          {isPending ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <LayoutDashboard aria-hidden="true" />
          )}
          {isPending ? "Signing Out..." : "Admin Menu"}
          <ChevronDown aria-hidden="true" className="opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Admin Menu</DropdownMenuLabel>
        {ADMIN_PAGES.map(({ to, label, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link
              to={to}
              aria-current={pathname === to ? "page" : undefined}
              className="aria-[current=page]:font-semibold aria-[current=page]:text-primary"
            >
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={isPending}
          onSelect={(event) => {
            // Keep the menu open: the item shows 'Signing Out...' until the redirect.
            event.preventDefault();
            signOut.mutate();
          }}
        >
          {isPending ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <LogOut aria-hidden="true" />
          )}
          {isPending ? "Signing Out..." : "Sign Out"}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
