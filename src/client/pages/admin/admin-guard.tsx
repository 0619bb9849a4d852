import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { sessionQuery } from "#client/api/session.ts";
import { useIsSigningOut } from "#client/lib/sign-out-state.ts";

/**
 * docs/product.md#screens: 'Loading...' while the session resolves (and, docs/product.md#behaviour, while signing out), /auth without a user,
 * otherwise the admin page.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { data: session, isPending } = useQuery(sessionQuery());
  const isSigningOut = useIsSigningOut();

  if (isPending || isSigningOut) {
    return (
      <p role="status" className="flex min-h-[50vh] items-center justify-center text-muted-foreground">
        Loading...
      </p>
    );
  }
  if (!session?.user) return <Navigate to="/auth" replace />;
  return children;
}
