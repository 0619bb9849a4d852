import { useEffect } from "react";
import { toast } from "#client/lib/toast.ts";

/** Shows one error toast each time a query fails (docs/product.md#messages: 'Failed to load ...'). */
export function useErrorToast(isError: boolean, message: string): void {
  useEffect(() => {
    if (isError) toast.error(message);
  }, [isError, message]);
}
