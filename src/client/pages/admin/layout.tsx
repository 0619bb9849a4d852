import { Outlet } from "react-router";
import { AdminMenu } from "#client/components/admin/admin-menu.tsx";
import { AdminMobileMenu } from "#client/components/admin/admin-mobile-menu.tsx";
import { Header } from "#client/components/layout/header.tsx";
import { SkipLink } from "#client/components/layout/skip-link.tsx";
import { site } from "#client/content/site.ts";
import { AdminGuard } from "./admin-guard.tsx";

/** The admin layout (docs/product.md#screens): header with the 'Admin Menu' and the page, no footer; the guard wraps the page. */
export function Component() {
  return (
    <div className="flex min-h-dvh flex-col">
      {/* Until the page is there (the session check); each page then sets its own from its heading. */}
      <title>{`Admin – ${site.companyName}`}</title>
      <SkipLink />
      <Header
        adminMenu={<AdminMenu />}
        mobileAdminMenu={(closeMenu) => <AdminMobileMenu onNavigate={closeMenu} />}
      />
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none sm:px-6 sm:py-10"
      >
        <AdminGuard>
          <Outlet />
        </AdminGuard>
      </main>
    </div>
  );
}
