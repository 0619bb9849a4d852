import { AdminLoading } from "#client/components/admin/admin-status.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#client/components/ui/card.tsx";
import { SettingRow } from "./setting-row.tsx";
import type { SettingRowCopy } from "./setting-rows.ts";

type SettingsCardProps = {
  title: string;
  description: string;
  rows: readonly SettingRowCopy[];
  isPending: boolean;
  isDisabled: boolean;
  values: ReadonlyMap<string, boolean>;
  onToggle: (row: SettingRowCopy, value: boolean) => void;
};

/** One card of toggle rows on the settings page. */
export function SettingsCard({
  title,
  description,
  rows,
  isPending,
  isDisabled,
  values,
  onToggle,
}: SettingsCardProps) {
  return (
    <Card className="max-w-3xl">
      <CardHeader>
        <h2 className="font-semibold text-lg leading-tight tracking-tight">{title}</h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <AdminLoading>Loading settings...</AdminLoading>
        ) : (
          <ul className="divide-y">
            {rows.map((row) => (
              <SettingRow
                key={row.key}
                id={`setting-${row.key}`}
                label={row.label}
                description={row.description}
                isEnabled={values.get(row.key) ?? false}
                isDisabled={isDisabled}
                onToggle={(value) => onToggle(row, value)}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
