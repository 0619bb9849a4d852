import { useDeleteResult } from "#client/api/admin/results.ts";
import { errorMessage } from "#client/api/error-message.ts";
import { toast } from "#client/lib/toast.ts";
import { MSG_RESULT_DELETE_FAILED, MSG_RESULT_DELETED } from "#shared/messages/admin.ts";

/** Deletes a result (and its PDF) with the success or failure toast; tells which row is being deleted. */
export function useDeleteResultWithToast() {
  const deleteResult = useDeleteResult();
  return {
    isDeleting: (id: string) => deleteResult.isPending && deleteResult.variables === id,
    deleteResult: (id: string) =>
      deleteResult.mutate(id, {
        onSuccess: () => toast.success(MSG_RESULT_DELETED),
        onError: (error) => toast.error(errorMessage(error, MSG_RESULT_DELETE_FAILED)),
      }),
  };
}
