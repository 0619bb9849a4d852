import { useQuery } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { type Ref, useCallback, useEffect, useRef } from "react";
import { providersQuery } from "#client/api/providers.ts";
import { Button } from "#client/components/ui/button.tsx";
import { RadioGroup, RadioPill } from "#client/components/ui/radio-group.tsx";
import { PROVIDER_PILL_GRID, ProviderPending } from "./provider-pending.tsx";

type ProviderFieldProps = {
  value: string;
  onChange: (id: string) => void;
  invalid: boolean;
  /** The analysis switch is off: nothing can be chosen. */
  disabled?: boolean;
  groupRef: Ref<HTMLDivElement>;
};

const LABEL_ID = "analysis-provider-label";
const PILL_GRID = PROVIDER_PILL_GRID;

/** docs/product.md#screens: a radio list; the first enabled provider is preselected, disabled ones are dimmed 'Coming Soon'. */
export function ProviderField({ value, onChange, invalid, disabled = false, groupRef }: ProviderFieldProps) {
  const { data: providers, isPending, isError, refetch } = useQuery(providersQuery());
  const firstEnabled = providers?.find((provider) => provider.enabled)?.id;

  useEffect(() => {
    if (value === "" && firstEnabled) onChange(firstEnabled);
  }, [value, firstEnabled, onChange]);

  // The loading list had the focus when the providers arrived: the radio group takes it, where it was.
  const wrapper = useRef<HTMLDivElement>(null);
  const pendingHadFocus = useRef(false);
  const onPendingLeave = useCallback((hadFocus: boolean) => {
    pendingHadFocus.current = hadFocus;
  }, []);
  useEffect(() => {
    if (isPending || !pendingHadFocus.current) return;
    pendingHadFocus.current = false;
    const radios = wrapper.current?.querySelectorAll<HTMLElement>('[role="radio"]:not([disabled])');
    const checked = [...(radios ?? [])].find((radio) => radio.getAttribute("aria-checked") === "true");
    (checked ?? radios?.[0])?.focus({ preventScroll: true });
  }, [isPending]);

  return (
    <div ref={wrapper} className="flex flex-col gap-2">
      <span id={LABEL_ID} className="font-medium text-sm leading-none">
        Cloud Provider
      </span>
      {isPending ? (
        <ProviderPending labelId={LABEL_ID} onLeave={onPendingLeave} />
      ) : isError ? (
        <div className="flex h-10 items-center gap-3 text-sm">
          <p className="text-destructive">The provider list could not be loaded.</p>
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            <RefreshCw aria-hidden="true" />
            Retry
          </Button>
        </div>
      ) : providers.length > 0 ? (
        <RadioGroup
          ref={groupRef}
          aria-labelledby={LABEL_ID}
          aria-invalid={invalid}
          aria-required="true"
          value={value}
          onValueChange={onChange}
          disabled={disabled}
          className={PILL_GRID}
        >
          {providers.map((provider) => (
            <RadioPill
              key={provider.id}
              value={provider.id}
              disabled={!provider.enabled}
              className="h-auto min-h-12 flex-col gap-0.5 whitespace-normal py-1.5 text-center leading-tight"
            >
              {provider.name}
              {provider.enabled ? null : (
                <span className="font-normal text-[11px] text-muted-foreground">(Coming Soon)</span>
              )}
            </RadioPill>
          ))}
        </RadioGroup>
      ) : null}
      {providers && firstEnabled === undefined ? (
        // None to pick (none listed, or all 'Coming Soon'): say so rather than leave the label empty; the form
        // disables its submit button.
        <p
          role="status"
          data-testid="no-providers"
          className="rounded-lg border border-dashed p-3 text-muted-foreground text-sm"
        >
          No cloud providers are available right now.
        </p>
      ) : null}
    </div>
  );
}
