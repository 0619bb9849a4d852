import { useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, Globe } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { bookingSlotsQuery } from "#client/api/bookings.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { RadioGroup, RadioPill } from "#client/components/ui/radio-group.tsx";
import {
  formatDayLabel,
  formatTimeOfDay,
  knownTimeZones,
  localDayKey,
  localTimeZone,
  zoneLabel,
} from "#client/lib/slot-format.ts";
import { addDays, findTimeZone, toIsoDateIn } from "#shared/time/zoned-time.ts";

const DAYS_PER_PAGE = 14;
const MAX_PAGES = 6;

type SlotPickerProps = {
  value: string | undefined;
  onChange: (slotStart: string) => void;
  disabled?: boolean;
  errorId?: string | undefined;
  /** The booked call (on the manage page): its day is selected first, and its two weeks shown. */
  initialSlot?: string | undefined;
  /** Told when the visitor picks another time zone for the list. */
  onTimeZoneChange?: ((timeZone: string) => void) | undefined;
};

const DAY_MS = 86_400_000;

function groupByLocalDay(slots: readonly string[], timeZone: string): Map<string, string[]> {
  const days = new Map<string, string[]>();
  for (const slot of slots) {
    const key = localDayKey(new Date(slot), timeZone);
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  return days;
}

/** The visitor's zone, or one they pick from the searchable list of IANA zones. */
function TimeZoneField({
  zone,
  onChange,
  disabled,
}: {
  zone: string;
  onChange: (zone: string) => void;
  disabled: boolean;
}) {
  const id = useId();
  const [text, setText] = useState(zone);
  const [zones] = useState(knownTimeZones);
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <label htmlFor={id} className="flex items-center gap-1.5 text-muted-foreground text-xs">
        <Globe aria-hidden="true" className="size-3.5" />
        Time zone
      </label>
      <Input
        id={id}
        list={`${id}-zones`}
        value={text}
        disabled={disabled}
        autoComplete="off"
        spellCheck={false}
        className="h-8 w-56 max-w-full text-xs"
        onChange={(event) => {
          setText(event.target.value);
          // Any IANA name or alias, in any case ("asia/kolkata"), as the list spells it.
          const found = findTimeZone(event.target.value, zones);
          if (found) onChange(found);
        }}
        onBlur={() => setText(zone)}
        onFocus={(event) => event.target.select()}
      />
      <datalist id={`${id}-zones`}>
        {zones.map((z) => (
          <option key={z} value={z} />
        ))}
      </datalist>
    </div>
  );
}

/** Free call times, two weeks at a time, shown (and grouped by day) in the visitor's time zone or one they pick. */
export function SlotPicker({
  value,
  onChange,
  disabled = false,
  errorId,
  initialSlot,
  onTimeZoneChange,
}: SlotPickerProps) {
  const [page, setPage] = useState(0);
  const [zone, setZone] = useState(localTimeZone);
  const [pickedDay, setPickedDay] = useState<string | null>(() =>
    initialSlot ? localDayKey(new Date(initialSlot), zone) : null,
  );
  const first = useQuery(bookingSlotsQuery(null, DAYS_PER_PAGE));
  const teamZone = first.data?.timezone ?? null;
  // The booked call's two weeks: shown first when it is further out than the first page.
  const [pageFromSlot, setPageFromSlot] = useState(Boolean(initialSlot));
  useEffect(() => {
    if (!pageFromSlot || !teamZone || !initialSlot) return;
    setPageFromSlot(false);
    const today = toIsoDateIn(new Date(), teamZone);
    const bookedDay = toIsoDateIn(new Date(initialSlot), teamZone);
    const days = Math.round((Date.parse(bookedDay) - Date.parse(today)) / DAY_MS);
    setPage(Math.min(MAX_PAGES, Math.max(0, Math.floor(days / DAYS_PER_PAGE))));
  }, [pageFromSlot, teamZone, initialSlot]);
  const from =
    page === 0 || !teamZone ? null : addDays(toIsoDateIn(new Date(), teamZone), page * DAYS_PER_PAGE);
  const current = useQuery({
    ...bookingSlotsQuery(from, DAYS_PER_PAGE),
    enabled: page === 0 || Boolean(teamZone),
  });
  const slots = current.data?.slots ?? [];
  const days = groupByLocalDay(slots, zone);
  const dayKeys = [...days.keys()];
  // The picked day; else (the booked call's day has no other free time) the first day after it; else the first.
  const day =
    pickedDay && days.has(pickedDay)
      ? pickedDay
      : ((pickedDay ? dayKeys.find((key) => key > pickedDay) : undefined) ?? dayKeys[0] ?? null);
  const changeZone = (next: string) => {
    setZone(next);
    setPickedDay(null);
    onTimeZoneChange?.(next);
  };

  const turn = (delta: number) => {
    setPage((p) => p + delta);
    setPickedDay(null);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p id="booking-slot-label" className="font-medium text-sm leading-none">
          Choose a time
        </p>
        <p className="text-muted-foreground text-xs" data-testid="slot-zone">
          Times in {zone === localTimeZone() ? "your time zone" : "the time zone"}:{" "}
          {zoneLabel(zone, new Date(slots[0] ?? Date.now()))}
        </p>
      </div>
      <TimeZoneField zone={zone} onChange={changeZone} disabled={disabled} />
      <div className="flex items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Earlier dates"
          disabled={disabled || page === 0}
          onClick={() => turn(-1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <div className="min-w-0 flex-1 overflow-x-auto">
          {current.isPending ? (
            <p className="py-2 text-muted-foreground text-sm">Loading free times...</p>
          ) : current.isError ? (
            <p role="alert" className="py-2 text-destructive text-sm">
              {current.error.message}
            </p>
          ) : dayKeys.length === 0 ? (
            <p className="py-2 text-muted-foreground text-sm">No free times in these two weeks.</p>
          ) : (
            <RadioGroup
              aria-label="Day"
              className="flex gap-2 pb-1"
              value={day ?? ""}
              onValueChange={setPickedDay}
              disabled={disabled}
            >
              {dayKeys.map((key) => {
                const label = formatDayLabel(new Date(days.get(key)?.[0] ?? key), zone);
                return (
                  <RadioPill
                    key={key}
                    value={key}
                    className="h-auto min-w-16 flex-none flex-col gap-0 py-1.5"
                  >
                    <span className="text-muted-foreground text-xs">{label.weekday}</span>
                    <span>{label.date}</span>
                  </RadioPill>
                );
              })}
            </RadioGroup>
          )}
        </div>
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Later dates"
          disabled={disabled || page >= MAX_PAGES || !teamZone}
          onClick={() => turn(1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      {day ? (
        <RadioGroup
          aria-labelledby="booking-slot-label"
          aria-describedby={errorId}
          className="grid grid-cols-3 gap-2 sm:grid-cols-4"
          value={value ?? ""}
          onValueChange={onChange}
          disabled={disabled}
        >
          {(days.get(day) ?? []).map((slot) => (
            // Tight side padding and no wrapping: "09:00 AM" fits three to a row on a 360 px phone.
            <RadioPill key={slot} value={slot} className="whitespace-nowrap px-1.5 tabular-nums">
              {formatTimeOfDay(new Date(slot), zone)}
            </RadioPill>
          ))}
        </RadioGroup>
      ) : null}
    </div>
  );
}
