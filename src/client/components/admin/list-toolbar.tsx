import { RadioGroup, RadioPill } from "#client/components/ui/radio-group.tsx";
import { SearchBox } from "./search-box.tsx";

type ListToolbarProps<T extends string> = {
  searchLabel: string;
  searchText: string;
  onSearchText: (text: string) => void;
  shows: ReadonlyArray<{ value: T; label: string }>;
  show: T;
  onShow: (show: T) => void;
};

/** Search box and a "Show" choice above a staff list. */
export function ListToolbar<T extends string>(props: ListToolbarProps<T>) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <SearchBox
        label={props.searchLabel}
        value={props.searchText}
        onChange={props.onSearchText}
        className="w-full max-w-md"
      />
      <RadioGroup
        aria-label="Show"
        className="flex gap-1.5"
        value={props.show}
        onValueChange={(value) => props.onShow(value as T)}
      >
        {props.shows.map((option) => (
          <RadioPill key={option.value} value={option.value} className="h-9 flex-none px-3">
            {option.label}
          </RadioPill>
        ))}
      </RadioGroup>
    </div>
  );
}
