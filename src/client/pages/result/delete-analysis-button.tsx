import { useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useNavigate } from "react-router";
import { errorMessage } from "#client/api/error-message.ts";
import { resultQuery, useDeleteOwnResult } from "#client/api/results.ts";
import { Button } from "#client/components/ui/button.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { forgetManageToken } from "#client/lib/manage-tokens.ts";
import { toast } from "#client/lib/toast.ts";
import { MSG_OWN_RESULT_DELETE_FAILED, MSG_OWN_RESULT_DELETED } from "#shared/messages/result.ts";

/** Lets whoever holds the link delete the analysis and its PDF, after a confirmation (privacy page §5). */
export function DeleteAnalysisButton({ resultId }: { resultId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deletion = useDeleteOwnResult();

  const onConfirm = () =>
    deletion.mutate(resultId, {
      onSuccess: async () => {
        toast.success(MSG_OWN_RESULT_DELETED);
        // Leave the page first: dropping the cached result while it is on screen would refetch it (a 404).
        await navigate("/", { replace: true });
        forgetManageToken(resultId);
        queryClient.removeQueries({ queryKey: resultQuery(resultId).queryKey });
      },
      onError: (error) => toast.error(errorMessage(error, MSG_OWN_RESULT_DELETE_FAILED)),
    });

  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" disabled={deletion.isPending} className="hover:text-destructive">
          <Trash2 aria-hidden="true" />
          {deletion.isPending ? "Deleting..." : "Delete analysis"}
        </Button>
      }
      title="Delete this analysis?"
      description={
        <>
          Your name, email, the uploaded invoice PDF and the figures taken from it are removed for good. This
          link will stop working, for you and for anyone you shared it with.
        </>
      }
      confirmLabel="Delete"
      onConfirm={onConfirm}
    />
  );
}
