import { Search } from "lucide-react";
import { Input } from "#client/components/ui/input.tsx";

type SearchBoxProps = {
  /** Its accessible name, also shown as the placeholder. */
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** The wrapper's width in its toolbar. */
  className: string;
};

/** A staff list's search field with the magnifier inside it. */
export function SearchBox({ label, value, onChange, className }: SearchBoxProps) {
  return (
    <div className={`relative ${className}`}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={label}
        className="pl-9"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
