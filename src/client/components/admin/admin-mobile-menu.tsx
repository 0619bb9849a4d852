import { Loader2, LogOut } from "lucide-react";
import { useId } from "react";
import { NavLink } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/cn.ts";
import { useIsSigningOut } from "#client/lib/sign-out-state.ts";
import { useShowsAdminMenu } from "./admin-menu.tsx";
import { ADMIN_PAGES } from "./admin-pages.ts";
import { useSignOut } from "./use-sign-out.ts";

/** The admin part of the header's mobile menu: the same four pages and Sign Out. */
export function AdminMobileMenu({ onNavigate }: { onNavigate: () => void }) {
  const signOut = useSignOut();
  const isVisible = useShowsAdminMenu();
  const isPending = useIsSigningOut();
  const labelId = useId();
  if (!isVisible) return null;

  return (
    // biome-ignore lint/a11y/useSemanticElements: links, not form controls, so a fieldset would be wrong
    <div role="group" aria-labelledby={labelId} className="mt-2 flex flex-col gap-1 border-t pt-3">
      <p
        id={labelId}
        className="px-3 pb-1 font-semibold text-muted-foreground text-xs uppercase tracking-wide"
      >
        Admin Menu
      </p>
      {ADMIN_PAGES.map(({ to, label, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          onClick={onNavigate}
          className={({ isActive }) =>
            cn(
              "flex items-center gap-3 rounded-md px-3 py-3 font-medium text-sm transition-colors hover:bg-muted [&_svg]:size-4",
              isActive ? "bg-muted text-foreground" : "text-muted-foreground",
            )
          }
        >
          <Icon aria-hidden="true" />
          {label}
        </NavLink>
      ))}
      <Button variant="outline" className="mt-2 w-full" disabled={isPending} onClick={() => signOut.mutate()}>
        {isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <LogOut aria-hidden="true" />}
        {isPending ? "Signing Out..." : "Sign Out"}
      </Button>
    </div>
  );
}
