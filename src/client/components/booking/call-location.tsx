import type { LucideIcon } from "lucide-react";

/** Where the call happens (BOOKING_LOCATION): a link for a video-meeting address, else the text. */
export function CallLocation({ location, icon: Icon }: { location: string; icon: LucideIcon }) {
  const isLink = /^https?:\/\/\S+$/i.test(location.trim());
  return (
    <p className="flex min-w-0 items-start gap-1.5 text-sm" data-testid="call-location">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <span className="min-w-0 break-words">
        Where:{" "}
        {isLink ? (
          <a href={location.trim()} target="_blank" rel="noopener noreferrer" className="underline">
            {location.trim()}
          </a>
        ) : (
          location
        )}
      </span>
    </p>
  );
}
