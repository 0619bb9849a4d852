import { Label } from "#client/components/ui/label.tsx";
import { Switch } from "#client/components/ui/switch.tsx";
import { cn } from "#client/lib/cn.ts";

type SettingRowProps = {
  id: string;
  label: string;
  description: string;
  isEnabled: boolean;
  isDisabled: boolean;
  onToggle: (value: boolean) => void;
};

/** One switch with its name, what it does, and an Enabled/Disabled badge. */
export function SettingRow({ id, label, description, isEnabled, isDisabled, onToggle }: SettingRowProps) {
  return (
    <li className="flex items-center justify-between gap-4 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <Label htmlFor={id} className="font-semibold text-base">
            {label}
          </Label>
          <span
            className={cn(
              "rounded-full px-2 py-0.5 font-medium text-xs",
              isEnabled ? "bg-accent text-accent-foreground" : "bg-muted text-muted-foreground",
            )}
          >
            {isEnabled ? "Enabled" : "Disabled"}
          </span>
        </div>
        <p id={`${id}-description`} className="mt-1 text-muted-foreground text-sm">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={isEnabled}
        disabled={isDisabled}
        aria-describedby={`${id}-description`}
        onCheckedChange={onToggle}
      />
    </li>
  );
}
