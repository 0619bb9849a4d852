import { useSetResultKeep } from "#client/api/admin/results.ts";
import { errorMessage } from "#client/api/error-message.ts";
import { Switch } from "#client/components/ui/switch.tsx";
import { toast } from "#client/lib/toast.ts";
import { useFocusBackAfter } from "#client/lib/use-focus-back-after.ts";
import { MSG_RESULT_KEEP_FAILED, MSG_RESULT_KEPT, MSG_RESULT_RELEASED } from "#shared/messages/admin.ts";
import type { AdminResultRow } from "#shared/schemas/admin-api.ts";

/** Keep a result past the retention period (the privacy page names this mark), or release it. */
export function KeepSwitch({ row }: { row: AdminResultRow }) {
  const setKeep = useSetResultKeep();
  const isSaving = setKeep.isPending && setKeep.variables?.id === row.id;
  useFocusBackAfter(isSaving);
  const checked = isSaving ? (setKeep.variables?.keep ?? row.keep) : row.keep;
  return (
    <div className="flex items-center gap-2">
      <Switch
        checked={checked}
        disabled={isSaving}
        aria-label={`Keep the result for ${row.name}`}
        title="Kept results are passed by the retention purge"
        onCheckedChange={(keep) =>
          setKeep.mutate(
            { id: row.id, keep },
            {
              onSuccess: () => toast.success(keep ? MSG_RESULT_KEPT : MSG_RESULT_RELEASED),
              onError: (error) => toast.error(errorMessage(error, MSG_RESULT_KEEP_FAILED)),
            },
          )
        }
      />
      {/* In the wide table the column header says "Keep"; the state word is for the cards below 1280 px. */}
      <span className="whitespace-nowrap text-muted-foreground text-xs xl:sr-only">
        {checked ? "Kept" : "Auto-delete"}
      </span>
    </div>
  );
}
