import { Check, X } from "lucide-react";
import { IconAction } from "./icon-action.tsx";

/** Save and Cancel of a row in edit mode, e.g. "Save provider". */
export function EditRowActions({
  noun,
  isSaving,
  onSave,
  onCancel,
  className = "flex justify-end gap-1",
}: {
  noun: string;
  isSaving: boolean;
  onSave: () => void;
  onCancel: () => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <IconAction
        icon={Check}
        label={`Save ${noun}`}
        variant="primary"
        disabled={isSaving}
        onClick={onSave}
      />
      <IconAction icon={X} label="Cancel editing" disabled={isSaving} onClick={onCancel} />
    </div>
  );
}
