import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { buttonClasses } from "#client/components/ui/button.tsx";

/** Last-resort screen for a route that failed to load or render (e.g. a chunk missing after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="font-bold text-2xl">Something went wrong</h1>
      <p className="text-muted-foreground">
        This page could not be displayed{detail ? ` (${detail})` : ""}. Reloading usually helps.
      </p>
      <div className="flex gap-3">
        <button type="button" className={buttonClasses("primary")} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className={buttonClasses("outline")}>
          Go home
        </Link>
      </div>
    </main>
  );
}
