// PLACEHOLDER (issue 2): the sign-in and registration forms (spec §2 "Admin access page") arrive with the admin
// issue. The card title and the sign-in description are already the spec's.
import { LockKeyhole } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { site } from "#client/content/site.ts";

export function Component() {
  return (
    <div className="mx-auto flex min-h-[70vh] max-w-md items-center px-4 py-16">
      <title>{`Admin Access · ${site.companyName}`}</title>
      <Card className="w-full">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
            <LockKeyhole aria-hidden="true" className="size-6" />
          </span>
          <CardTitle>
            <h1>Admin Access</h1>
          </CardTitle>
          <CardDescription>Log in to access the admin dashboard.</CardDescription>
        </CardHeader>
        <CardContent>
          <p className="rounded-xl border border-dashed p-4 text-center text-muted-foreground text-sm">
            Staff sign-in opens here shortly.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
