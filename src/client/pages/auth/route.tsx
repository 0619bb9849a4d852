import { useQuery } from "@tanstack/react-query";
import { LockKeyhole } from "lucide-react";
import { Navigate } from "react-router";
import { sessionQuery } from "#client/api/session.ts";
import { publicSettingsQuery } from "#client/api/settings.ts";
import { Card, CardContent, CardDescription, CardHeader } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { site } from "#client/content/site.ts";
import { AuthTabs } from "./auth-panel.tsx";
import { ConfirmationStatus } from "./confirmation-status.tsx";
import { LoginForm } from "./login-form.tsx";

function FormSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="flex flex-col gap-5">
      <Skeleton className="h-16" />
      <Skeleton className="h-16" />
      <Skeleton className="h-12" />
    </div>
  );
}

/** /auth (docs/product.md#screens): 'Admin Access' with Login and Register tabs while signups are on, else login only. */
export function Component() {
  const session = useQuery(sessionQuery());
  const settings = useQuery(publicSettingsQuery());
  if (session.data?.user) return <Navigate to="/admin" replace />;

  // A failed settings read counts as "signups off": logging in must keep working.
  const canRegister = settings.data?.admin_signups_enabled === true;
  const isResolving = session.isPending || settings.isPending;

  return (
    <div className="mx-auto flex min-h-[70vh] max-w-md items-center px-4 py-16">
      <title>{`Admin Access – ${site.companyName}`}</title>
      <Card className="w-full">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
            <LockKeyhole aria-hidden="true" className="size-6" />
          </span>
          <h1 className="font-semibold text-xl leading-tight tracking-tight">Admin Access</h1>
          <CardDescription>
            {canRegister
              ? "Log in or register to access the admin dashboard."
              : "Log in to access the admin dashboard."}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <ConfirmationStatus />
          {isResolving ? <FormSkeleton /> : canRegister ? <AuthTabs /> : <LoginForm />}
        </CardContent>
      </Card>
    </div>
  );
}
