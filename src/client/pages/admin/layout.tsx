import { useQuery } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { Navigate, NavLink, Outlet } from "react-router";
import { sessionQuery } from "#client/api/session.ts";
import { useSignOut } from "#client/api/sign-out.ts";
import { Logo } from "#client/components/layout/logo.tsx";
import { SkipLink } from "#client/components/layout/skip-link.tsx";
import { ThemeToggle } from "#client/components/layout/theme-toggle.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/cn.ts";

// The full admin menu ('Admin Menu', spec §2) and the sign-out timings arrive with the admin issue.
const ADMIN_PAGES = [
  { to: "/admin/results", label: "Results" },
  { to: "/admin/providers", label: "Providers" },
  { to: "/admin/testimonials", label: "Testimonials" },
  { to: "/admin/settings", label: "Settings" },
] as const;

/** Guard + layout for /admin/*: 'Loading...' while the session resolves, /auth without a user (spec §2). */
export function Component() {
  const { data: session, isPending } = useQuery(sessionQuery());
  const signOut = useSignOut();

  if (isPending) {
    return (
      <p role="status" className="flex min-h-dvh items-center justify-center text-muted-foreground">
        Loading...
      </p>
    );
  }
  if (!session?.user) return <Navigate to="/auth" replace />;

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur-md">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
          <Logo />
          <nav aria-label="Admin" className="hidden gap-1 md:flex">
            {ADMIN_PAGES.map((page) => (
              <NavLink
                key={page.to}
                to={page.to}
                className={({ isActive }) =>
                  cn(
                    "rounded-md px-3 py-2 font-medium text-sm transition-colors hover:text-foreground",
                    isActive ? "bg-muted text-foreground" : "text-muted-foreground",
                  )
                }
              >
                {page.label}
              </NavLink>
            ))}
          </nav>
          <div className="flex items-center gap-2">
            <ThemeToggle />
            <Button variant="outline" size="sm" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
              <LogOut aria-hidden="true" />
              {signOut.isPending ? "Signing Out..." : "Sign Out"}
            </Button>
          </div>
        </div>
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-10 focus:outline-none sm:px-6"
      >
        <Outlet />
      </main>
    </div>
  );
}
