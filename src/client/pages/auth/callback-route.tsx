import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { sessionQuery } from "#client/api/session.ts";
import { site } from "#client/content/site.ts";

/** Target of an identity-provider redirect (docs/product.md#screens): no content, just re-reads the session and moves on. */
export function Component() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    let isCancelled = false;
    void queryClient.fetchQuery({ ...sessionQuery(), staleTime: 0 }).then((session) => {
      if (!isCancelled) void navigate(session?.user ? "/admin" : "/auth", { replace: true });
    });
    return () => {
      isCancelled = true;
    };
  }, [queryClient, navigate]);

  return (
    <p className="sr-only" role="status">
      <title>{`Signing in – ${site.companyName}`}</title>
      Signing you in
    </p>
  );
}
