import { useEffect } from "react";
import { useNavigate } from "react-router";
import { toast } from "#client/lib/toast.ts";
import { MSG_RESULT_NOT_FOUND } from "#shared/messages/result.ts";

// A fixed toast id, so a double effect (StrictMode) or a re-render never shows the message twice.
const NOT_FOUND_TOAST_ID = "result-not-found";

/** docs/product.md#behaviour "Result page": on any failure, back to the home page with the catalogue's error toast. */
export function useRedirectHome(shouldRedirect: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!shouldRedirect) return;
    toast.error(MSG_RESULT_NOT_FOUND, { id: NOT_FOUND_TOAST_ID });
    void navigate("/", { replace: true });
  }, [shouldRedirect, navigate]);
}
